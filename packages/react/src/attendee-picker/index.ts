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
