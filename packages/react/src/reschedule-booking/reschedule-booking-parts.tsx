import type { ComponentPropsWithRef } from 'react';
import {
  BookingActionAlert,
  BookingActionKeep,
  BookingActionSubmit,
  BookingActionSummary,
  BookingActionTitle,
} from '../booking-action/booking-action-parts';
import type { AsChildProps } from '../utils/as-child';
import { rescheduleBookingPartAttrs } from './reschedule-booking.anatomy';
import { useRescheduleBookingContext } from './reschedule-booking-context';

/** Props of {@link RescheduleBookingTitle}. */
export interface RescheduleBookingTitleProps extends AsChildProps, ComponentPropsWithRef<'h2'> {}

/**
 * The form's heading, 'Reschedule your appointment', which names it. Use `asChild` for another level.
 * @selector [data-scope="reschedule-booking"][data-part="title"]
 */
export function RescheduleBookingTitle(props: RescheduleBookingTitleProps) {
  return <BookingActionTitle {...props} api={useRescheduleBookingContext()} attrs={rescheduleBookingPartAttrs('title')} />;
}

/** Props of {@link RescheduleBookingSummary}. */
export interface RescheduleBookingSummaryProps extends ComponentPropsWithRef<'dl'> {
  /** Props of each row's `<div>` (gets `data-row="what|current|new"`). */
  rowProps?: ComponentPropsWithRef<'div'>;
}

/**
 * What is being moved, as a description list: What, Current time, and New time once chosen.
 * @selector [data-scope="reschedule-booking"][data-part="summary"] [data-row="new"]
 */
export function RescheduleBookingSummary(props: RescheduleBookingSummaryProps) {
  return <BookingActionSummary {...props} api={useRescheduleBookingContext()} attrs={rescheduleBookingPartAttrs('summary')} />;
}

/** Props of {@link RescheduleBookingAlert}. */
export type RescheduleBookingAlertProps = ComponentPropsWithRef<'div'>;

/**
 * Why the reschedule did not happen, as an alert that takes focus; rendered only then.
 * @selector [data-scope="reschedule-booking"][data-part="alert"]
 */
export function RescheduleBookingAlert(props: RescheduleBookingAlertProps) {
  return <BookingActionAlert {...props} api={useRescheduleBookingContext()} attrs={rescheduleBookingPartAttrs('alert')} />;
}

/** Props of {@link RescheduleBookingSubmit}. */
export interface RescheduleBookingSubmitProps extends AsChildProps, ComponentPropsWithRef<'button'> {}

/**
 * 'Reschedule'; 'Rescheduling…' while sent (`aria-busy`, `aria-disabled`, still focusable).
 * @selector [data-scope="reschedule-booking"][data-part="submit"][aria-busy]
 */
export function RescheduleBookingSubmit(props: RescheduleBookingSubmitProps) {
  return <BookingActionSubmit {...props} api={useRescheduleBookingContext()} attrs={rescheduleBookingPartAttrs('submit')} />;
}

/** Props of {@link RescheduleBookingKeep}. */
export interface RescheduleBookingKeepProps extends AsChildProps, ComponentPropsWithRef<'button'> {}

/**
 * 'Keep current time': calls `onKeep` (rendered only with one). Use `asChild` to make it a link
 * back to the booking instead.
 * @selector [data-scope="reschedule-booking"][data-part="keep"]
 */
export function RescheduleBookingKeep(props: RescheduleBookingKeepProps) {
  return <BookingActionKeep {...props} api={useRescheduleBookingContext()} attrs={rescheduleBookingPartAttrs('keep')} />;
}
