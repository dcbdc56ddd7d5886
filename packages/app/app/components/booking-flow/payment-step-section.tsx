import {
  ApiError,
  type Booking,
  type BookingFlowRecurrence,
  bookingFlowBookingRequest,
  type Guest,
  type PaymentMessageKey,
  type PaymentResult,
  type ServiceDetail,
  type ValidCard,
} from '@booking-kit/core';
import { type BookingFlowApi, useLocale } from '@booking-kit/react';
import { HoldCountdown, PaymentStep } from '@booking-kit/ui';
import { type MutableRefObject, type Ref, useRef } from 'react';
import { browserApiClient } from '../../lib/browser-api';
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
}

/** The card as `POST /payments/{id}/confirm` takes it: the expiry as `MM/YY`. */
const cardRequest = (card: ValidCard) => ({
  number: card.number,
  expiry: `${String(card.expiryMonth).padStart(2, '0')}/${String(card.expiryYear).slice(-2)}`,
  cvc: card.cvc,
  name: card.name,
});

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
}: PaymentStepSectionProps) {
  const { locale } = useLocale();
  const paid = useRef<Booking | null>(null);
  const seats = 1 + guests.length;
  const occurrences = seriesLength(recurring);
  const { slot, hold } = flow.state;
  const expiresAt = unpaid.current?.payment?.expiresAt ?? hold?.expiresAt;

  const pay = async (card: ValidCard, amounts: { choice: 'deposit' | 'full' | null }): Promise<PaymentResult> => {
    const api = browserApiClient(locale);
    unpaid.current ??= await api.createBooking(
      bookingFlowBookingRequest(flow.state, { timeZone, locale, guests, paymentChoice: amounts.choice, recurring }),
      { idempotencyKey: bookingKey.current ?? crypto.randomUUID() },
    );
    const booking = unpaid.current;
    if (!booking.payment || !booking.manageToken) {
      // Nothing was due online after all (the server decides the amounts): the booking stands.
      paid.current = booking;
      return { status: 'succeeded', amount: { minor: 0, currency: service.currency }, reference: booking.id, last4: '' };
    }
    try {
      const confirmation = await api.confirmPayment(
        booking.payment.id,
        booking.manageToken,
        { card: cardRequest(card) },
        { idempotencyKey: crypto.randomUUID() },
      );
      paid.current = confirmation.booking;
      return {
        status: 'succeeded',
        amount: { minor: confirmation.payment.amountMinor, currency: confirmation.payment.currency },
        reference: confirmation.payment.id,
        last4: confirmation.payment.last4 ?? card.number.slice(-4),
      };
    } catch (error) {
      // The provider refused the card: say why, and let the visitor try another one.
      if (error instanceof ApiError && error.code === 'PAYMENT_DECLINED' && typeof error.params.messageKey === 'string') {
        return { status: 'declined', code: 'card_declined', messageKey: error.params.messageKey as PaymentMessageKey };
      }
      throw error;
    }
  };

  return (
    <FlowSection flow={flow} step="payment" sectionRef={sectionRef} hideBack={unpaid.current !== null}>
      {slot ? <ChosenTime slot={slot} timeZone={timeZone} recurring={recurring} /> : null}
      {expiresAt ? <HoldCountdown expiresAt={expiresAt} onExpire={flow.holdExpired} /> : null}
      <PaymentStep
        price={{ ...service, priceMinor: service.priceMinor * seats * occurrences }}
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
