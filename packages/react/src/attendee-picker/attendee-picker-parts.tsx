import { type ComponentPropsWithRef, type ReactNode, useRef } from 'react';
import { useCheckboxGroupItem } from 'react-aria';
import { mergePartProps } from '../utils/merge-part-props';
import { attendeePickerPartAttrs as attrs, attendeePickerAnatomy as parts } from './attendee-picker.anatomy';
import { AttendeePickerContext, useAttendeePickerContext } from './attendee-picker-context';
import {
  type AttendeePickerApi,
  type AttendeePickerOptions,
  type AttendeePickerPerson,
  useAttendeePicker,
} from './use-attendee-picker';

/** Props of {@link AttendeePickerRoot}. */
export interface AttendeePickerRootProps
  extends AttendeePickerOptions,
    Omit<ComponentPropsWithRef<'div'>, 'defaultValue' | 'children'> {
  /** The parts, or a function of the picker's API. @default the label and a checkbox per person */
  children?: ReactNode | ((api: AttendeePickerApi) => ReactNode);
}

/**
 * The attendee picker's root, a group named by its label: whom a service is for (the visitor,
 * their guests), several at once (a class for two takes two seats).
 * @selector [data-scope="attendee-picker"][data-part="root"]
 * @example <AttendeePicker.Root people={[{ id: 'me', name: 'You' }, { id: 'g1', name: 'Grace' }]} value={ids} onValueChange={setIds} />
 */
export function AttendeePickerRoot({
  people,
  value,
  defaultValue,
  onValueChange,
  label,
  children,
  ...props
}: AttendeePickerRootProps) {
  const api = useAttendeePicker({
    people,
    ...(value !== undefined && { value }),
    ...(defaultValue !== undefined && { defaultValue }),
    ...(onValueChange !== undefined && { onValueChange }),
    ...(label !== undefined && { label }),
  });
  const content =
    typeof children === 'function'
      ? children(api)
      : (children ?? (
          <>
            <AttendeePickerLabel />
            <div {...api.optionsProps}>
              {api.people.map((person) => (
                <AttendeePickerOption key={person.id} person={person} />
              ))}
            </div>
          </>
        ));
  return (
    <AttendeePickerContext.Provider value={api}>
      <div {...mergePartProps(api.rootProps, props)}>{content}</div>
    </AttendeePickerContext.Provider>
  );
}

/** Props of {@link AttendeePickerLabel}. */
export type AttendeePickerLabelProps = ComponentPropsWithRef<'span'>;

/**
 * 'Who is this for?', the group's name.
 * @selector [data-scope="attendee-picker"][data-part="label"]
 */
export function AttendeePickerLabel({ children, ...props }: AttendeePickerLabelProps) {
  const api = useAttendeePickerContext();
  return <span {...mergePartProps(api.labelProps, props)}>{children ?? api.label}</span>;
}

/** Props of {@link AttendeePickerOption}. */
export interface AttendeePickerOptionProps extends Omit<ComponentPropsWithRef<'label'>, 'children'> {
  person: AttendeePickerPerson;
  /** The text beside the box. @default the person's name */
  children?: ReactNode;
}

/**
 * One person: a native checkbox (react-aria's checkbox group item) and their name, its label.
 * @selector [data-scope="attendee-picker"][data-part="option"][data-state="checked|unchecked"]
 */
export function AttendeePickerOption({ person, children, ...props }: AttendeePickerOptionProps) {
  const api = useAttendeePickerContext();
  const input = useRef<HTMLInputElement>(null);
  const name = children ?? person.name;
  const { inputProps, isSelected } = useCheckboxGroupItem({ value: person.id, children: name }, api.state, input);
  return (
    <label {...mergePartProps({ ...attrs(parts.option), 'data-state': isSelected ? 'checked' : 'unchecked' }, props)}>
      <input {...inputProps} {...attrs(parts.input)} ref={input} />
      {name}
    </label>
  );
}
