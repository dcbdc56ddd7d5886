/**
 * The time-zone picker parts as a namespace (`<TimeZonePicker.Root>`, `<TimeZonePicker.Input>`, ...).
 * @example <TimeZonePicker.Root defaultValue="Europe/Berlin"><TimeZonePicker.Input /><TimeZonePicker.Content><TimeZonePicker.Listbox /></TimeZonePicker.Content></TimeZonePicker.Root>
 */
export * as TimeZonePicker from './time-zone-picker';
export { type TimeZonePickerPart, timeZonePickerAnatomy } from './time-zone-picker.anatomy';
export type { TimeZoneOptionProps, TimeZoneOptionState, TimeZonePickerPropBags } from './time-zone-picker.types';
export {
  TimeZonePickerContent,
  type TimeZonePickerContentProps,
  TimeZonePickerListbox,
  type TimeZonePickerListboxProps,
} from './time-zone-picker-content';
export { useTimeZonePickerContext } from './time-zone-picker-context';
export { TimeZonePickerDetected, type TimeZonePickerDetectedProps } from './time-zone-picker-detected';
export { TimeZonePickerInput, type TimeZonePickerInputProps } from './time-zone-picker-input';
export { TimeZonePickerLabel, type TimeZonePickerLabelProps } from './time-zone-picker-label';
export {
  TimeZonePickerEmpty,
  type TimeZonePickerEmptyProps,
  TimeZonePickerStatus,
  type TimeZonePickerStatusProps,
} from './time-zone-picker-messages';
export { TimeZonePickerOption, type TimeZonePickerOptionProps } from './time-zone-picker-option';
export { TimeZonePickerRoot, type TimeZonePickerRootProps } from './time-zone-picker-root';
export { TimeZonePickerTrigger, type TimeZonePickerTriggerProps } from './time-zone-picker-trigger';
export { useDetectedTimeZone } from './use-detected-time-zone';
export { type TimeZoneList, type TimeZoneListOptions, type TimeZoneSearch, useTimeZoneList } from './use-time-zone-list';
export { type TimeZonePickerApi, type TimeZonePickerOptions, useTimeZonePicker } from './use-time-zone-picker';
export { useTimeZonePickerListbox } from './use-time-zone-picker-listbox';
export { useTimeZonePickerOption } from './use-time-zone-picker-option';
export {
  type TimeZonePickerState,
  type TimeZonePickerStateOptions,
  useTimeZonePickerState,
} from './use-time-zone-picker-state';
