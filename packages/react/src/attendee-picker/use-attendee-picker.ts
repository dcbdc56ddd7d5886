import type { HTMLAttributes } from 'react';
import { useCheckboxGroup } from 'react-aria';
import { type CheckboxGroupState, useCheckboxGroupState } from 'react-stately/useCheckboxGroupState';
import { useLocale } from '../locale/locale-context';
import { attendeePickerPartAttrs as attrs, attendeePickerAnatomy as parts } from './attendee-picker.anatomy';

/** Someone a service may be for: the visitor or one of their guests, by the id cart items name. */
export interface AttendeePickerPerson {
  id: string;
  /** How the picker names them: 'You', 'Grace Hopper'. */
  name: string;
}

/** Options of {@link useAttendeePicker}: the people, and the `value` / `defaultValue` / `onValueChange` convention. */
export interface AttendeePickerOptions {
  people: ReadonlyArray<AttendeePickerPerson>;
  /** Ids of the people chosen. */
  value?: string[];
  /** @default [] */
  defaultValue?: string[];
  onValueChange?: (value: string[]) => void;
  /** The group's name. @default 'Who is this for?' (`cart.forWhom`) */
  label?: string;
}

type Attrs = ReturnType<typeof attrs>;

/** What {@link useAttendeePicker} returns: the state and a prop bag per part. */
export interface AttendeePickerApi {
  state: CheckboxGroupState;
  people: ReadonlyArray<AttendeePickerPerson>;
  label: string;
  rootProps: Attrs & HTMLAttributes<HTMLElement>;
  labelProps: Attrs & HTMLAttributes<HTMLElement>;
  optionsProps: Attrs;
}

/**
 * The behaviour hook of the attendee picker: who a service in a cart is for, as a group of
 * checkboxes (react-aria's checkbox group on react-stately's state), named 'Who is this for?'.
 * @example const api = useAttendeePicker({ people, value, onValueChange });
 */
export function useAttendeePicker(options: AttendeePickerOptions): AttendeePickerApi {
  const { t } = useLocale();
  const label = options.label ?? t('cart.forWhom');
  const state = useCheckboxGroupState({
    ...(options.value !== undefined && { value: options.value }),
    defaultValue: options.defaultValue ?? [],
    ...(options.onValueChange !== undefined && { onChange: options.onValueChange }),
  });
  const { groupProps, labelProps } = useCheckboxGroup({ label }, state);
  return {
    state,
    people: options.people,
    label,
    rootProps: { ...attrs(parts.root), ...groupProps },
    labelProps: { ...attrs(parts.label), ...labelProps },
    optionsProps: attrs(parts.options),
  };
}
