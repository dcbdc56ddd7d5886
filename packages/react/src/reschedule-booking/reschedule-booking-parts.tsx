import type { ComponentPropsWithRef } from 'react';
import { type AsChildProps, Slottable } from '../utils/as-child';
import { mergeProps } from '../utils/merge-props';
import { rescheduleBookingPartAttrs } from './reschedule-booking.anatomy';
import { useRescheduleBookingContext } from './reschedule-booking-context';

/** Props of {@link RescheduleBookingTitle}. */
export interface RescheduleBookingTitleProps extends AsChildProps, ComponentPropsWithRef<'h2'> {}

/**
 * The form's heading, 'Reschedule your appointment', which names it. Use `asChild` for another level.
 * @selector [data-scope="reschedule-booking"][data-part="title"]
 */
export function RescheduleBookingTitle({ asChild, children, ...props }: RescheduleBookingTitleProps) {
  const api = useRescheduleBookingContext();
  const merged = mergeProps({ ...api.titleProps, ...rescheduleBookingPartAttrs('title') }, props);
  if (asChild)
    return (
      <Slottable {...merged} fallbackContent={api.title}>
        {children}
      </Slottable>
    );
  return <h2 {...merged}>{children ?? api.title}</h2>;
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
export function RescheduleBookingSummary({ rowProps, ...props }: RescheduleBookingSummaryProps) {
  const api = useRescheduleBookingContext();
  return (
    <dl {...mergeProps(rescheduleBookingPartAttrs('summary'), props)}>
      {api.summary.map((row) => (
        <div key={row.id} {...rowProps} data-row={row.id}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Props of {@link RescheduleBookingAlert}. */
export type RescheduleBookingAlertProps = ComponentPropsWithRef<'div'>;

/**
 * Why the reschedule did not happen, as an alert that takes focus; rendered only then.
 * @selector [data-scope="reschedule-booking"][data-part="alert"]
 */
export function RescheduleBookingAlert({ children, ...props }: RescheduleBookingAlertProps) {
  const api = useRescheduleBookingContext();
  if (api.alertText === null) return null;
  return (
    <div {...mergeProps({ ...api.alertProps, ...rescheduleBookingPartAttrs('alert') }, props)}>{children ?? api.alertText}</div>
  );
}

/** Props of {@link RescheduleBookingSubmit}. */
export interface RescheduleBookingSubmitProps extends AsChildProps, ComponentPropsWithRef<'button'> {}

/**
 * 'Reschedule'; 'Rescheduling…' while sent (`aria-busy`, `aria-disabled`, still focusable).
 * @selector [data-scope="reschedule-booking"][data-part="submit"][aria-busy]
 */
export function RescheduleBookingSubmit({ asChild, children, ...props }: RescheduleBookingSubmitProps) {
  const api = useRescheduleBookingContext();
  const merged = mergeProps({ ...api.submitProps, ...rescheduleBookingPartAttrs('submit') }, props);
  if (asChild)
    return (
      <Slottable {...merged} fallbackContent={api.submitLabel}>
        {children}
      </Slottable>
    );
  return <button {...merged}>{children ?? api.submitLabel}</button>;
}

/** Props of {@link RescheduleBookingKeep}. */
export interface RescheduleBookingKeepProps extends AsChildProps, ComponentPropsWithRef<'button'> {}

/**
 * 'Keep current time': calls `onKeep` (rendered only with one). Use `asChild` to make it a link
 * back to the booking instead.
 * @selector [data-scope="reschedule-booking"][data-part="keep"]
 */
export function RescheduleBookingKeep({ asChild, children, ...props }: RescheduleBookingKeepProps) {
  const api = useRescheduleBookingContext();
  if (asChild) {
    const merged = mergeProps(rescheduleBookingPartAttrs('keep'), props);
    return (
      <Slottable {...merged} fallbackContent={api.keepLabel}>
        {children}
      </Slottable>
    );
  }
  if (!api.canKeep) return null;
  const merged = mergeProps({ ...api.keepProps, ...rescheduleBookingPartAttrs('keep') }, props);
  return <button {...merged}>{children ?? api.keepLabel}</button>;
}
