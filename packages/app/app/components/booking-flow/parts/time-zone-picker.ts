/** The library's TimeZonePicker, as its own module: the app fetches it only when it is first shown. */
export { TimeZonePicker as default } from '@booking-kit/ui';
