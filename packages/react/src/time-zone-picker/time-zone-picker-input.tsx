import type { ComponentPropsWithRef } from 'react';
import { mergeProps } from 'react-aria';
import { mergePartProps } from '../utils/merge-part-props';
import { useInteractionAttrs } from '../utils/use-interaction-attrs';
import { timeZonePickerPartAttrs } from './time-zone-picker.anatomy';
import { useTimeZonePickerContext } from './time-zone-picker-context';

/** Props of {@link TimeZonePickerInput}. */
export type TimeZonePickerInputProps = Omit<ComponentPropsWithRef<'input'>, 'value' | 'defaultValue' | 'type'>;

/**
 * The combobox (react-aria's `useComboBox`): shows the chosen zone and its offset ('Berlin
 * (UTC+01:00)'); typing searches. The keyboard stays here while it moves through the list
 * (`aria-activedescendant`). A `ref` passed here is merged with the one react-aria focuses.
 * It shows its interaction state: `data-focus-visible` whenever it has focus (a text field),
 * `data-hovered`, `data-disabled`.
 * @selector [data-scope="time-zone-picker"][data-part="input"][data-state="open|closed"][data-disabled]
 * @selector [data-part="input"][data-hovered] [data-focus-visible]
 * @example <TimeZonePicker.Input className="input" />
 */
export function TimeZonePickerInput(props: TimeZonePickerInputProps) {
  const api = useTimeZonePickerContext();
  // A text field: its focus shows however it was reached, and it has no pressed state.
  const { props: handlers, attrs } = useInteractionAttrs({ isTextInput: true, isDisabled: api.state.disabled });
  const merged = mergeProps(mergePartProps({ ...api.inputProps, ...timeZonePickerPartAttrs('input') }, props), handlers);
  return <input {...merged} {...attrs} />;
}
