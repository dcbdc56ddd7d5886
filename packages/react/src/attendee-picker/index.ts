/**
 * The attendee picker parts as a namespace (`<AttendeePicker.Root>`, `<AttendeePicker.Option>`).
 * @example <AttendeePicker.Root people={people} value={ids} onValueChange={setIds} />
 */
export * as AttendeePicker from './attendee-picker';
export { type AttendeePickerPart, attendeePickerAnatomy } from './attendee-picker.anatomy';
export { useAttendeePickerContext } from './attendee-picker-context';
export {
  AttendeePickerLabel,
  type AttendeePickerLabelProps,
  AttendeePickerLimit,
  type AttendeePickerLimitProps,
  AttendeePickerOption,
  type AttendeePickerOptionProps,
  AttendeePickerRoot,
  type AttendeePickerRootProps,
} from './attendee-picker-parts';
export {
  type AttendeePickerApi,
  type AttendeePickerOptions,
  type AttendeePickerPerson,
  useAttendeePicker,
} from './use-attendee-picker';
