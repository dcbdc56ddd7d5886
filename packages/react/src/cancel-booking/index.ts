/**
 * The cancel-booking parts as a namespace (`<CancelBooking.Root>`, `<CancelBooking.ReasonInput>`, ...).
 * @example <CancelBooking.Root booking={booking} onCancel={cancel}><CancelBooking.ReasonInput /><CancelBooking.Submit /></CancelBooking.Root>
 */
export * as CancelBooking from './cancel-booking';
export { type CancelBookingPart, cancelBookingAnatomy } from './cancel-booking.anatomy';
export {
  CancelBookingConfirm,
  CancelBookingConfirmAction,
  type CancelBookingConfirmActionProps,
  CancelBookingConfirmContent,
  type CancelBookingConfirmContentProps,
  CancelBookingConfirmDescription,
  type CancelBookingConfirmDescriptionProps,
  CancelBookingConfirmKeep,
  type CancelBookingConfirmKeepProps,
  CancelBookingConfirmOverlay,
  type CancelBookingConfirmOverlayProps,
  type CancelBookingConfirmProps,
  CancelBookingConfirmTitle,
  type CancelBookingConfirmTitleProps,
} from './cancel-booking-confirm';
export { useCancelBookingContext } from './cancel-booking-context';
export {
  CancelBookingAlert,
  type CancelBookingAlertProps,
  CancelBookingKeep,
  type CancelBookingKeepProps,
  CancelBookingSubmit,
  type CancelBookingSubmitProps,
  CancelBookingSummary,
  type CancelBookingSummaryProps,
  CancelBookingTitle,
  type CancelBookingTitleProps,
} from './cancel-booking-parts';
export {
  CancelBookingReasonError,
  type CancelBookingReasonErrorProps,
  CancelBookingReasonInput,
  type CancelBookingReasonInputProps,
  CancelBookingReasonItem,
  type CancelBookingReasonItemProps,
  CancelBookingReasonLabel,
  type CancelBookingReasonLabelProps,
  CancelBookingReasons,
  type CancelBookingReasonsProps,
} from './cancel-booking-reason';
export { CancelBookingRoot, type CancelBookingRootProps } from './cancel-booking-root';
export { type CancelBookingApi, type CancelBookingOptions, useCancelBooking } from './use-cancel-booking';
export {
  type CancelBookingState,
  type CancelBookingStateOptions,
  type CancelPhase,
  type CancelReasonChoice,
  useCancelBookingState,
} from './use-cancel-booking-state';
