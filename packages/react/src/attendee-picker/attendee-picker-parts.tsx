import { type ComponentPropsWithRef, type InputHTMLAttributes, type ReactNode, type RefObject, useRef } from 'react';
import { mergeProps, useCheckboxGroupItem, useRadio } from 'react-aria';
import { mergePartProps } from '../utils/merge-part-props';
import { useInteractionAttrs } from '../utils/use-interaction-attrs';
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
 * their guests), several at once (a class for two takes two seats) up to `max`, or one of them
 * (a radio group) when `max` is 1.
 * @selector [data-scope="attendee-picker"][data-part="root"]
 * @example <AttendeePicker.Root people={[{ id: 'me', name: 'You' }, { id: 'g1', name: 'Grace' }]} value={ids} onValueChange={setIds} />
 */
export function AttendeePickerRoot({
  people,
  value,
  defaultValue,
  onValueChange,
  label,
  max,
  children,
  ...props
}: AttendeePickerRootProps) {
  const api = useAttendeePicker({
    people,
    ...(value !== undefined && { value }),
    ...(defaultValue !== undefined && { defaultValue }),
    ...(onValueChange !== undefined && { onValueChange }),
    ...(label !== undefined && { label }),
    ...(max !== undefined && { max }),
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
            <AttendeePickerLimit />
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
 * One person: a native checkbox (react-aria's checkbox group item), or a native radio
 * (react-aria's `useRadio`) when only one may be chosen, and their name, its label. The input
 * carries its interaction state (`data-hovered`, `data-pressed`, `data-focus-visible`, `data-disabled`).
 * @selector [data-scope="attendee-picker"][data-part="option"][data-state="checked|unchecked"] > [data-part="input"][data-focus-visible]
 */
export function AttendeePickerOption(props: AttendeePickerOptionProps) {
  const api = useAttendeePickerContext();
  // Each kind of input has its own hook: a component apiece keeps the hooks unconditional.
  return api.selectionMode === 'single' ? <RadioOption {...props} /> : <CheckboxOption {...props} />;
}

/** The props of the option's label (around its input): the part and the state the styles select on. */
const optionProps = (isSelected: boolean) => ({ ...attrs(parts.option), 'data-state': isSelected ? 'checked' : 'unchecked' });

/** What react-aria's checkbox-group item and radio hooks both give an option's input. */
interface OptionAria {
  inputProps: InputHTMLAttributes<HTMLInputElement>;
  isSelected: boolean;
  isPressed: boolean;
  isDisabled: boolean;
}

/** One option's label and box, once react-aria's checkbox or radio hook has given the box's props. */
function OptionBox({
  aria,
  input,
  name,
  labelProps,
}: {
  aria: OptionAria;
  input: RefObject<HTMLInputElement | null>;
  name: ReactNode;
  labelProps: object;
}) {
  // react-aria tracks the box's press already: the hook adds hover and keyboard focus to it.
  const interaction = useInteractionAttrs({ isPressed: aria.isPressed, isDisabled: aria.isDisabled });
  return (
    <label {...mergePartProps(optionProps(aria.isSelected), labelProps)}>
      <input {...mergeProps(aria.inputProps, interaction.props)} {...interaction.attrs} {...attrs(parts.input)} ref={input} />
      {name}
    </label>
  );
}

function CheckboxOption({ person, children, ...props }: AttendeePickerOptionProps) {
  const api = useAttendeePickerContext();
  const input = useRef<HTMLInputElement>(null);
  const name = children ?? person.name;
  const aria = useCheckboxGroupItem({ value: person.id, children: name }, api.state, input);
  return <OptionBox aria={aria} input={input} name={name} labelProps={props} />;
}

function RadioOption({ person, children, ...props }: AttendeePickerOptionProps) {
  const api = useAttendeePickerContext();
  const input = useRef<HTMLInputElement>(null);
  const name = children ?? person.name;
  const aria = useRadio({ value: person.id, children: name }, api.radioState, input);
  return <OptionBox aria={aria} input={input} name={name} labelProps={props} />;
}

/** Props of {@link AttendeePickerLimit}. */
export type AttendeePickerLimitProps = ComponentPropsWithRef<'p'>;

/**
 * Why a tick was refused: 'You can reserve up to {count} slots for this service. To book for
 * additional guests, kindly select a different service for the same time slot.', an alert that
 * describes the group, shown from a refused tick until the choice changes.
 * @selector [data-scope="attendee-picker"][data-part="limit"]
 */
export function AttendeePickerLimit({ children, ...props }: AttendeePickerLimitProps) {
  const api = useAttendeePickerContext();
  if (api.limitText === null) return null;
  return <p {...mergePartProps(api.limitProps, props)}>{children ?? api.limitText}</p>;
}
