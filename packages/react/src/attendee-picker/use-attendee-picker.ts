import { type HTMLAttributes, useId, useState } from 'react';
import { useCheckboxGroup, useRadioGroup } from 'react-aria';
import { type CheckboxGroupState, useCheckboxGroupState } from 'react-stately/useCheckboxGroupState';
import { useControlledState } from 'react-stately/useControlledState';
import { type RadioGroupState, useRadioGroupState } from 'react-stately/useRadioGroupState';
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
  /**
   * The most people the service takes in one booking: core's `seatLimit(service)`. `1` makes the
   * picker a single choice, a radio group (a one-seat service is one person's appointment); more
   * keeps the checkboxes and refuses a tick beyond it, saying why ('You can reserve up to {count}
   * slots for this service…', `errors.SEAT_LIMIT`).
   * @default no limit
   */
  max?: number;
}

type Attrs = ReturnType<typeof attrs>;

/** What {@link useAttendeePicker} returns: the state and a prop bag per part. */
export interface AttendeePickerApi {
  /** `single` (radios) when `max` is 1, else `multiple` (checkboxes). */
  selectionMode: 'single' | 'multiple';
  /** Ids of the people chosen. */
  value: string[];
  /** The most people that may be chosen, or `null` for no limit. */
  max: number | null;
  /** react-stately's checkbox group state over the choice, for react-aria's checkbox items (`multiple`). */
  state: CheckboxGroupState;
  /** react-stately's radio group state over the choice, for react-aria's `useRadio` (`single`). */
  radioState: RadioGroupState;
  people: ReadonlyArray<AttendeePickerPerson>;
  label: string;
  rootProps: Attrs & HTMLAttributes<HTMLElement>;
  labelProps: Attrs & HTMLAttributes<HTMLElement>;
  optionsProps: Attrs;
  /** The SEAT_LIMIT message once a tick beyond `max` was refused, until the choice changes; else `null`. */
  limitText: string | null;
  limitProps: Attrs & { id: string; role: 'alert' };
}

/**
 * The behaviour hook of the attendee picker: who a service in a cart is for, named 'Who is this
 * for?'. With `max` 1 a radio group (react-aria's `useRadioGroup`: one tab stop, arrows move and
 * choose), so two people can never be ticked for one person's appointment; otherwise a group of
 * checkboxes (react-aria's `useCheckboxGroup`) that refuses a tick beyond `max` and says why in
 * an alert that describes the group. One list of ids is the source of truth for both.
 * @example const api = useAttendeePicker({ people, value, onValueChange, max: seatLimit(service) });
 */
export function useAttendeePicker(options: AttendeePickerOptions): AttendeePickerApi {
  const { t } = useLocale();
  const label = options.label ?? t('cart.forWhom');
  const max = options.max === undefined ? null : Math.max(1, Math.floor(options.max));
  const single = max === 1;
  const limitId = `${useId()}-limit`;
  const [value, setValue] = useControlledState<string[]>(options.value, options.defaultValue ?? [], options.onValueChange);
  const [refused, setRefused] = useState(false);
  const choose = (next: string[]) => {
    setRefused(false);
    setValue(next);
  };
  // Controlled by `value`: a refused tick never reaches it, so the box does not stay ticked.
  const state = useCheckboxGroupState({
    value,
    onChange: (next) => {
      if (max !== null && next.length > max && next.length > value.length) setRefused(true);
      else choose(next);
    },
  });
  const radioState = useRadioGroupState({ value: value[0] ?? null, onChange: (id) => choose([id]) });
  const describedBy = refused ? limitId : undefined;
  // Both hooks run in every render (hooks cannot depend on `max`); only the mode's own one is used.
  const checkboxGroup = useCheckboxGroup({ label, 'aria-describedby': describedBy }, state);
  const radioGroup = useRadioGroup({ label, 'aria-describedby': describedBy }, radioState);
  const group = single
    ? { groupProps: radioGroup.radioGroupProps, labelProps: radioGroup.labelProps }
    : { groupProps: checkboxGroup.groupProps, labelProps: checkboxGroup.labelProps };
  return {
    selectionMode: single ? 'single' : 'multiple',
    value,
    max,
    state,
    radioState,
    people: options.people,
    label,
    rootProps: { ...attrs(parts.root), ...group.groupProps },
    labelProps: { ...attrs(parts.label), ...group.labelProps },
    optionsProps: attrs(parts.options),
    limitText: refused && max !== null ? t('errors.SEAT_LIMIT', { count: max }) : null,
    limitProps: { ...attrs(parts.limit), id: limitId, role: 'alert' },
  };
}
