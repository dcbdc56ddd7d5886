import {
  CancelBookingAlert,
  CancelBookingConfirm,
  CancelBookingConfirmAction,
  CancelBookingConfirmContent,
  CancelBookingConfirmDescription,
  CancelBookingConfirmKeep,
  CancelBookingConfirmOverlay,
  CancelBookingConfirmTitle,
  CancelBookingKeep,
  CancelBookingReasonError,
  CancelBookingReasonInput,
  CancelBookingReasonLabel,
  CancelBookingReasons,
  CancelBookingRoot,
  type CancelBookingRootProps,
  CancelBookingSubmit,
  CancelBookingSummary,
  CancelBookingTitle,
  cancelBookingAnatomy,
} from '@booking-kit/react';
import { alertVariants } from '../alert/alert.variants';
import { buttonVariants } from '../button/button.variants';
import { ButtonSpinner } from '../button/button-spinner';
import { cx } from '../lib/cx';

/** Props of {@link CancelBooking}: the headless root's, without custom children. */
export interface CancelBookingProps extends Omit<CancelBookingRootProps, 'children' | 'asChild'> {
  /** The heading level of the title. @default 2 */
  headingLevel?: 1 | 2 | 3;
}

/**
 * The cancel form: what is being cancelled, a required reason (preset choices plus 'Other', or a
 * text box), 'Cancel appointment' and 'Keep appointment'. A valid submit asks 'Cancel this
 * appointment?' in an alert dialog ('Keep booking' focused first, 'Cancel booking' confirms); the
 * form then shows 'Cancelling…', and a failure, such as a passed cutoff, as an alert that takes focus.
 * @selector .bk-root [data-scope="cancel-booking"][data-part="root"][data-phase="idle|pending|cancelled|failed"]
 * @example <CancelBooking booking={booking} reasons={[t('…ill'), t('…other plans')]} onCancel={cancel} onCancelled={show} onKeep={back} />
 */
export function CancelBooking({ headingLevel = 2, className, ...props }: CancelBookingProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <CancelBookingRoot {...props} className={cx('bk-booking-action', className)}>
      {(api) => (
        <>
          <CancelBookingTitle asChild>
            <Heading />
          </CancelBookingTitle>
          <CancelBookingSummary />
          <CancelBookingReasons />
          {api.showReasonInput ? (
            <div className="bk-text-field" {...cancelBookingAnatomy.attrs('reason-field')}>
              <CancelBookingReasonLabel />
              <CancelBookingReasonInput rows={3} />
            </div>
          ) : null}
          <CancelBookingReasonError />
          <CancelBookingAlert className={alertVariants({ tone: 'danger' })} />
          <div {...cancelBookingAnatomy.attrs('actions')}>
            <CancelBookingSubmit className={buttonVariants()}>
              {api.isPending ? <ButtonSpinner /> : null}
              {api.submitLabel}
            </CancelBookingSubmit>
            <CancelBookingKeep className={buttonVariants({ variant: 'secondary' })} />
          </div>
          <CancelBookingConfirm>
            <CancelBookingConfirmOverlay />
            <CancelBookingConfirmContent>
              <CancelBookingConfirmTitle />
              <CancelBookingConfirmDescription />
              <div {...cancelBookingAnatomy.attrs('confirm-actions')}>
                <CancelBookingConfirmKeep className={buttonVariants({ variant: 'secondary' })} />
                <CancelBookingConfirmAction className={buttonVariants()} />
              </div>
            </CancelBookingConfirmContent>
          </CancelBookingConfirm>
        </>
      )}
    </CancelBookingRoot>
  );
}
