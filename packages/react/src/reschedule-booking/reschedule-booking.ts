/** The reschedule-booking parts as a namespace: `<RescheduleBooking.Root>`, `<RescheduleBooking.Picker>`, ... */
export {
  RescheduleBookingAlert as Alert,
  RescheduleBookingKeep as Keep,
  RescheduleBookingSubmit as Submit,
  RescheduleBookingSummary as Summary,
  RescheduleBookingTitle as Title,
} from './reschedule-booking-parts';
export { RescheduleBookingPicker as Picker } from './reschedule-booking-picker';
export { RescheduleBookingRoot as Root } from './reschedule-booking-root';
