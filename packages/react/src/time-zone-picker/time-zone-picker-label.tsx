import type { ComponentPropsWithRef } from 'react';
import { mergePartProps } from '../utils/merge-part-props';
import { timeZonePickerPartAttrs } from './time-zone-picker.anatomy';
import { useTimeZonePickerContext } from './time-zone-picker-context';

/** Props of {@link TimeZonePickerLabel}. */
export type TimeZonePickerLabelProps = ComponentPropsWithRef<'label'>;

/**
 * The input's label, 'Time zone' in the active locale; it also names the listbox.
 * @selector [data-scope="time-zone-picker"][data-part="label"]
 * @example <TimeZonePicker.Label />
 */
export function TimeZonePickerLabel({ children, ...props }: TimeZonePickerLabelProps) {
  const api = useTimeZonePickerContext();
  const { htmlFor, ...labelProps } = mergePartProps({ ...api.labelProps, ...timeZonePickerPartAttrs('label') }, props);
  return (
    <label {...labelProps} htmlFor={htmlFor}>
      {children ?? api.label}
    </label>
  );
}
