import {
  type BookingActionAlertProps,
  type BookingActionButtonProps,
  type BookingActionSummaryProps,
  type BookingActionTitleProps,
  bookingActionParts,
} from '../booking-action/booking-action-parts';
import { cancelBookingPartAttrs } from './cancel-booking.anatomy';
import { useCancelBookingContext } from './cancel-booking-context';

const parts = bookingActionParts('CancelBooking', useCancelBookingContext, cancelBookingPartAttrs);

/** Props of {@link CancelBookingTitle}. */
export type CancelBookingTitleProps = BookingActionTitleProps;
/** Props of {@link CancelBookingSummary}. */
export type CancelBookingSummaryProps = BookingActionSummaryProps;
/** Props of {@link CancelBookingAlert}. */
export type CancelBookingAlertProps = BookingActionAlertProps;
/** Props of {@link CancelBookingSubmit}. */
export type CancelBookingSubmitProps = BookingActionButtonProps;
/** Props of {@link CancelBookingKeep}. */
export type CancelBookingKeepProps = BookingActionButtonProps;

/**
 * The form's heading, 'Cancel your appointment', which names it. Use `asChild` for another level.
 * @selector [data-scope="cancel-booking"][data-part="title"]
 */
export const CancelBookingTitle = parts.Title;

/**
 * What is being cancelled, as a description list: What and When (in the visitor's zone).
 * @selector [data-scope="cancel-booking"][data-part="summary"]
 */
export const CancelBookingSummary = parts.Summary;

/**
 * Why the cancellation failed, as an alert that takes focus; rendered only then.
 * @selector [data-scope="cancel-booking"][data-part="alert"]
 */
export const CancelBookingAlert = parts.Alert;

/**
 * 'Cancel appointment'; 'Cancelling…' while sent (`aria-busy`, `aria-disabled`, still focusable).
 * @selector [data-scope="cancel-booking"][data-part="submit"][aria-busy]
 */
export const CancelBookingSubmit = parts.Submit;

/**
 * 'Keep appointment': calls `onKeep` (rendered only with one). Use `asChild` to make it a link
 * back to the booking instead.
 * @selector [data-scope="cancel-booking"][data-part="keep"]
 * @example <CancelBooking.Keep asChild><a href={bookingUrl} /></CancelBooking.Keep>
 */
export const CancelBookingKeep = parts.Keep;
