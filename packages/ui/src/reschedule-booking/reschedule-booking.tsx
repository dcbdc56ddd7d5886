import {
  RescheduleBookingAlert,
  RescheduleBookingKeep,
  RescheduleBookingPicker,
  RescheduleBookingRoot,
  type RescheduleBookingRootProps,
  RescheduleBookingSubmit,
  RescheduleBookingSummary,
  RescheduleBookingTitle,
  rescheduleBookingAnatomy,
} from '@booking-kit/react';
import { alertVariants } from '../alert/alert.variants';
import { buttonVariants } from '../button/button.variants';
import { ButtonSpinner } from '../button/button-spinner';
import { cx } from '../lib/cx';
import { SlotPicker, type SlotPickerProps } from '../slot-picker/slot-picker';

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
 * @selector .bk-root .bk-reschedule-booking[data-phase="idle|pending|rescheduled|failed"][data-chosen] [data-scope="reschedule-booking"][data-part="summary|alert|actions"]
 * @example <RescheduleBooking booking={booking} slotPicker={{ days, today, onMonthChange: fetchMonth }} onReschedule={move} onKeep={back} />
 */
export function RescheduleBooking({ slotPicker, headingLevel = 2, className, ...props }: RescheduleBookingProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <RescheduleBookingRoot {...props} className={cx('bk-booking-action bk-reschedule-booking', className)}>
      {(api) => (
        <>
          <RescheduleBookingTitle asChild>
            <Heading />
          </RescheduleBookingTitle>
          <RescheduleBookingSummary />
          <RescheduleBookingPicker asChild>
            <SlotPicker {...slotPicker} />
          </RescheduleBookingPicker>
          <RescheduleBookingAlert className={alertVariants({ tone: 'danger' })} />
          <div {...rescheduleBookingAnatomy.attrs('actions')}>
            <RescheduleBookingSubmit className={buttonVariants()}>
              {api.isPending ? <ButtonSpinner /> : null}
              {api.submitLabel}
            </RescheduleBookingSubmit>
            <RescheduleBookingKeep className={buttonVariants({ variant: 'secondary' })} />
          </div>
        </>
      )}
    </RescheduleBookingRoot>
  );
}
