import {
  ApiError,
  apiErrorBodySchema,
  bookingSchema,
  createBookingApiClient,
  paymentConfirmationSchema,
  TEST_CARDS,
} from '@booking-kit/core';
import { describe, expect, it } from 'vitest';
import { bookingBody, NOW, useApiFixture } from '../test/api-fixture';

/** The injected clock; tests move it forward to let a payment lapse. */
let clock = NOW;
const fixture = useApiFixture({ now: () => clock });

const MINUTE = 60_000;
const later = (minutes: number) => new Date(NOW.getTime() + minutes * MINUTE);

const card = (number: string = TEST_CARDS.success) => ({ number, expiry: '12/30', cvc: '123', name: 'Ada Lovelace' });

/** A massage (80 € with a 25 % deposit) at `start`, with Anna unless said otherwise. */
const massage = (start: string, overrides: Record<string, unknown> = {}) =>
  fixture.post('/bookings', bookingBody({ service: 'massage-60', start, ...overrides }));

const confirm = (paymentId: string, token: string | undefined, body: unknown = { card: card() }, headers = {}) =>
  fixture.post(`/payments/${paymentId}/confirm`, body, {
    ...(token !== undefined && { authorization: `Bearer ${token}` }),
    ...headers,
  });

const annaMassageStarts = async (day: string): Promise<string[]> => {
  const { body } = await fixture.call(`/slots?service=massage-60&staff=anna-de-vries&from=${day}&to=${day}&timeZone=UTC`);
  return (body.days[0]?.slots ?? []).map((slot: { start: string }) => slot.start);
};

describe('amounts on a booking', () => {
  it('a free service needs no payment: scheduled at once, amounts of 0', async () => {
    clock = NOW;
    const { status, body } = await fixture.post('/bookings', bookingBody());
    expect(status).toBe(201);
    expect(bookingSchema.parse(body)).toEqual(body);
    expect(body).toMatchObject({
      status: 'scheduled',
      amounts: { currency: 'EUR', totalMinor: 0, dueNowMinor: 0, paidMinor: 0, choice: null },
    });
    expect(body.payment).toBeUndefined();
  });

  it('a deposit booking waits for its payment of 25 % with the time kept; GET shows the same amounts', async () => {
    clock = NOW;
    const { status, body } = await massage('2026-03-04T13:00:00.000Z', { paymentChoice: 'deposit' });
    expect(status, JSON.stringify(body)).toBe(201);
    expect(bookingSchema.parse(body)).toEqual(body);
    expect(body).toMatchObject({
      status: 'awaiting_payment',
      amounts: { currency: 'EUR', totalMinor: 8000, dueNowMinor: 2000, paidMinor: 0, choice: 'deposit' },
      payment: { status: 'pending', amountMinor: 2000, currency: 'EUR', expiresAt: later(10).toISOString() },
    });
    expect(body.payment.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(await annaMassageStarts('2026-03-04')).not.toContain('2026-03-04T13:00:00.000Z');
    const other = await massage('2026-03-04T13:00:00.000Z');
    expect(other).toMatchObject({ status: 409, body: { code: 'STAFF_BUSY' } });

    const viewed = await fixture.call(`/bookings/${body.id}`, { headers: { authorization: `Bearer ${body.manageToken}` } });
    expect(viewed.body).toMatchObject({ status: 'awaiting_payment', amounts: body.amounts, payment: body.payment });
    const publicView = await fixture.call(`/bookings/${body.id}`);
    expect(publicView.body).toMatchObject({ amounts: body.amounts, payment: { id: body.payment.id } });
  });

  it('the full price when asked, or when the service takes only the full price (a class per seat)', async () => {
    clock = NOW;
    const full = await massage('2026-03-04T15:00:00.000Z', { paymentChoice: 'full' });
    expect(full.body).toMatchObject({
      amounts: { totalMinor: 8000, dueNowMinor: 8000, choice: 'full' },
      payment: { amountMinor: 8000 },
    });
    const yoga = await fixture.post(
      '/bookings',
      bookingBody({
        service: 'yoga-class',
        staff: 'chloe-martin',
        start: '2026-03-04T07:00:00.000Z',
        seats: 2,
        paymentChoice: 'deposit',
      }),
    );
    expect(yoga.status, JSON.stringify(yoga.body)).toBe(201);
    expect(yoga.body).toMatchObject({
      status: 'awaiting_payment',
      amounts: { totalMinor: 3000, dueNowMinor: 3000, choice: 'full' },
      payment: { amountMinor: 3000 },
    });
  });

  it('a cart pays once for all its items, each with its own amounts', async () => {
    clock = NOW;
    const { service: _s, staff: _st, start: _start, ...details } = bookingBody();
    const { status, body } = await fixture.post('/bookings', {
      ...details,
      paymentChoice: 'deposit',
      items: [
        { service: 'massage-60', staff: 'bruno-costa', start: '2026-03-05T13:00:00.000Z' },
        { service: 'intro-call', staff: 'anna-de-vries', start: '2026-03-05T13:00:00.000Z' },
      ],
    });
    expect(status, JSON.stringify(body)).toBe(201);
    expect(body).toMatchObject({
      status: 'awaiting_payment',
      amounts: { totalMinor: 8000, dueNowMinor: 2000 },
      payment: { amountMinor: 2000 },
      group: [{ amounts: { totalMinor: 0, dueNowMinor: 0 } }],
    });
    const paid = await confirm(body.payment.id, body.manageToken);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.booking.group).toHaveLength(1);
    const both = await fixture.call(`/bookings/${body.id},${body.group[0].id}`);
    expect(both.body.bookings.map((booking: { status: string }) => booking.status)).toEqual(['scheduled', 'scheduled']);
  });
});

