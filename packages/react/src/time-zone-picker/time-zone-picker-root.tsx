import type { ComponentPropsWithRef, ReactNode } from 'react';
import { mergePartProps } from '../utils/merge-part-props';
import { optionKeys, splitProps } from '../utils/split-props';
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

/** The root's props that are the state hook's options. */
const STATE_OPTIONS = optionKeys<TimeZonePickerStateOptions>()({
  value: true,
  defaultValue: true,
  onValueChange: true,
  onOpenChange: true,
  onQueryChange: true,
  disabled: true,
  at: true,
  zones: true,
  loadCountries: true,
});

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
export function TimeZonePickerRoot({ detectedTimeZone, name, placeholder, children, ...props }: TimeZonePickerRootProps) {
  const [stateOptions, elementProps] = splitProps(props, STATE_OPTIONS);
  const state = useTimeZonePickerState(stateOptions);
  const api = useTimeZonePicker({ detectedTimeZone, name, placeholder }, state);
  const merged = mergePartProps({ ...api.rootProps, ...timeZonePickerPartAttrs('root') }, elementProps);
  return (
    <TimeZonePickerProvider value={api}>
      <div {...merged}>
        {typeof children === 'function' ? children(api) : children}
        {api.hiddenInputProps ? <input {...api.hiddenInputProps} /> : null}
      </div>
    </TimeZonePickerProvider>
  );
}
