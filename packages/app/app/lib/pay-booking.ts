import { ApiError, type Booking, type PaymentMessageKey, type PaymentResult, type ValidCard } from '@booking-kit/core';
import type { MutableRefObject } from 'react';
import { browserApiClient } from './browser-api';

/** The card as `POST /payments/{id}/confirm` takes it: the expiry as `MM/YY`. */
const cardRequest = (card: ValidCard) => ({
  number: card.number,
  expiry: `${String(card.expiryMonth).padStart(2, '0')}/${String(card.expiryYear).slice(-2)}`,
  cvc: card.cvc,
  name: card.name,
});

/** Where a payment stands between tries: the booking made for it, and the booking once paid. */
export interface PaymentProgress {
  /** The booking made for this payment, kept so that another card pays the same booking. */
  unpaid: MutableRefObject<Booking | null>;
  /** The booking as it stands once paid (or once nothing was due after all). */
  paid: MutableRefObject<Booking | null>;
}

/**
 * The payment step's `onPay` for the app: books first (once: a declined card leaves the booking
 * waiting for its payment, keeping its time, and the next card pays that same booking), then
 * charges the card through the API's test provider. A refused card answers the provider's reason,
 * so the step can say why and keep everything typed.
 * @param book makes the booking (the flow's request, or a cart's), with its idempotency key
 */
export async function payBooking(
  progress: PaymentProgress,
  book: () => Promise<Booking>,
  card: ValidCard,
  options: { locale: Parameters<typeof browserApiClient>[0]; currency: string },
): Promise<PaymentResult> {
  progress.unpaid.current ??= await book();
  const booking = progress.unpaid.current;
  if (!booking.payment || !booking.manageToken) {
    // Nothing was due online after all (the server decides the amounts): the booking stands.
    progress.paid.current = booking;
    return { status: 'succeeded', amount: { minor: 0, currency: options.currency }, reference: booking.id, last4: '' };
  }
  try {
    const confirmation = await browserApiClient(options.locale).confirmPayment(
      booking.payment.id,
      booking.manageToken,
      { card: cardRequest(card) },
      { idempotencyKey: crypto.randomUUID() },
    );
    progress.paid.current = confirmation.booking;
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
}
