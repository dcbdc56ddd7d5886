import {
  type Booking,
  type BookingFlowRecurrence,
  bookingFlowBookingRequest,
  type Guest,
  type PaymentResult,
  type ServiceDetail,
  type ValidCard,
} from '@booking-kit/core';
import { type BookingFlowApi, useLocale } from '@booking-kit/react';
import { HoldCountdown, PaymentStep } from '@booking-kit/ui';
import { type MutableRefObject, type Ref, useRef } from 'react';
import { browserApiClient } from '../../lib/browser-api';
import { payBooking } from '../../lib/pay-booking';
import { ChosenTime, seriesLength } from './chosen-time';
import { FlowSection } from './flow-section';

/** Props of {@link PaymentStepSection}. */
export interface PaymentStepSectionProps {
  flow: BookingFlowApi;
  service: ServiceDetail;
  timeZone: string;
  guests: Guest[];
  sectionRef: Ref<HTMLElement>;
  /** The booking made for this payment, kept so that another card pays the same booking. */
  unpaid: MutableRefObject<Booking | null>;
  /** The booking request's idempotency key. */
  bookingKey: MutableRefObject<string | null>;
  /** The series the visitor books, if any: one payment covers every occurrence. */
  recurring: BookingFlowRecurrence | null;
  /** The one-time link the booking uses up, on a link's page. */
  oneTimeLink?: string | undefined;
}

/**
 * Payment, for a service with a price to pay online: deposit or full amount, the card, and 'Pay'.
 * Paying books the held time first (the booking then waits for its payment, and keeps its time),
 * then charges the card through the API's payment; a declined card leaves the booking waiting, so
 * another card pays the same booking, with nothing typed lost. A series is booked and paid as one:
 * the price (and so the deposit) of every occurrence.
 */
export function PaymentStepSection({
  flow,
  service,
  timeZone,
  guests,
  sectionRef,
  unpaid,
  bookingKey,
  recurring,
  oneTimeLink,
}: PaymentStepSectionProps) {
  const { locale } = useLocale();
  const paid = useRef<Booking | null>(null);
  const seats = 1 + guests.length;
  const occurrences = seriesLength(recurring);
  const { slot, hold } = flow.state;
  const expiresAt = unpaid.current?.payment?.expiresAt ?? hold?.expiresAt;

  const pay = (card: ValidCard, amounts: { choice: 'deposit' | 'full' | null }): Promise<PaymentResult> =>
    payBooking(
      { unpaid, paid },
      () =>
        browserApiClient(locale).createBooking(
          bookingFlowBookingRequest(flow.state, {
            timeZone,
            locale,
            guests,
            paymentChoice: amounts.choice,
            recurring,
            ...(oneTimeLink && { oneTimeLink }),
          }),
          { idempotencyKey: bookingKey.current ?? crypto.randomUUID() },
        ),
      card,
      { locale, currency: service.currency },
    );

  return (
    <FlowSection flow={flow} step="payment" sectionRef={sectionRef} hideBack={unpaid.current !== null}>
      {slot ? <ChosenTime slot={slot} timeZone={timeZone} recurring={recurring} /> : null}
      {expiresAt ? <HoldCountdown expiresAt={expiresAt} onExpire={flow.holdExpired} /> : null}
      <PaymentStep
        // One price per occurrence, as the server takes each booking's deposit and adds them up
        // (a deposit of the whole series' price could round a cent differently).
        price={Array.from({ length: occurrences }, () => ({ ...service, priceMinor: service.priceMinor * seats }))}
        value={flow.state.paymentChoice ?? undefined}
        onValueChange={flow.choosePayment}
        testMode
        onPay={pay}
        onPaid={() => {
          if (paid.current) flow.send({ type: 'BOOKED', booking: paid.current });
        }}
      />
    </FlowSection>
  );
}
