import type { BookingApiClient } from '../api/api-client';
import { ApiError } from '../http/http-client';
import type { ValidCard } from '../payments/card';
import type { PaymentMessageKey } from '../payments/payment-messages';
import type { PaymentResult } from '../payments/test-provider';
import type { Booking } from '../schemas/booking';
import type { PaymentProgress } from './payment-progress';

/** The card as `POST /payments/{id}/confirm` takes it: the expiry as `MM/YY`. */
const cardRequest = (card: ValidCard) => ({
  number: card.number,
  expiry: `${String(card.expiryMonth).padStart(2, '0')}/${String(card.expiryYear).slice(-2)}`,
  cvc: card.cvc,
  name: card.name,
});

/**
 * The payment sequence of a paid booking: book first, once (a declined card leaves the booking
 * waiting for its payment, keeping its time, and the next card pays that same booking), then
 * charge the card through the API's payment (`POST /payments/{id}/confirm`, a new idempotency key
 * per try: each card is a new intent). A refused card answers the provider's reason, so the step
 * can say why and keep everything typed; any other error is thrown.
 * @param book makes the booking (the flow's request, or a cart's), with its own idempotency key
 * @example
 * const progress = paymentProgress();
 * const result = await payBooking(api, progress, () => api.createBooking(request, { idempotencyKey }), card, { currency: 'EUR' });
 * if (result.status === 'succeeded') show(progress.paid);
 */
export async function payBooking(
  api: Pick<BookingApiClient, 'confirmPayment'>,
  progress: PaymentProgress,
  book: () => Promise<Booking>,
  card: ValidCard,
  options: { currency: string; idempotencyKey?: () => string },
): Promise<PaymentResult> {
  progress.unpaid ??= await book();
  const booking = progress.unpaid;
  if (!booking.payment || !booking.manageToken) {
    // Nothing was due online after all (the server decides the amounts): the booking stands.
    progress.paid = booking;
    return { status: 'succeeded', amount: { minor: 0, currency: options.currency }, reference: booking.id, last4: '' };
  }
  try {
    const confirmation = await api.confirmPayment(
      booking.payment.id,
      booking.manageToken,
      { card: cardRequest(card) },
      { idempotencyKey: options.idempotencyKey?.() ?? crypto.randomUUID() },
    );
    progress.paid = confirmation.booking;
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