describe('payments with holds and series', () => {
  it('a booking that consumes a hold keeps the time while it waits for its payment, then pays', async () => {
    clock = NOW;
    const start = '2026-03-12T08:00:00.000Z';
    const hold = await fixture.post('/holds', { service: 'massage-60', staff: 'anna-de-vries', start });
    expect(hold.status, JSON.stringify(hold.body)).toBe(201);
    clock = later(5);
    const booked = await massage(start, { hold: { id: hold.body.id, token: hold.body.holdToken } });
    expect(booked.body).toMatchObject({ status: 'awaiting_payment', payment: { expiresAt: later(15).toISOString() } });
    expect(await annaMassageStarts('2026-03-12')).not.toContain(start);
    const paid = await confirm(booked.body.payment.id, booked.body.manageToken);
    expect(paid.body.booking.status).toBe('scheduled');
  });

  it('a weekly series pays the deposits of every occurrence at once', async () => {
    clock = NOW;
    const booked = await massage('2026-03-16T08:00:00.000Z', { recurring: { everyWeeks: 1, count: 3 } });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    expect(booked.body).toMatchObject({ status: 'awaiting_payment', payment: { amountMinor: 6000 } });
    expect(booked.body.group.map((other: { amounts: { dueNowMinor: number } }) => other.amounts.dueNowMinor)).toEqual([
      2000, 2000,
    ]);
    const paid = await confirm(booked.body.payment.id, booked.body.manageToken);
    expect(paid.status).toBe(200);
    const all = await fixture.call(
      `/bookings/${[booked.body.id, ...booked.body.group.map((o: { id: string }) => o.id)].join(',')}`,
    );
    expect(all.body.bookings.map((b: { amounts: { paidMinor: number } }) => b.amounts.paidMinor)).toEqual([2000, 2000, 2000]);
  });
});

