import type { ComponentPropsWithRef } from 'react';
import { type AsChildProps, Slottable } from '../utils/as-child';
import { mergeProps } from '../utils/merge-props';
import { cancelBookingPartAttrs } from './cancel-booking.anatomy';
import { useCancelBookingContext } from './cancel-booking-context';

/** Props of {@link CancelBookingTitle}. */
export interface CancelBookingTitleProps extends AsChildProps, ComponentPropsWithRef<'h2'> {}

/**
 * The form's heading, 'Cancel your appointment', which names it. Use `asChild` for another level.
 * @selector [data-scope="cancel-booking"][data-part="title"]
 */
export function CancelBookingTitle({ asChild, children, ...props }: CancelBookingTitleProps) {
  const api = useCancelBookingContext();
  const merged = mergeProps({ ...api.titleProps, ...cancelBookingPartAttrs('title') }, props);
  if (asChild)
    return (
      <Slottable {...merged} fallbackContent={api.title}>
        {children}
      </Slottable>
    );
  return <h2 {...merged}>{children ?? api.title}</h2>;
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
export function CancelBookingSummary({ rowProps, ...props }: CancelBookingSummaryProps) {
  const api = useCancelBookingContext();
  return (
    <dl {...mergeProps(cancelBookingPartAttrs('summary'), props)}>
      {api.summary.map((row) => (
        <div key={row.id} {...rowProps} data-row={row.id}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Props of {@link CancelBookingAlert}. */
export type CancelBookingAlertProps = ComponentPropsWithRef<'div'>;

/**
 * Why the cancellation failed, as an alert that takes focus; rendered only then.
 * @selector [data-scope="cancel-booking"][data-part="alert"]
 */
export function CancelBookingAlert({ children, ...props }: CancelBookingAlertProps) {
  const api = useCancelBookingContext();
  if (api.alertText === null) return null;
  return <div {...mergeProps({ ...api.alertProps, ...cancelBookingPartAttrs('alert') }, props)}>{children ?? api.alertText}</div>;
}

/** Props of {@link CancelBookingSubmit}. */
export interface CancelBookingSubmitProps extends AsChildProps, ComponentPropsWithRef<'button'> {}

/**
 * 'Cancel appointment'; 'Cancelling…' while sent (`aria-busy`, `aria-disabled`, still focusable).
 * @selector [data-scope="cancel-booking"][data-part="submit"][aria-busy]
 */
export function CancelBookingSubmit({ asChild, children, ...props }: CancelBookingSubmitProps) {
  const api = useCancelBookingContext();
  const merged = mergeProps({ ...api.submitProps, ...cancelBookingPartAttrs('submit') }, props);
  if (asChild)
    return (
      <Slottable {...merged} fallbackContent={api.submitLabel}>
        {children}
      </Slottable>
    );
  return <button {...merged}>{children ?? api.submitLabel}</button>;
}

/** Props of {@link CancelBookingKeep}. */
export interface CancelBookingKeepProps extends AsChildProps, ComponentPropsWithRef<'button'> {}

/**
 * 'Keep appointment': calls `onKeep` (rendered only with one). Use `asChild` to make it a link
 * back to the booking instead.
 * @selector [data-scope="cancel-booking"][data-part="keep"]
 * @example <CancelBooking.Keep asChild><a href={bookingUrl} /></CancelBooking.Keep>
 */
export function CancelBookingKeep({ asChild, children, ...props }: CancelBookingKeepProps) {
  const api = useCancelBookingContext();
  if (asChild) {
    const merged = mergeProps(cancelBookingPartAttrs('keep'), props);
    return (
      <Slottable {...merged} fallbackContent={api.keepLabel}>
        {children}
      </Slottable>
    );
  }
  if (!api.canKeep) return null;
  const merged = mergeProps({ ...api.keepProps, ...cancelBookingPartAttrs('keep') }, props);
  return <button {...merged}>{children ?? api.keepLabel}</button>;
}
