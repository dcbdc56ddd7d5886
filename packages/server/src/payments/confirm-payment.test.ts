import { type Booking, type PaymentConfirmation, TEST_CARDS, type ValidCard, validateCard } from '@booking-kit/core';
import { describe, expect, it } from 'vitest';
import { cancelBooking } from '../bookings/manage-booking';
import { bookAndStartPayment, minutesAfterNow, NOW, refusal } from '../test/domain-fixture';
import { useFileDatabase } from '../test/file-database';
import { paymentViews, withPayments } from './booking-payments';
import { type ConfirmPaymentOptions, confirmPayment } from './confirm-payment';

/**
 * Paying a booking's payment with the built-in test provider, whose answer the card number
 * decides (core's `TEST_CARDS`). The demo's massage asks a deposit of 20 € (of 80 €), the
 * consultation 40 € in full; a booking waits 10 minutes for its payment.
 */

const db = useFileDatabase();

/** A card as the API's check (`validateCard`) passes it on. */
function card(number: string = TEST_CARDS.success): ValidCard {
  const checked = validateCard({ number, expiry: '12/30', cvc: '123', name: 'Ada Lovelace' }, NOW);
  if (!checked.success) throw new Error(`not a valid card: ${JSON.stringify(checked.errors)}`);
  return checked.card;
}

/** A massage with Anna at `start`, waiting for its deposit. */
async function massage(start: string): Promise<Booking & { payment: { id: string }; manageToken: string }> {
  const booking = await bookAndStartPayment(db, { service: 'massage-60', staff: 'anna-de-vries', start });
  const { payment, manageToken } = booking;
  if (!payment || !manageToken) throw new Error('a massage waits for its payment');
  return { ...booking, payment, manageToken };
}

/** Calls to the hooks of `confirmPayment`. */
interface Calls {
  done: PaymentConfirmation[];
  paid: PaymentConfirmation[];
}

/** Options of `confirmPayment` at `now` that record the calls to its hooks in `calls`. */
function recording(calls: Calls, now = NOW): ConfirmPaymentOptions {
  return {
    now,
    onDone: async (_tx, confirmation) => {
      calls.done.push(confirmation);
    },
    onPaid: async (_tx, confirmation) => {
      calls.paid.push(confirmation);
    },
  };
}

