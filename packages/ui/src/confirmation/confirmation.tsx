import {
  ConfirmationContact,
  ConfirmationDescription,
  ConfirmationDetails,
  ConfirmationRoot,
  type ConfirmationRootProps,
  ConfirmationTitle,
  confirmationAnatomy,
} from '@booking-kit/react';
import { cx } from '../lib/cx';

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
 * @selector .bk-root .bk-confirmation[data-status="scheduled|rescheduled|cancelled|requested"] [data-scope="confirmation"][data-part="title|details|contact|actions"]
 * @example
 * <Confirmation booking={booking} status="rescheduled" officePhone="+31 20 123 4567">
 *   <AddToCalendar event={event} headingLevel={3} />
 * </Confirmation>
 */
export function Confirmation({ headingLevel = 2, className, children, ...props }: ConfirmationProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ConfirmationRoot {...props} className={cx('bk-confirmation', className)}>
      <ConfirmationTitle asChild>
        <Heading />
      </ConfirmationTitle>
      <ConfirmationDescription />
      <ConfirmationDetails />
      <ConfirmationContact />
      {children ? <div {...confirmationAnatomy.attrs('actions')}>{children}</div> : null}
    </ConfirmationRoot>
  );
}
