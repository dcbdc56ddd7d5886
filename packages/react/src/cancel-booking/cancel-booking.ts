/** The cancel-booking parts as a namespace: `<CancelBooking.Root>`, `<CancelBooking.ReasonInput>`, ... */
export {
  CancelBookingConfirm as Confirm,
  CancelBookingConfirmAction as ConfirmAction,
  CancelBookingConfirmContent as ConfirmContent,
  CancelBookingConfirmDescription as ConfirmDescription,
  CancelBookingConfirmKeep as ConfirmKeep,
  CancelBookingConfirmOverlay as ConfirmOverlay,
  CancelBookingConfirmTitle as ConfirmTitle,
} from './cancel-booking-confirm';
export {
  CancelBookingAlert as Alert,
  CancelBookingKeep as Keep,
  CancelBookingSubmit as Submit,
  CancelBookingSummary as Summary,
  CancelBookingTitle as Title,
} from './cancel-booking-parts';
export {
  CancelBookingReasonError as ReasonError,
  CancelBookingReasonInput as ReasonInput,
  CancelBookingReasonItem as ReasonItem,
  CancelBookingReasonLabel as ReasonLabel,
  CancelBookingReasons as Reasons,
} from './cancel-booking-reason';
export { CancelBookingRoot as Root } from './cancel-booking-root';
