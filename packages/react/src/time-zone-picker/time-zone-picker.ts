/**
 * The time-zone picker parts as one namespace: `<TimeZonePicker.Root>`, `<TimeZonePicker.Input>`, ...
 * @example
 * <TimeZonePicker.Root defaultValue="Europe/Berlin">
 *   <TimeZonePicker.Label /><TimeZonePicker.Input /><TimeZonePicker.Trigger />
 *   <TimeZonePicker.Content><TimeZonePicker.Listbox /><TimeZonePicker.Empty /></TimeZonePicker.Content>
 *   <TimeZonePicker.Detected /><TimeZonePicker.Status />
 * </TimeZonePicker.Root>
 */
export { TimeZonePickerContent as Content, TimeZonePickerListbox as Listbox } from './time-zone-picker-content';
export { TimeZonePickerDetected as Detected } from './time-zone-picker-detected';
export { TimeZonePickerInput as Input } from './time-zone-picker-input';
export { TimeZonePickerLabel as Label } from './time-zone-picker-label';
export { TimeZonePickerEmpty as Empty, TimeZonePickerStatus as Status } from './time-zone-picker-messages';
export { TimeZonePickerOption as Option } from './time-zone-picker-option';
export { TimeZonePickerRoot as Root } from './time-zone-picker-root';
export { TimeZonePickerTrigger as Trigger } from './time-zone-picker-trigger';
