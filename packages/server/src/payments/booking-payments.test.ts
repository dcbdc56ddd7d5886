import { describe, expect, it } from 'vitest';
import { bookAndStartPayment, demoService, minutesAfterNow, NOW, placeBooking, refusal } from '../test/domain-fixture';
import { useFileDatabase } from '../test/file-database';
import { paymentViews, withPayments } from './booking-payments';

/**
 * What `startPayment` asks a booking request to pay, in the booking's own transaction (as
 * `POST /bookings` calls it; see `bookAndStartPayment`). The demo's prices: the intro call is
 * free, the massage 80 € with a 25 % deposit or in full, the yoga class 15 € a seat in full, the
 * consultation 40 € in full. Bookings wait 10 minutes for their payment.
 */

const db = useFileDatabase();

const massage = (staff: string, start: string) => ({ service: 'massage-60', staff, start });

/** A cart of `items` (its services named in its items only). */
const cart = (items: Array<{ service: string; staff: string; start: string }>) => ({
  service: undefined,
  start: undefined,
  items,
});

/** Gives a demo service another currency for the length of `run`: the business import refuses one. */
async function withCurrency<T>(slug: string, currency: string, run: () => Promise<T>): Promise<T> {
  const { currency: before } = await demoService(db, slug);
  await db.query('UPDATE services SET currency = $2 WHERE slug = $1', [slug, currency]);
  try {
    return await run();
  } finally {
    await db.query('UPDATE services SET currency = $2 WHERE slug = $1', [slug, before]);
  }
}

async function bookingsAt(start: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM bookings WHERE start_at = $1::timestamptz', [
    start,
  ]);
  return rows[0]?.n ?? 0;
}

