/** The attendee picker parts as a namespace: `<AttendeePicker.Root>`, `<AttendeePicker.Option>`, ... */
export {
  AttendeePickerLabel as Label,
  AttendeePickerLimit as Limit,
  AttendeePickerOption as Option,
  AttendeePickerRoot as Root,
} from './attendee-picker-parts';
