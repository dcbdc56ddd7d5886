import {
  type BookingActionAlertProps,
  type BookingActionButtonProps,
  type BookingActionSummaryProps,
  type BookingActionTitleProps,
  bookingActionParts,
} from '../booking-action/booking-action-parts';
import { rescheduleBookingPartAttrs } from './reschedule-booking.anatomy';
import { useRescheduleBookingContext } from './reschedule-booking-context';

const parts = bookingActionParts('RescheduleBooking', useRescheduleBookingContext, rescheduleBookingPartAttrs);

/** Props of {@link RescheduleBookingTitle}. */
export type RescheduleBookingTitleProps = BookingActionTitleProps;
/** Props of {@link RescheduleBookingSummary}. */
export type RescheduleBookingSummaryProps = BookingActionSummaryProps;
/** Props of {@link RescheduleBookingAlert}. */
export type RescheduleBookingAlertProps = BookingActionAlertProps;
/** Props of {@link RescheduleBookingSubmit}. */
export type RescheduleBookingSubmitProps = BookingActionButtonProps;
/** Props of {@link RescheduleBookingKeep}. */
export type RescheduleBookingKeepProps = BookingActionButtonProps;

/**
 * The form's heading, 'Reschedule your appointment', which names it. Use `asChild` for another level.
 * @selector [data-scope="reschedule-booking"][data-part="title"]
 */
export const RescheduleBookingTitle = parts.Title;

/**
 * What is being moved, as a description list: What, Current time, and New time once chosen.
 * @selector [data-scope="reschedule-booking"][data-part="summary"] [data-row="new"]
 */
export const RescheduleBookingSummary = parts.Summary;

/**
 * Why the reschedule did not happen, as an alert that takes focus; rendered only then.
 * @selector [data-scope="reschedule-booking"][data-part="alert"]
 */
export const RescheduleBookingAlert = parts.Alert;

/**
 * 'Reschedule'; 'Rescheduling…' while sent (`aria-busy`, `aria-disabled`, still focusable).
 * @selector [data-scope="reschedule-booking"][data-part="submit"][aria-busy]
 */
export const RescheduleBookingSubmit = parts.Submit;

/**
 * 'Keep current time': calls `onKeep` (rendered only with one). Use `asChild` to make it a link
 * back to the booking instead.
 * @selector [data-scope="reschedule-booking"][data-part="keep"]
 */
export const RescheduleBookingKeep = parts.Keep;