describe('startPayment', () => {
  it('asks nothing for a free service: the booking stays scheduled, with amounts of 0', async () => {
    const booking = await bookAndStartPayment(db);
    expect(booking.status).toBe('scheduled');
    expect(booking.amounts).toEqual({ currency: 'EUR', totalMinor: 0, dueNowMinor: 0, paidMinor: 0, choice: null });
    expect(booking.payment).toBeUndefined();
  });

  it('asks a 25 % deposit of the massage when chosen: the booking waits for it and keeps its time', async () => {
    const start = '2026-03-04T12:00:00.000Z';
    const booking = await bookAndStartPayment(db, massage('anna-de-vries', start), { choice: 'deposit' });
    expect(booking).toMatchObject({
      status: 'awaiting_payment',
      amounts: { currency: 'EUR', totalMinor: 8000, dueNowMinor: 2000, paidMinor: 0, choice: 'deposit' },
      payment: { status: 'pending', amountMinor: 2000, currency: 'EUR', expiresAt: minutesAfterNow(10).toISOString() },
    });
    expect(booking.payment?.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    // Read back from the database, the booking shows the same.
    const { amounts: _amounts, payment: _payment, ...created } = booking;
    expect(await withPayments(db, { ...created, status: 'scheduled' }, NOW)).toMatchObject({
      status: 'awaiting_payment',
      amounts: booking.amounts,
      payment: booking.payment,
    });
    expect(await refusal(placeBooking(db, await demoService(db, 'massage-60'), 'anna-de-vries', start))).toMatchObject({
      code: 'STAFF_BUSY',
    });
  });

  it('asks the deposit where the service offers one and the visitor did not choose', async () => {
    const booking = await bookAndStartPayment(db, massage('anna-de-vries', '2026-03-05T12:00:00.000Z'));
    expect(booking).toMatchObject({ amounts: { dueNowMinor: 2000, choice: 'deposit' }, payment: { amountMinor: 2000 } });
  });

  it('asks the full price when the visitor chooses it', async () => {
    const booking = await bookAndStartPayment(db, massage('anna-de-vries', '2026-03-06T12:00:00.000Z'), { choice: 'full' });
    expect(booking).toMatchObject({
      amounts: { totalMinor: 8000, dueNowMinor: 8000, choice: 'full' },
      payment: { amountMinor: 8000 },
    });
  });

  it('asks a class’s full price per seat, whatever the visitor chose', async () => {
    const yoga = { service: 'yoga-class', staff: 'chloe-martin', start: '2026-03-04T07:00:00.000Z', seats: 2 };
    const booking = await bookAndStartPayment(db, yoga, { choice: 'deposit' });
    expect(booking).toMatchObject({
      status: 'awaiting_payment',
      amounts: { totalMinor: 3000, dueNowMinor: 3000, choice: 'full' },
      payment: { amountMinor: 3000 },
    });
  });

  it('makes a booking that needs the business’s confirmation wait for its payment first', async () => {
    const consultation = { service: 'consultation-30', staff: 'anna-de-vries', start: '2026-03-03T12:00:00.000Z' };
    const booking = await bookAndStartPayment(db, consultation);
    expect(booking).toMatchObject({ status: 'awaiting_payment', amounts: { totalMinor: 4000, dueNowMinor: 4000 } });
  });

  it('asks one payment for a whole cart, each item with its own amounts', async () => {
    const start = '2026-03-12T13:00:00.000Z';
    const booking = await bookAndStartPayment(
      db,
      cart([massage('bruno-costa', start), { service: 'intro-call', staff: 'anna-de-vries', start }]),
      { choice: 'deposit' },
    );
    expect(booking).toMatchObject({
      status: 'awaiting_payment',
      amounts: { totalMinor: 8000, dueNowMinor: 2000 },
      payment: { amountMinor: 2000 },
      group: [{ amounts: { totalMinor: 0, dueNowMinor: 0, choice: null } }],
    });
    // The free item waits for the cart's payment too: the cart is paid, or lapses, as a whole.
    const views = await paymentViews(db, [booking.id, booking.group?.[0]?.id ?? ''], NOW);
    expect([...views.values()].map((view) => [view.status, view.payment?.id])).toEqual([
      ['awaiting_payment', booking.payment?.id],
      ['awaiting_payment', booking.payment?.id],
    ]);
  });

  it('asks the deposits of every occurrence of a weekly series at once', async () => {
    const series = { ...massage('anna-de-vries', '2026-03-16T08:00:00.000Z'), recurring: { everyWeeks: 1, count: 3 } };
    const booking = await bookAndStartPayment(db, series);
    expect(booking).toMatchObject({ amounts: { dueNowMinor: 2000 }, payment: { amountMinor: 6000 } });
    expect(booking.group?.map((other) => other.amounts?.dueNowMinor)).toEqual([2000, 2000]);
  });

  it('refuses items due now in different currencies, and books none of them: VALIDATION_FAILED on items', async () => {
    const start = '2026-03-11T13:00:00.000Z';
    const items = [massage('bruno-costa', start), { service: 'consultation-30', staff: 'anna-de-vries', start }];
    const refused = await withCurrency('consultation-30', 'GBP', () => refusal(bookAndStartPayment(db, cart(items))));
    expect(refused).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'These services are priced in different currencies: book them apart.',
      fields: { items: 'validation.invalid' },
    });
    expect(await bookingsAt(start)).toBe(0);
  });

  it('lets a free item be in another currency: only what is due now is paid', async () => {
    const start = '2026-03-10T13:00:00.000Z';
    const items = [massage('bruno-costa', start), { service: 'intro-call', staff: 'anna-de-vries', start }];
    const booking = await withCurrency('intro-call', 'USD', () => bookAndStartPayment(db, cart(items)));
    expect(booking).toMatchObject({
      payment: { amountMinor: 2000, currency: 'EUR' },
      group: [{ amounts: { currency: 'USD', totalMinor: 0 } }],
    });
  });
});

describe('the status a booking awaiting payment shows', () => {
  it('is expired once the payment lapses, before any write marks it so', async () => {
    const booking = await bookAndStartPayment(db, massage('anna-de-vries', '2026-03-09T08:00:00.000Z'));
    expect((await withPayments(db, booking, minutesAfterNow(9))).status).toBe('awaiting_payment');
    const lapsed = await withPayments(db, booking, minutesAfterNow(10));
    expect(lapsed).toMatchObject({ status: 'expired', payment: { status: 'pending' }, amounts: { paidMinor: 0 } });
  });
});