describe('POST /payments/{id}/confirm', () => {
  it('pays with 4242…: scheduled, paid amount set; a second confirm answers the same and charges nothing more', async () => {
    clock = NOW;
    const booked = await massage('2026-03-05T08:00:00.000Z');
    const { id, manageToken, payment } = booked.body;
    const paid = await confirm(payment.id, manageToken);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paymentConfirmationSchema.parse(paid.body)).toEqual(paid.body);
    expect(paid.body).toMatchObject({
      payment: { id: payment.id, status: 'succeeded', amountMinor: 2000, last4: '4242', paidAt: NOW.toISOString() },
      booking: { id, status: 'scheduled', amounts: { totalMinor: 8000, dueNowMinor: 2000, paidMinor: 2000 } },
    });
    expect(paid.body.booking.contact.email).toBe('ada@example.com');

    const again = await confirm(payment.id, manageToken, { card: card(TEST_CARDS.declined) });
    expect(again).toMatchObject({ status: 200, body: paid.body });
    const { rows } = await fixture.db.query<{ status: string; paid_minor: number }>(
      'SELECT status, paid_minor FROM bookings WHERE id = $1',
      [id],
    );
    expect(rows).toEqual([{ status: 'scheduled', paid_minor: 2000 }]);
    // Paid, the booking no longer lapses.
    clock = later(60);
    expect((await fixture.call(`/bookings/${id}`)).body.status).toBe('scheduled');
  });

  it('a service needing confirmation is requested once paid', async () => {
    clock = NOW;
    const booked = await fixture.post(
      '/bookings',
      bookingBody({ service: 'consultation-30', start: '2026-03-05T15:00:00.000Z' }),
    );
    expect(booked.body).toMatchObject({ status: 'awaiting_payment', payment: { amountMinor: 4000 } });
    const paid = await confirm(booked.body.payment.id, booked.body.manageToken);
    expect(paid.body.booking).toMatchObject({ status: 'requested', amounts: { paidMinor: 4000 } });
  });

  it('a declined card is 402 with its message key; the booking and its time stay, and another card pays', async () => {
    clock = NOW;
    const booked = await massage('2026-03-06T08:00:00.000Z');
    const { id, manageToken, payment } = booked.body;
    for (const [number, messageKey, reason] of [
      [TEST_CARDS.declined, 'payment.errors.declined', 'card_declined'],
      [TEST_CARDS.insufficientFunds, 'payment.errors.insufficientFunds', 'insufficient_funds'],
      ['5555 5555 5555 4444', 'payment.errors.testCardsOnly', 'test_mode_live_card'],
    ] as const) {
      const refused = await confirm(payment.id, manageToken, { card: card(number) });
      expect(refused.status).toBe(402);
      expect(apiErrorBodySchema.parse(refused.body)).toMatchObject({
        statusMessage: 'Payment Required',
        code: 'PAYMENT_DECLINED',
        params: { messageKey, reason },
      });
    }
    const viewed = await fixture.call(`/bookings/${id}`);
    expect(viewed.body).toMatchObject({ status: 'awaiting_payment', payment: { status: 'pending' }, amounts: { paidMinor: 0 } });
    expect(await annaMassageStarts('2026-03-06')).not.toContain('2026-03-06T08:00:00.000Z');
    expect((await confirm(payment.id, manageToken)).body.booking.status).toBe('scheduled');
  });

  it('checks the card first: 400 names each bad field with its message key; bad bodies are 400, never 5xx', async () => {
    clock = NOW;
    const booked = await massage('2026-03-06T10:00:00.000Z');
    const { manageToken, payment } = booked.body;
    const bad = await confirm(payment.id, manageToken, {
      card: { number: '4242 4242 4242 4241', expiry: '01/26', cvc: '12', name: ' ' },
    });
    expect(bad).toMatchObject({
      status: 400,
      body: {
        code: 'VALIDATION_FAILED',
        fields: {
          'card.number': 'payment.errors.cardNumber',
          'card.expiry': 'payment.errors.expired',
          'card.cvc': 'payment.errors.cvc',
          'card.name': 'validation.required',
        },
      },
    });
    for (const body of [
      {},
      { card: null },
      { card: { number: 4242 } },
      [],
      'x',
      { card: { ...card(), number: 'x'.repeat(500) } },
    ]) {
      const answer = await confirm(payment.id, manageToken, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    const raw = await fixture.call(`/payments/${payment.id}/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${manageToken}` },
      body: '{"card":',
    });
    expect(raw.status).toBe(400);
    expect((await fixture.call(`/payments/${payment.id}/confirm`)).status).toBe(405);
  });

  it('an unknown payment, a missing or wrong token answer the same 404', async () => {
    clock = NOW;
    const booked = await massage('2026-03-06T12:00:00.000Z');
    const { payment, manageToken } = booked.body;
    const other = await massage('2026-03-09T08:00:00.000Z');
    for (const [id, token] of [
      [payment.id, undefined],
      [payment.id, 'wrong'],
      [payment.id, other.body.manageToken],
      ['A'.repeat(22), manageToken],
      ['not an id', manageToken],
    ] as const) {
      expect(await confirm(id, token)).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
    }
  });

  it('a lapsed payment is 409 BOOKING_EXPIRED, the time is free again, and nothing is charged', async () => {
    clock = NOW;
    const booked = await massage('2026-03-09T10:00:00.000Z');
    const { id, manageToken, payment } = booked.body;
    clock = later(11);
    expect((await fixture.call(`/bookings/${id}`)).body.status).toBe('expired');
    expect(await annaMassageStarts('2026-03-09')).toContain('2026-03-09T10:00:00.000Z');
    const late = await confirm(payment.id, manageToken);
    expect(late).toMatchObject({ status: 409, body: { code: 'BOOKING_EXPIRED' } });
    // Someone else books the time: the lapsed booking is marked expired in that write.
    const taken = await massage('2026-03-09T10:00:00.000Z', { paymentChoice: 'full' });
    expect(taken.status, JSON.stringify(taken.body)).toBe(201);
    const { rows } = await fixture.db.query<{ status: string }>('SELECT status FROM bookings WHERE id = $1', [id]);
    expect(rows).toEqual([{ status: 'expired' }]);
    expect(await confirm(payment.id, manageToken)).toMatchObject({ status: 409, body: { code: 'BOOKING_EXPIRED' } });
    const payments = await fixture.db.query<{ status: string }>('SELECT status FROM payments WHERE id = $1', [payment.id]);
    expect(payments.rows).toEqual([{ status: 'pending' }]);
  });

  it('a cancelled booking’s payment is 409 BOOKING_CANCELLED', async () => {
    clock = NOW;
    const booked = await massage('2026-03-10T08:00:00.000Z');
    const { id, manageToken, payment } = booked.body;
    const cancelled = await fixture.post(
      `/bookings/${id}/cancel`,
      { reason: 'Plans changed' },
      { authorization: `Bearer ${manageToken}` },
    );
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(await confirm(payment.id, manageToken)).toMatchObject({ status: 409, body: { code: 'BOOKING_CANCELLED' } });
  });

  it('is idempotent: the same key replays the answer, another body with it is 422; a decline does not use up the key', async () => {
    clock = NOW;
    const booked = await massage('2026-03-10T10:00:00.000Z');
    const { manageToken, payment } = booked.body;
    const key = { 'idempotency-key': 'pay-once-1' };
    const refused = await confirm(payment.id, manageToken, { card: card(TEST_CARDS.declined) }, key);
    expect(refused.status).toBe(402);
    const first = await confirm(payment.id, manageToken, { card: card() }, { 'idempotency-key': 'pay-once-2' });
    expect(first.status).toBe(200);
    const replay = await confirm(payment.id, manageToken, { card: card() }, { 'idempotency-key': 'pay-once-2' });
    expect(replay).toMatchObject({ status: 200, body: first.body });
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    const mismatch = await confirm(
      payment.id,
      manageToken,
      { card: card(TEST_CARDS.declined) },
      { 'idempotency-key': 'pay-once-2' },
    );
    expect(mismatch).toMatchObject({ status: 422, body: { code: 'IDEMPOTENCY_MISMATCH' } });
  });

  it('two confirms at once pay once: both answer the same payment, charged a single time', async () => {
    clock = NOW;
    const booked = await massage('2026-03-11T08:00:00.000Z');
    const { id, manageToken, payment } = booked.body;
    const answers = await Promise.all([confirm(payment.id, manageToken), confirm(payment.id, manageToken)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers[0]?.body).toEqual(answers[1]?.body);
    const { rows } = await fixture.db.query<{ paid_minor: number; status: string }>(
      'SELECT paid_minor, status FROM bookings WHERE id = $1',
      [id],
    );
    expect(rows).toEqual([{ paid_minor: 2000, status: 'scheduled' }]);
    const payments = await fixture.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM payments WHERE id = $1 AND status = 'succeeded'",
      [payment.id],
    );
    expect(payments.rows[0]?.n).toBe(1);
  });
});

