import {
  type BookingStatus,
  chargeTestCard,
  type Locale,
  type PaymentConfirmation,
  type PaymentResult,
  paymentMessages,
  type ValidCard,
} from '@booking-kit/core';
import { bookingTokenMatches } from '../bookings/booking-token';
import { findBookings } from '../bookings/booking-view';
import type { Database, Transaction } from '../db/database';
import { DomainError, notFound } from '../errors/domain-error';
import { withPayments } from './booking-payments';

/** What a payment id looks like (128 random bits, base64url); anything else names no payment. */
export const PAYMENT_ID = /^[A-Za-z0-9_-]{22,64}$/;

/** Options of `confirmPayment`. */
export interface ConfirmPaymentOptions {
  now: Date;
  /** The locale of the service's name in the answer (the request's). @default the booking's own `locale` */
  locale?: Locale | undefined;
  /** Runs inside the payment's transaction with its answer, e.g. to store an idempotent answer. */
  onDone?: (tx: Transaction, confirmation: PaymentConfirmation) => Promise<void>;
  /** Runs inside the transaction that records a new charge (not for a payment already made), after `onDone`: e.g. to write the emails. */
  onPaid?: (tx: Transaction, confirmation: PaymentConfirmation) => Promise<void>;
}

function paymentNotFound(): DomainError {
  return notFound('Payment not found.');
}

/** The payment-required problem of a provider's refusal, with the message key that says why. */
function declined(messageKey: string, reason: string, message: string, code: 'PAYMENT_DECLINED' | 'PAYMENT_FAILED') {
  return new DomainError(code, message, { params: { messageKey, reason } });
}

const DECLINE_MESSAGES: Record<string, string> = {
  [paymentMessages.declined]: 'Your card was declined. Try another card.',
  [paymentMessages.insufficientFunds]: 'Your card has insufficient funds. Try another card.',
  [paymentMessages.testCardsOnly]: 'This is a test payment: use a test card such as 4242 4242 4242 4242.',
  [paymentMessages.cardNumber]: 'Card number is invalid',
};

/** The bookings' answer once paid (or already paid): the first booking with the others in `group`. */
async function confirmation(
  tx: Transaction,
  ids: readonly string[],
  { now, locale }: ConfirmPaymentOptions,
): Promise<PaymentConfirmation> {
  const [first, ...others] = await findBookings(tx, ids, locale);
  if (!first) throw paymentNotFound();
  const group = others.map(({ booking }) => ({
    id: booking.id,
    start: booking.start,
    end: booking.end,
    staff: booking.staff,
  }));
  const booking = await withPayments(tx, { ...first.booking, ...(group.length > 0 && { group }) }, now);
  if (!booking.payment) throw paymentNotFound();
  return { payment: booking.payment, booking };
}

/**
 * Pays a payment with a checked card through the test provider, in one transaction that holds
 * the payment's row lock from reading its status to recording the charge: of two confirms at
 * once the second waits, then finds it paid and answers the same, so a payment is charged once.
 * (The test provider answers at once; a real provider would be called with the payment id as its
 * own idempotency key, so that a retried transaction could not charge twice either.)
 *
 * Paid, every booking of the payment becomes `scheduled`, or `requested` where its service needs
 * the business to confirm, with `paidMinor` set. A refused card changes nothing: the bookings
 * keep waiting (and their time) until the payment lapses.
 * @param token the manage token of one of the payment's bookings (from `POST /bookings`), or an
 *   unexpired access token of one (`POST /bookings/{id}/access`)
 * @throws {DomainError} NOT_FOUND unknown payment or wrong token; PAYMENT_DECLINED or PAYMENT_FAILED
 *   (`params.messageKey`); BOOKING_EXPIRED (the payment lapsed) or BOOKING_CANCELLED
 */
export async function confirmPayment(
  db: Database,
  id: string,
  token: string | undefined,
  card: ValidCard,
  options: ConfirmPaymentOptions,
): Promise<PaymentConfirmation> {
  if (!PAYMENT_ID.test(id) || token === undefined) throw paymentNotFound();
  const { now } = options;
  return db.transaction(async (tx) => {
    const payments = await tx.query<{ status: 'pending' | 'succeeded'; amount_minor: number; currency: string }>(
      'SELECT status, amount_minor, currency FROM payments WHERE id = $1 FOR UPDATE',
      [id],
    );
    const payment = payments.rows[0];
    if (!payment) throw paymentNotFound();
    const { rows: bookings } = await tx.query<{
      id: string;
      status: BookingStatus | 'held';
      expires_at: Date | null;
      manage_token_hash: string;
    }>(
      `SELECT id, status, expires_at, manage_token_hash FROM bookings
       WHERE payment_id = $1 ORDER BY start_at, id FOR UPDATE`,
      [id],
    );
    // A booking moved later gets a new token: any booking's current token of this payment will do,
    // or an unexpired access token of any of them.
    const keys = bookings.map((booking) => ({ id: booking.id, manageTokenHash: booking.manage_token_hash }));
    if (!(await bookingTokenMatches(tx, keys, token, now))) throw paymentNotFound();
    const ids = bookings.map((booking) => booking.id);
    if (payment.status === 'succeeded') {
      const again = await confirmation(tx, ids, options);
      await options.onDone?.(tx, again);
      return again;
    }
    if (bookings.some((booking) => booking.status === 'cancelled')) {
      throw new DomainError('BOOKING_CANCELLED', 'This booking has been cancelled; nothing was charged.');
    }
    const lapsed = (booking: (typeof bookings)[number]) =>
      booking.status === 'expired' || (booking.expires_at !== null && new Date(booking.expires_at).getTime() <= now.getTime());
    if (bookings.some(lapsed)) {
      throw new DomainError(
        'BOOKING_EXPIRED',
        'The time to pay for this booking has run out and its time was given back; nothing was charged. Please book again.',
      );
    }
    let result: PaymentResult;
    try {
      result = await chargeTestCard(card, { minor: payment.amount_minor, currency: payment.currency });
    } catch {
      throw declined(
        paymentMessages.failed,
        'provider_error',
        'The payment could not be completed. Please try again.',
        'PAYMENT_FAILED',
      );
    }
    if (result.status === 'declined') {
      throw declined(
        result.messageKey,
        result.code,
        DECLINE_MESSAGES[result.messageKey] ?? 'Your card was declined.',
        'PAYMENT_DECLINED',
      );
    }
    await tx.query(
      `UPDATE payments SET status = 'succeeded', provider_reference = $2, card_last4 = $3, paid_at = $4::timestamptz
       WHERE id = $1`,
      [id, result.reference, result.last4, now.toISOString()],
    );
    await tx.query(
      `UPDATE bookings b SET status = CASE WHEN s.requires_confirmation THEN 'requested' ELSE 'scheduled' END,
         expires_at = NULL, paid_minor = b.due_now_minor
       FROM services s WHERE s.id = b.service_id AND b.payment_id = $1`,
      [id],
    );
    const answer = await confirmation(tx, ids, options);
    await options.onDone?.(tx, answer);
    await options.onPaid?.(tx, answer);
    return answer;
  });
}
