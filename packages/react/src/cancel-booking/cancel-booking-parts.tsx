import type { ComponentPropsWithRef } from 'react';
import {
  BookingActionAlert,
  BookingActionKeep,
  BookingActionSubmit,
  BookingActionSummary,
  BookingActionTitle,
} from '../booking-action/booking-action-parts';
import type { AsChildProps } from '../utils/as-child';
import { cancelBookingPartAttrs } from './cancel-booking.anatomy';
import { useCancelBookingContext } from './cancel-booking-context';

/** Props of {@link CancelBookingTitle}. */
export interface CancelBookingTitleProps extends AsChildProps, ComponentPropsWithRef<'h2'> {}

/**
 * The form's heading, 'Cancel your appointment', which names it. Use `asChild` for another level.
 * @selector [data-scope="cancel-booking"][data-part="title"]
 */
export function CancelBookingTitle(props: CancelBookingTitleProps) {
  return <BookingActionTitle {...props} api={useCancelBookingContext()} attrs={cancelBookingPartAttrs('title')} />;
}

/** Props of {@link CancelBookingSummary}. */
export interface CancelBookingSummaryProps extends ComponentPropsWithRef<'dl'> {
  /** Props of each row's `<div>` (gets `data-row="what|when"`). */
  rowProps?: ComponentPropsWithRef<'div'>;
}

/**
 * What is being cancelled, as a description list: What and When (in the visitor's zone).
 * @selector [data-scope="cancel-booking"][data-part="summary"]
 */
export function CancelBookingSummary(props: CancelBookingSummaryProps) {
  return <BookingActionSummary {...props} api={useCancelBookingContext()} attrs={cancelBookingPartAttrs('summary')} />;
}

/** Props of {@link CancelBookingAlert}. */
export type CancelBookingAlertProps = ComponentPropsWithRef<'div'>;

/**
 * Why the cancellation failed, as an alert that takes focus; rendered only then.
 * @selector [data-scope="cancel-booking"][data-part="alert"]
 */
export function CancelBookingAlert(props: CancelBookingAlertProps) {
  return <BookingActionAlert {...props} api={useCancelBookingContext()} attrs={cancelBookingPartAttrs('alert')} />;
}

/** Props of {@link CancelBookingSubmit}. */
export interface CancelBookingSubmitProps extends AsChildProps, ComponentPropsWithRef<'button'> {}

/**
 * 'Cancel appointment'; 'Cancelling…' while sent (`aria-busy`, `aria-disabled`, still focusable).
 * @selector [data-scope="cancel-booking"][data-part="submit"][aria-busy]
 */
export function CancelBookingSubmit(props: CancelBookingSubmitProps) {
  return <BookingActionSubmit {...props} api={useCancelBookingContext()} attrs={cancelBookingPartAttrs('submit')} />;
}

/** Props of {@link CancelBookingKeep}. */
export interface CancelBookingKeepProps extends AsChildProps, ComponentPropsWithRef<'button'> {}

/**
 * 'Keep appointment': calls `onKeep` (rendered only with one). Use `asChild` to make it a link
 * back to the booking instead.
 * @selector [data-scope="cancel-booking"][data-part="keep"]
 * @example <CancelBooking.Keep asChild><a href={bookingUrl} /></CancelBooking.Keep>
 */
export function CancelBookingKeep(props: CancelBookingKeepProps) {
  return <BookingActionKeep {...props} api={useCancelBookingContext()} attrs={cancelBookingPartAttrs('keep')} />;
}
