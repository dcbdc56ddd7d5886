import type { ComponentPropsWithRef } from 'react';
import { mergePartProps } from '../utils/merge-part-props';
import { timeZonePickerPartAttrs } from './time-zone-picker.anatomy';
import { useTimeZonePickerContext } from './time-zone-picker-context';

/** Props of {@link TimeZonePickerInput}. */
export type TimeZonePickerInputProps = Omit<ComponentPropsWithRef<'input'>, 'value' | 'defaultValue' | 'type'>;

/**
 * The combobox (react-aria's `useComboBox`): shows the chosen zone and its offset ('Berlin
 * (UTC+01:00)'); typing searches. The keyboard stays here while it moves through the list
 * (`aria-activedescendant`). A `ref` passed here is merged with the one react-aria focuses.
 * @selector [data-scope="time-zone-picker"][data-part="input"][data-state="open|closed"][data-disabled]
 * @example <TimeZonePicker.Input className="input" />
 */
export function TimeZonePickerInput(props: TimeZonePickerInputProps) {
  const api = useTimeZonePickerContext();
  return <input {...mergePartProps({ ...api.inputProps, ...timeZonePickerPartAttrs('input') }, props)} />;
}
