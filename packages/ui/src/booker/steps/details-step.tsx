// First: zod is configured before core's schemas are built (see the module).
import { type BookerApi, useLocale } from '@booking-kit/react';
import { DetailsForm } from '../../details-form/details-form';
import { HoldCountdown } from '../../hold-countdown/hold-countdown';
import { ChosenTime } from '../chosen-time';
import { FlowSection } from './flow-section';

/*
 * Every step after the time is fetched through this module: the details step here, and from here
 * the payment step, the cart's details step and, through the payment step, the cart's payment step.
 * What they share (the details form, zod, react-aria's fields, the chosen time) is then already
 * loaded when they load, and the bundler keeps it in this module's chunk, instead of splitting it
 * into a dozen small chunks shared among them (a paid booking fetched 13 files after its time
 * instead of 5, each with its own compression: 2.9 kB gzip more).
 */
/** The payment step (see above). */
export const loadPaymentStep = () => import('./payment-step-section');
/** The cart's one details form for all its services (see above). */
export const loadCartDetailsStep = () => import('../cart/cart-details-step');

/**
 * The visitor's details, as the service's details form asks for them (required, optional or
 * hidden per field), under the held time and its countdown. What was typed stays when the visitor
 * goes back, the booking fails or the page reloads.
 */
export function DetailsStep({ booker }: { booker: BookerApi }) {
  const { t } = useLocale();
  const { flow, service } = booker;
  const { slot, hold } = flow.state;
  return (
    <FlowSection booker={booker} step="details">
      {slot ? <ChosenTime slot={slot} timeZone={booker.timeZone} recurring={booker.recurring} /> : null}
      {hold ? <HoldCountdown expiresAt={hold.expiresAt} now={booker.now} onExpire={flow.holdExpired} /> : null}
      <DetailsForm
        {...service.detailsForm}
        defaultValues={booker.draft}
        onValuesChange={booker.setDraft}
        isSubmitting={flow.isPending}
        onSubmit={flow.submitDetails}
        {...(booker.requiresPayment && { submitLabel: t('flow.continue') })}
      />
    </FlowSection>
  );
}
