import type { ComponentPropsWithRef, ReactNode } from 'react';
import { mergePartProps } from '../utils/merge-part-props';
import { timeZonePickerPartAttrs } from './time-zone-picker.anatomy';
import { TimeZonePickerProvider } from './time-zone-picker-context';
import { type TimeZonePickerApi, type TimeZonePickerOptions, useTimeZonePicker } from './use-time-zone-picker';
import { type TimeZonePickerStateOptions, useTimeZonePickerState } from './use-time-zone-picker-state';

/** Props of {@link TimeZonePickerRoot}. */
export interface TimeZonePickerRootProps
  extends TimeZonePickerStateOptions,
    TimeZonePickerOptions,
    Omit<ComponentPropsWithRef<'div'>, 'defaultValue' | 'children'> {
  /** The parts, or a function of the picker's API. */
  children?: ReactNode | ((api: TimeZonePickerApi) => ReactNode);
}

/**
 * A searchable time-zone combobox on react-stately's `useComboBoxState` and react-aria's
 * `useComboBox`; provides its state to the parts. A `ref` passed here is merged with react-aria's.
 * @selector [data-scope="time-zone-picker"][data-part="root"][data-state="open|closed"][data-disabled]
 * @example
 * <TimeZonePicker.Root defaultValue="Europe/Berlin" onValueChange={setZone} at={slotStart}>
 *   <TimeZonePicker.Label /><TimeZonePicker.Input /><TimeZonePicker.Trigger />
 *   <TimeZonePicker.Content><TimeZonePicker.Listbox /><TimeZonePicker.Empty /></TimeZonePicker.Content>
 *   <TimeZonePicker.Detected /><TimeZonePicker.Status />
 * </TimeZonePicker.Root>
 */
export function TimeZonePickerRoot({
  value,
  defaultValue,
  onValueChange,
  onOpenChange,
  onQueryChange,
  disabled,
  at,
  zones,
  loadCountries,
  detectedTimeZone,
  name,
  placeholder,
  children,
  ...props
}: TimeZonePickerRootProps) {
  const state = useTimeZonePickerState({
    value,
    defaultValue,
    onValueChange,
    onOpenChange,
    onQueryChange,
    disabled,
    at,
    zones,
    loadCountries,
  });
  const api = useTimeZonePicker({ detectedTimeZone, name, placeholder }, state);
  const merged = mergePartProps({ ...api.rootProps, ...timeZonePickerPartAttrs('root') }, props);
  return (
    <TimeZonePickerProvider value={api}>
      <div {...merged}>
        {typeof children === 'function' ? children(api) : children}
        {api.hiddenInputProps ? <input {...api.hiddenInputProps} /> : null}
      </div>
    </TimeZonePickerProvider>
  );
}
