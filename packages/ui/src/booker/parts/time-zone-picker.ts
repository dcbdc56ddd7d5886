/** The TimeZonePicker, as its own module: the Booker fetches it only when it is first shown. */
export { TimeZonePicker as default } from '../../time-zone-picker/time-zone-picker';