describe('confirmPayment', () => {
  it('pays with 4242…: the payment succeeds, the booking is scheduled with what was paid', async () => {
    const booking = await massage('2026-03-05T08:00:00.000Z');
    const calls: Calls = { done: [], paid: [] };
    const paid = await confirmPayment(db, booking.payment.id, booking.manageToken, card(), recording(calls));
    expect(paid).toMatchObject({
      payment: {
        id: booking.payment.id,
        status: 'succeeded',
        amountMinor: 2000,
        currency: 'EUR',
        last4: '4242',
        paidAt: NOW.toISOString(),
      },
      booking: { id: booking.id, status: 'scheduled', amounts: { totalMinor: 8000, dueNowMinor: 2000, paidMinor: 2000 } },
    });
    expect(calls).toEqual({ done: [paid], paid: [paid] });
    // Paid, the booking no longer lapses.
    expect((await withPayments(db, booking, minutesAfterNow(60))).status).toBe('scheduled');
  });

  it('answers a payment already made the same again, charging nothing more, whatever the card', async () => {
    const booking = await massage('2026-03-05T10:00:00.000Z');
    const first = await confirmPayment(db, booking.payment.id, booking.manageToken, card(), { now: NOW });
    const calls: Calls = { done: [], paid: [] };
    const again = await confirmPayment(db, booking.payment.id, booking.manageToken, card(TEST_CARDS.declined), recording(calls));
    expect(again).toEqual(first);
    // Told it is done (to store the answer), but not paid a second time (no second receipt).
    expect(calls).toEqual({ done: [first], paid: [] });
  });

  it('makes a booking that needs the business’s confirmation requested once paid', async () => {
    const booking = await bookAndStartPayment(db, {
      service: 'consultation-30',
      staff: 'anna-de-vries',
      start: '2026-03-05T13:00:00.000Z',
    });
    const paid = await confirmPayment(db, booking.payment?.id ?? '', booking.manageToken, card(), { now: NOW });
    expect(paid).toMatchObject({
      payment: { amountMinor: 4000 },
      booking: { status: 'requested', amounts: { paidMinor: 4000 } },
    });
  });

  it('is PAYMENT_DECLINED for a refused card, saying why; the booking keeps waiting, and another card pays', async () => {
    const booking = await massage('2026-03-06T08:00:00.000Z');
    const declines = [
      [TEST_CARDS.declined, 'payment.errors.declined', 'card_declined', 'Your card was declined. Try another card.'],
      [
        TEST_CARDS.insufficientFunds,
        'payment.errors.insufficientFunds',
        'insufficient_funds',
        'Your card has insufficient funds. Try another card.',
      ],
      [
        '5555555555554444',
        'payment.errors.testCardsOnly',
        'test_mode_live_card',
        'This is a test payment: use a test card such as 4242 4242 4242 4242.',
      ],
    ] as const;
    for (const [number, messageKey, reason, message] of declines) {
      const calls: Calls = { done: [], paid: [] };
      const declined = await refusal(confirmPayment(db, booking.payment.id, booking.manageToken, card(number), recording(calls)));
      expect(declined, number).toEqual({ code: 'PAYMENT_DECLINED', message, params: { messageKey, reason } });
      expect(calls).toEqual({ done: [], paid: [] });
    }
    expect(await withPayments(db, booking, NOW)).toMatchObject({
      status: 'awaiting_payment',
      payment: { status: 'pending' },
      amounts: { paidMinor: 0 },
    });
    const paid = await confirmPayment(db, booking.payment.id, booking.manageToken, card(), { now: NOW });
    expect(paid.booking.status).toBe('scheduled');
  });

  it('declines a number that fails its checksum, should one get past the card check', async () => {
    const booking = await massage('2026-03-06T10:00:00.000Z');
    const mistyped = { ...card(), number: '4242424242424241', last4: '4241' };
    expect(await refusal(confirmPayment(db, booking.payment.id, booking.manageToken, mistyped, { now: NOW }))).toEqual({
      code: 'PAYMENT_DECLINED',
      message: 'Card number is invalid',
      params: { messageKey: 'payment.errors.cardNumber', reason: 'invalid_number' },
    });
  });

  it('is the same NOT_FOUND for an unknown or malformed payment id, and a missing, wrong or other token', async () => {
    const booking = await massage('2026-03-09T08:00:00.000Z');
    const other = await massage('2026-03-09T10:00:00.000Z');
    const attempts: Array<[string, string | undefined]> = [
      [booking.payment.id, undefined],
      [booking.payment.id, 'wrong'],
      [booking.payment.id, other.manageToken],
      ['A'.repeat(22), booking.manageToken],
      ['not an id', booking.manageToken],
    ];
    for (const [id, token] of attempts) {
      expect(await refusal(confirmPayment(db, id, token, card(), { now: NOW })), `${id} ${token}`).toEqual({
        code: 'NOT_FOUND',
        message: 'Payment not found.',
      });
    }
    expect((await withPayments(db, booking, NOW)).payment?.status).toBe('pending');
  });

  it('pays until the payment lapses; from then on it is BOOKING_EXPIRED and nothing is charged', async () => {
    const inTime = await massage('2026-03-10T08:00:00.000Z');
    const paid = await confirmPayment(db, inTime.payment.id, inTime.manageToken, card(), { now: minutesAfterNow(9) });
    expect(paid.payment.status).toBe('succeeded');

    const late = await massage('2026-03-10T10:00:00.000Z');
    const lapsed = minutesAfterNow(10);
    expect(await refusal(confirmPayment(db, late.payment.id, late.manageToken, card(), { now: lapsed }))).toEqual({
      code: 'BOOKING_EXPIRED',
      message:
        'The time to pay for this booking has run out and its time was given back; nothing was charged. Please book again.',
    });
    expect(await withPayments(db, late, lapsed)).toMatchObject({
      status: 'expired',
      payment: { status: 'pending' },
      amounts: { paidMinor: 0 },
    });
  });

  it('is BOOKING_CANCELLED for a cancelled booking’s payment, and nothing is charged', async () => {
    const booking = await massage('2026-03-11T08:00:00.000Z');
    await cancelBooking(db, booking.id, booking.manageToken, 'Plans changed', { now: NOW });
    expect(await refusal(confirmPayment(db, booking.payment.id, booking.manageToken, card(), { now: NOW }))).toEqual({
      code: 'BOOKING_CANCELLED',
      message: 'This booking has been cancelled; nothing was charged.',
    });
    expect(await withPayments(db, booking, NOW)).toMatchObject({ status: 'cancelled', payment: { status: 'pending' } });
  });

  it('pays every booking of a cart with its one payment', async () => {
    const start = '2026-03-12T13:00:00.000Z';
    const booking = await bookAndStartPayment(db, {
      service: undefined,
      start: undefined,
      items: [
        { service: 'massage-60', staff: 'bruno-costa', start },
        { service: 'intro-call', staff: 'anna-de-vries', start },
      ],
    });
    const paid = await confirmPayment(db, booking.payment?.id ?? '', booking.manageToken, card(), { now: NOW });
    expect(paid.payment.amountMinor).toBe(2000);
    // The answer has both bookings (the massage first, as booked, or the intro call: they start together).
    const ids = [booking.id, ...(booking.group ?? []).map((other) => other.id)];
    const answered = [paid.booking.id, ...(paid.booking.group ?? []).map((other) => other.id)];
    expect(answered.sort()).toEqual([...ids].sort());
    const views = await paymentViews(db, ids, NOW);
    expect(ids.map((id) => [views.get(id)?.status, views.get(id)?.amounts?.paidMinor])).toEqual([
      ['scheduled', 2000],
      ['scheduled', 0],
    ]);
  });
});
