/**
 * The reschedule-booking parts as a namespace (`<RescheduleBooking.Root>`, `<RescheduleBooking.Picker>`, ...).
 * @example <RescheduleBooking.Root booking={booking} onReschedule={move}><RescheduleBooking.Picker asChild><SlotPicker days={days} today={today} /></RescheduleBooking.Picker></RescheduleBooking.Root>
 */
export * as RescheduleBooking from './reschedule-booking';
export { type RescheduleBookingPart, rescheduleBookingAnatomy } from './reschedule-booking.anatomy';
export { useRescheduleBookingContext } from './reschedule-booking-context';
export {
  RescheduleBookingAlert,
  type RescheduleBookingAlertProps,
  RescheduleBookingKeep,
  type RescheduleBookingKeepProps,
  RescheduleBookingSubmit,
  type RescheduleBookingSubmitProps,
  RescheduleBookingSummary,
  type RescheduleBookingSummaryProps,
  RescheduleBookingTitle,
  type RescheduleBookingTitleProps,
} from './reschedule-booking-parts';
export { RescheduleBookingPicker, type RescheduleBookingPickerProps } from './reschedule-booking-picker';
export { RescheduleBookingRoot, type RescheduleBookingRootProps } from './reschedule-booking-root';
export {
  type RescheduleBookingApi,
  type RescheduleBookingOptions,
  useRescheduleBooking,
} from './use-reschedule-booking';
export {
  type RescheduleBookingState,
  type RescheduleBookingStateOptions,
  type ReschedulePhase,
  useRescheduleBookingState,
} from './use-reschedule-booking-state';
