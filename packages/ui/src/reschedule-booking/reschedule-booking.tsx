import {
  RescheduleBookingAlert,
  RescheduleBookingKeep,
  RescheduleBookingPicker,
  RescheduleBookingRoot,
  type RescheduleBookingRootProps,
  RescheduleBookingSubmit,
  RescheduleBookingSummary,
  RescheduleBookingTitle,
} from '@booking-kit/react';
import { buttonVariants } from '../button/button.variants';
import { cx } from '../lib/cx';
import { SlotPicker, type SlotPickerProps } from '../slot-picker/slot-picker';
import { rescheduleBookingSummaryRowVariants } from './reschedule-booking.variants';

/** Props of {@link RescheduleBooking}. */
export interface RescheduleBookingProps extends Omit<RescheduleBookingRootProps, 'children' | 'asChild'> {
  /** How the slot picker is fed: `days`, `today`, `status`, `onMonthChange`, `onRetry`, … (the chosen slot is the form's). */
  slotPicker: Omit<SlotPickerProps, 'value' | 'defaultValue' | 'onValueChange'>;
  /** The heading level of the title. @default 2 */
  headingLevel?: 1 | 2 | 3;
}

/**
 * The reschedule form: the current time, the styled `SlotPicker` for a new one, 'Reschedule'
 * ('Rescheduling…' while sent) and 'Keep current time'. Problems ('Choose a time first.', a
 * taken slot, a passed cutoff) show as an alert that takes focus.
 * @selector .bk-root [data-slot="reschedule-booking"][data-phase="idle|pending|rescheduled|failed"]
 * @example <RescheduleBooking booking={booking} slotPicker={{ days, today, onMonthChange: fetchMonth }} onReschedule={move} onKeep={back} />
 */
export function RescheduleBooking({ slotPicker, headingLevel = 2, className, ...props }: RescheduleBookingProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <RescheduleBookingRoot
      {...props}
      className={cx('bk-booking-action bk-reschedule-booking', className)}
      data-slot="reschedule-booking"
    >
      {(api) => (
        <>
          <RescheduleBookingTitle asChild>
            <Heading className="bk-booking-action__title" data-slot="reschedule-booking-title" />
          </RescheduleBookingTitle>
          <RescheduleBookingSummary
            className="bk-booking-action__summary"
            rowProps={{ className: rescheduleBookingSummaryRowVariants({ isChosen: api.state.slot !== null }) }}
          />
          <RescheduleBookingPicker asChild>
            <SlotPicker {...slotPicker} />
          </RescheduleBookingPicker>
          <RescheduleBookingAlert
            className="bk-alert bk-alert--danger bk-reschedule-booking__alert"
            data-slot="reschedule-booking-alert"
          />
          <div className="bk-reschedule-booking__actions">
            <RescheduleBookingSubmit
              className={buttonVariants({ isPending: api.isPending })}
              data-slot="reschedule-booking-submit"
            >
              {api.isPending ? <span className="bk-button__spinner" aria-hidden="true" /> : null}
              {api.submitLabel}
            </RescheduleBookingSubmit>
            <RescheduleBookingKeep className={buttonVariants({ variant: 'secondary' })} data-slot="reschedule-booking-keep" />
          </div>
        </>
      )}
    </RescheduleBookingRoot>
  );
}
