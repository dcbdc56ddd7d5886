import {
  ConfirmationContact,
  ConfirmationDescription,
  ConfirmationDetails,
  ConfirmationRoot,
  type ConfirmationRootProps,
  ConfirmationTitle,
} from '@booking-kit/react';
import { cx } from '../lib/cx';
import { confirmationVariants } from './confirmation.variants';

/** Props of {@link Confirmation}. */
export interface ConfirmationProps extends Omit<ConfirmationRootProps, 'asChild'> {
  /** The heading level of the outcome: 1 when the confirmation is the page. @default 2 */
  headingLevel?: 1 | 2 | 3;
}

/**
 * The confirmation after scheduling, rescheduling, cancelling or requesting an appointment: the
 * outcome as a heading that takes focus, the request-confirmation message, What / When / Who /
 * Booking reference, and 'Questions? Call us at …' with the office phone as a `tel:` link.
 * Children (an `AddToCalendar`, next actions) follow the details.
 * @selector .bk-root [data-slot="confirmation"][data-status="scheduled|rescheduled|cancelled|requested"]
 * @example
 * <Confirmation booking={booking} status="rescheduled" officePhone="+31 20 123 4567">
 *   <AddToCalendar event={event} headingLevel={3} />
 * </Confirmation>
 */
export function Confirmation({ headingLevel = 2, className, children, ...props }: ConfirmationProps) {
  const Heading = `h${headingLevel}` as const;
  const status = props.status ?? props.booking.status ?? 'scheduled';
  return (
    <ConfirmationRoot {...props} className={cx(confirmationVariants({ status }), className)} data-slot="confirmation">
      <ConfirmationTitle asChild>
        <Heading className="bk-confirmation__title" data-slot="confirmation-title" />
      </ConfirmationTitle>
      <ConfirmationDescription className="bk-confirmation__description" data-slot="confirmation-description" />
      <ConfirmationDetails
        className="bk-confirmation__details"
        rowProps={{ className: 'bk-confirmation__row' }}
        data-slot="confirmation-details"
      />
      <ConfirmationContact
        className="bk-confirmation__contact"
        linkProps={{ className: 'bk-confirmation__phone' }}
        data-slot="confirmation-contact"
      />
      {children ? <div className="bk-confirmation__actions">{children}</div> : null}
    </ConfirmationRoot>
  );
}
