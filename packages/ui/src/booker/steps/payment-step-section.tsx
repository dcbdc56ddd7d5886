import { seriesLength } from '@booking-kit/core';
import type { BookerApi } from '@booking-kit/react';
import { HoldCountdown } from '../../hold-countdown/hold-countdown';
import { PaymentStep } from '../../payment-step/payment-step';
import { ChosenTime } from '../chosen-time';
import { FlowSection } from './flow-section';

/** The cart's payment step, fetched through this module so that both share the payment's chunk (see `details-step`). */
export const loadCartPaymentStep = () => import('../cart/cart-payment-step');

/**
 * Payment, for a service with a price to pay online: deposit or full amount, the card, and 'Pay'.
 * Paying books the held time first (the booking then waits for its payment, and keeps its time),
 * then charges the card through the API's payment; a declined card leaves the booking waiting, so
 * another card pays the same booking, with nothing typed lost. A series is booked and paid as one:
 * the price (and so the deposit) of every occurrence.
 */
export function PaymentStepSection({ booker }: { booker: BookerApi }) {
  const { flow, service } = booker;
  const seats = 1 + booker.guests.length;
  const occurrences = seriesLength(booker.recurring);
  const { slot } = flow.state;
  return (
    <FlowSection booker={booker} step="payment" hideBack={booker.paymentBegun}>
      {slot ? <ChosenTime slot={slot} timeZone={booker.timeZone} recurring={booker.recurring} /> : null}
      {booker.expiresAt ? <HoldCountdown expiresAt={booker.expiresAt} now={booker.now} onExpire={flow.holdExpired} /> : null}
      <PaymentStep
        // One price per occurrence, as the server takes each booking's deposit and adds them up
        // (a deposit of the whole series' price could round a cent differently).
        price={Array.from({ length: occurrences }, () => ({ ...service, priceMinor: service.priceMinor * seats }))}
        // The choice made before (kept by the flow) comes back when the step is shown again.
        defaultValue={flow.state.paymentChoice ?? undefined}
        onValueChange={flow.choosePayment}
        testMode
        onPay={booker.pay}
        onPaid={booker.paid}
      />
    </FlowSection>
  );
}
