import {
  CancelBookingAlert,
  CancelBookingKeep,
  CancelBookingReasonError,
  CancelBookingReasonInput,
  CancelBookingReasonItem,
  CancelBookingReasonLabel,
  CancelBookingReasons,
  CancelBookingRoot,
  type CancelBookingRootProps,
  CancelBookingSubmit,
  CancelBookingSummary,
  CancelBookingTitle,
  type CancelReasonChoice,
} from '@booking-kit/react';
import { buttonVariants } from '../button/button.variants';
import { cx } from '../lib/cx';
import { cancelBookingReasonVariants } from './cancel-booking.variants';

/** Props of {@link CancelBooking}: the headless root's, without custom children. */
export interface CancelBookingProps extends Omit<CancelBookingRootProps, 'children' | 'asChild'> {
  /** The heading level of the title. @default 2 */
  headingLevel?: 1 | 2 | 3;
}

/**
 * The cancel form: what is being cancelled, a required reason (preset choices plus 'Other', or a
 * text box), 'Cancel appointment' ('Cancelling…' while sent) and 'Keep appointment'. A failure,
 * such as a passed cutoff, shows as an alert that takes focus.
 * @selector .bk-root [data-slot="cancel-booking"][data-phase="idle|pending|cancelled|failed"]
 * @example <CancelBooking booking={booking} reasons={[t('…ill'), t('…other plans')]} onCancel={cancel} onCancelled={show} onKeep={back} />
 */
export function CancelBooking({ headingLevel = 2, className, ...props }: CancelBookingProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <CancelBookingRoot {...props} className={cx('bk-booking-action bk-cancel-booking', className)} data-slot="cancel-booking">
      {(api) => (
        <>
          <CancelBookingTitle asChild>
            <Heading className="bk-booking-action__title" data-slot="cancel-booking-title" />
          </CancelBookingTitle>
          <CancelBookingSummary className="bk-booking-action__summary" rowProps={{ className: 'bk-booking-action__row' }} />
          <CancelBookingReasons className="bk-cancel-booking__reasons" legendProps={{ className: 'bk-cancel-booking__legend' }}>
            {[...api.state.reasons.map((_, index): CancelReasonChoice => index), 'other' as const].map((choice) => (
              <CancelBookingReasonItem
                key={choice}
                value={choice}
                className={cancelBookingReasonVariants({ isChecked: api.state.choice === choice })}
                data-slot="cancel-booking-reason"
              />
            ))}
          </CancelBookingReasons>
          {api.showReasonInput ? (
            <div className="bk-text-field" data-slot="cancel-booking-reason-field">
              <CancelBookingReasonLabel className="bk-text-field__label" />
              <CancelBookingReasonInput className="bk-text-field__input bk-cancel-booking__textarea" rows={3} />
            </div>
          ) : null}
          <CancelBookingReasonError className="bk-text-field__error" />
          <CancelBookingAlert className="bk-alert bk-alert--danger bk-cancel-booking__alert" data-slot="cancel-booking-alert" />
          <div className="bk-cancel-booking__actions">
            <CancelBookingSubmit className={buttonVariants({ isPending: api.isPending })} data-slot="cancel-booking-submit">
              {api.isPending ? <span className="bk-button__spinner" aria-hidden="true" /> : null}
              {api.submitLabel}
            </CancelBookingSubmit>
            <CancelBookingKeep className={buttonVariants({ variant: 'secondary' })} data-slot="cancel-booking-keep" />
          </div>
        </>
      )}
    </CancelBookingRoot>
  );
}