describe("core's typed client", () => {
  it('confirmPayment pays with the manage token; a declined card rejects with ApiError 402 and its message key', async () => {
    clock = NOW;
    const api = createBookingApiClient({ baseUrl: 'http://localhost', fetch: (request) => fixture.api(request) });
    const booking = await api.createBooking({
      ...bookingBody({ service: 'massage-60', start: '2026-03-11T10:00:00.000Z' }),
      locale: 'en',
    });
    const payment = booking.payment;
    if (!payment || !booking.manageToken) throw new Error('a massage asks for a payment');
    const refused = await api
      .confirmPayment(payment.id, booking.manageToken, { card: card(TEST_CARDS.insufficientFunds) })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({
      statusCode: 402,
      code: 'PAYMENT_DECLINED',
      params: { messageKey: 'payment.errors.insufficientFunds' },
    });
    const paid = await api.confirmPayment(payment.id, booking.manageToken, { card: card() }, { idempotencyKey: 'client-pay' });
    expect(paid).toMatchObject({ payment: { status: 'succeeded' }, booking: { id: booking.id, status: 'scheduled' } });
  });
});

describe('the OpenAPI document', () => {
  it('describes POST /payments/{id}/confirm with its answers', async () => {
    const { body } = await fixture.call('/openapi.json');
    const confirmRoute = body.paths['/payments/{id}/confirm'].post;
    expect(Object.keys(confirmRoute.responses)).toEqual(['200', '400', '402', '404', '409', '422', '429']);
    expect(body.components.schemas.PaymentConfirmation).toBeDefined();
    expect(body.components.schemas.Booking.properties.status.enum).toContain('awaiting_payment');
  });
});
