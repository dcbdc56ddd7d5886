import { createHash } from 'node:crypto';
import { bookingAccessSchema, bookingSchema, TEST_CARDS } from '@booking-kit/core';
import { describe, expect, it } from 'vitest';
import { bookingBody, type Json, NOW, useApiFixture } from '../test/api-fixture';
import { createBookingApi } from './create-booking-api';

/** The injected clock; tests move it past an access token's expiry. */
let clock = NOW;
const fixture = useApiFixture({ now: () => clock });

const HOUR = 3_600_000;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** A free intro call with Anna at `start`, booked by ada@example.com. */
async function book(start: string, overrides: Record<string, unknown> = {}): Promise<Json> {
  const { status, body } = await fixture.post('/bookings', bookingBody({ start, ...overrides }));
  expect(status, JSON.stringify(body)).toBe(201);
  return body;
}

const access = (id: string, email: unknown, headers: Record<string, string> = {}) =>
  fixture.post(`/bookings/${id}/access`, { email }, headers);

const view = (id: string, token: string) => fixture.call(`/bookings/${id}`, { headers: bearer(token) });
const cancel = (id: string, token: string) => fixture.post(`/bookings/${id}/cancel`, { reason: 'Ill' }, bearer(token));

describe('POST /bookings/{id}/access', () => {
  it('gives a new token for the booking’s email in any case, which opens the full view and cancels', async () => {
    clock = NOW;
    const booking = await book('2026-03-03T08:00:00.000Z');
    const granted = await access(booking.id, '  ADA@Example.COM ');
    expect(granted.status, JSON.stringify(granted.body)).toBe(201);
    expect(bookingAccessSchema.parse(granted.body)).toEqual(granted.body);
    expect(granted.body).toEqual({
      id: booking.id,
      manageToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      expiresAt: new Date(NOW.getTime() + 24 * HOUR).toISOString(),
    });
    expect(granted.body.manageToken).not.toBe(booking.manageToken);
    expect(granted.headers.get('cache-control')).toBe('no-store');

    const full = await view(booking.id, granted.body.manageToken);
    expect(full.status).toBe(200);
    expect(bookingSchema.parse(full.body)).toEqual(full.body);
    expect(full.body).toMatchObject({ id: booking.id, contact: booking.contact });
    // The full view never reveals the manage token.
    expect(full.body.manageToken).toBeUndefined();

    const cancelled = await cancel(booking.id, granted.body.manageToken);
    expect(cancelled).toMatchObject({ status: 200, body: { status: 'cancelled', cancellationReason: 'Ill' } });
    // Cancelling revokes nothing: the visitor still sees the cancelled booking.
    expect(await view(booking.id, granted.body.manageToken)).toMatchObject({ status: 200, body: { status: 'cancelled' } });
  });

  it('stores only the token’s hash, with its expiry, and leaves the manage token as it was', async () => {
    clock = NOW;
    const booking = await book('2026-03-03T08:30:00.000Z');
    const before = await fixture.db.query<{ manage_token_hash: string }>('SELECT manage_token_hash FROM bookings WHERE id = $1', [
      booking.id,
    ]);
    const granted = await access(booking.id, 'ada@example.com');
    const { rows } = await fixture.db.query<{ token_hash: string; expires_at: Date }>(
      'SELECT token_hash, expires_at FROM booking_access_tokens WHERE booking_id = $1',
      [booking.id],
    );
    expect(rows).toEqual([{ token_hash: sha256(granted.body.manageToken), expires_at: new Date(granted.body.expiresAt) }]);
    const after = await fixture.db.query('SELECT manage_token_hash FROM bookings WHERE id = $1', [booking.id]);
    expect(after.rows).toEqual(before.rows);
  });

  it('keeps the original manage token working after access was granted', async () => {
    clock = NOW;
    const booking = await book('2026-03-03T09:00:00.000Z');
    const granted = await access(booking.id, 'ada@example.com');
    expect(granted.status).toBe(201);
    expect(await view(booking.id, booking.manageToken)).toMatchObject({ status: 200, body: { contact: booking.contact } });
    expect(await view(booking.id, granted.body.manageToken)).toMatchObject({ status: 200, body: { contact: booking.contact } });
    // Two grants, two tokens, both working.
    const second = await access(booking.id, 'ada@example.com');
    expect(second.body.manageToken).not.toBe(granted.body.manageToken);
    expect((await view(booking.id, granted.body.manageToken)).status).toBe(200);
    expect(await cancel(booking.id, booking.manageToken)).toMatchObject({ status: 200, body: { status: 'cancelled' } });
  });

  it('answers a wrong email, an unknown id, a malformed id and a hold with the same 404 body', async () => {
    clock = NOW;
    const booking = await book('2026-03-03T09:30:00.000Z');
    const hold = await fixture.post('/holds', {
      service: 'intro-call',
      staff: 'anna-de-vries',
      start: '2026-03-03T10:00:00.000Z',
    });
    expect(hold.status, JSON.stringify(hold.body)).toBe(201);
    const unknownId = 'A'.repeat(22);
    const answers = [
      await access(booking.id, 'someone@example.com'),
      await access(booking.id, 'ada@example.co'),
      await access(unknownId, 'ada@example.com'),
      await access('not-an-id', 'ada@example.com'),
      await access('x'.repeat(200), 'ada@example.com'),
      await access(hold.body.id, 'ada@example.com'),
    ];
    const first = answers[0];
    expect(first).toMatchObject({
      status: 404,
      body: { statusCode: 404, code: 'NOT_FOUND', message: 'Booking not found.' },
    });
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual(first?.body);
      expect(answer.headers.get('content-type')).toBe(first?.headers.get('content-type'));
    }
    // The same as an unknown booking's view.
    expect((await fixture.call(`/bookings/${unknownId}`)).body).toEqual(first?.body);
    const { rows } = await fixture.db.query('SELECT 1 FROM booking_access_tokens WHERE booking_id = ANY($1::text[])', [
      [booking.id, hold.body.id],
    ]);
    expect(rows).toEqual([]);
  });

  it('validates the body: a missing or badly formed email is 400 on `email`', async () => {
    clock = NOW;
    const booking = await book('2026-03-03T10:30:00.000Z');
    expect(await access(booking.id, 'ada@')).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_FAILED', fields: { email: 'validation.emailInvalid' } },
    });
    const empty = await fixture.post(`/bookings/${booking.id}/access`, {});
    expect(empty).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED', fields: { email: expect.any(String) } } });
    const notJson = await fixture.call(`/bookings/${booking.id}/access`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{',
    });
    expect(notJson.status).toBe(400);
    expect((await fixture.call(`/bookings/${booking.id}/access`)).status).toBe(405);
  });

  it('stops working once expired, for the view, cancel and reschedule alike', async () => {
    clock = NOW;
    const booking = await book('2026-03-05T08:00:00.000Z');
    const granted = await access(booking.id, 'ada@example.com');
    const token = granted.body.manageToken;
    clock = new Date(Date.parse(granted.body.expiresAt) - 1);
    expect((await view(booking.id, token)).status).toBe(200);
    clock = new Date(granted.body.expiresAt);
    const expired = await view(booking.id, token);
    expect(expired.status).toBe(404);
    expect(expired.body).toMatchObject({ code: 'NOT_FOUND', message: 'Booking not found.' });
    expect((await cancel(booking.id, token)).status).toBe(404);
    const moved = await fixture.post(`/bookings/${booking.id}/reschedule`, { start: '2026-03-05T09:00:00.000Z' }, bearer(token));
    expect(moved.status).toBe(404);
    // The manage token is not affected by the access token's expiry.
    expect((await view(booking.id, booking.manageToken)).status).toBe(200);

    // A new grant deletes the booking's lapsed tokens.
    const again = await access(booking.id, 'ada@example.com');
    expect(again.status).toBe(201);
    const { rows } = await fixture.db.query<{ token_hash: string }>(
      'SELECT token_hash FROM booking_access_tokens WHERE booking_id = $1',
      [booking.id],
    );
    expect(rows).toEqual([{ token_hash: sha256(again.body.manageToken) }]);
    clock = NOW;
  });

  it('reschedules with an access token: the answer has a new manage token, and every earlier key stops working', async () => {
    clock = NOW;
    const booking = await book('2026-03-03T13:00:00.000Z');
    const granted = await access(booking.id, 'ada@example.com');
    const other = await access(booking.id, 'ada@example.com');
    const moved = await fixture.post(
      `/bookings/${booking.id}/reschedule`,
      { start: '2026-03-03T13:30:00.000Z' },
      bearer(granted.body.manageToken),
    );
    expect(moved).toMatchObject({ status: 200, body: { start: '2026-03-03T13:30:00.000Z' } });
    expect(moved.body.manageToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect([booking.manageToken, granted.body.manageToken, other.body.manageToken]).not.toContain(moved.body.manageToken);
    for (const old of [booking.manageToken, granted.body.manageToken, other.body.manageToken]) {
      expect((await view(booking.id, old)).status).toBe(404);
    }
    expect((await view(booking.id, moved.body.manageToken)).status).toBe(200);
    // The email still opens the moved booking.
    const regained = await access(booking.id, 'ada@example.com');
    expect((await view(booking.id, regained.body.manageToken)).status).toBe(200);
  });

  it('pays a booking awaiting its payment with an access token', async () => {
    clock = NOW;
    const booking = await book('2026-03-04T13:00:00.000Z', { service: 'massage-60', paymentChoice: 'deposit' });
    expect(booking.status).toBe('awaiting_payment');
    const granted = await access(booking.id, 'ada@example.com');
    const card = { number: TEST_CARDS.success, expiry: '12/30', cvc: '123', name: 'Ada Lovelace' };
    const wrong = await fixture.post(`/payments/${booking.payment.id}/confirm`, { card }, bearer('wrong'));
    expect(wrong.status).toBe(404);
    const paid = await fixture.post(`/payments/${booking.payment.id}/confirm`, { card }, bearer(granted.body.manageToken));
    expect(paid).toMatchObject({ status: 200, body: { payment: { status: 'succeeded' }, booking: { id: booking.id } } });
  });

  it('replays the first answer for the same Idempotency-Key and body, and refuses another body (422)', async () => {
    clock = NOW;
    const booking = await book('2026-03-03T12:00:00.000Z');
    const key = { 'idempotency-key': `access-${booking.id}` };
    const first = await access(booking.id, 'ada@example.com', key);
    const replayed = await access(booking.id, 'ada@example.com', key);
    expect(first.status).toBe(201);
    expect(replayed).toMatchObject({ status: 201, body: first.body });
    expect(replayed.headers.get('idempotent-replayed')).toBe('true');
    const { rows } = await fixture.db.query<{ response_body: Json; sealed_secret: string | null }>(
      'SELECT response_body, sealed_secret FROM idempotency_keys WHERE key = $1',
      [sha256(`idempotency-key\n${key['idempotency-key']}`)],
    );
    // The token is stored sealed, never in clear.
    expect(rows[0]?.response_body).not.toHaveProperty('manageToken');
    expect(rows[0]?.sealed_secret).toEqual(expect.any(String));
    expect(await access(booking.id, 'ADA@example.com', key)).toMatchObject({
      status: 422,
      body: { code: 'IDEMPOTENCY_MISMATCH' },
    });
    // A 404 is not stored: the same key with the right email afterwards is a new request.
    const otherKey = { 'idempotency-key': `access-miss-${booking.id}` };
    expect((await access(booking.id, 'nobody@example.com', otherKey)).status).toBe(404);
    expect((await access(booking.id, 'nobody@example.com', otherKey)).status).toBe(404);
  });

  it('is rate-limited like every write', async () => {
    clock = NOW;
    const booking = await book('2026-03-03T12:30:00.000Z');
    const limited = createBookingApi({ db: fixture.db, now: () => clock, rateLimit: { writesPerMinute: 2 } });
    const post = async (email: string) => {
      const response = await limited(
        new Request(`http://localhost/api/v1/bookings/${booking.id}/access`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email }),
        }),
        { clientId: '203.0.113.9' },
      );
      return { status: response.status, retryAfter: response.headers.get('retry-after'), body: await response.json() };
    };
    expect((await post('wrong@example.com')).status).toBe(404);
    expect((await post('wrong@example.com')).status).toBe(404);
    expect(await post('ada@example.com')).toMatchObject({ status: 429, retryAfter: '30', body: { code: 'RATE_LIMITED' } });
  });
});

describe('the OpenAPI document', () => {
  it('lists POST /bookings/{id}/access with its body, answer and the one 404', async () => {
    const { body } = await fixture.call('/openapi.json');
    const operation = body.paths['/bookings/{id}/access']?.post;
    expect(operation).toMatchObject({
      operationId: 'requestBookingAccess',
      requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/BookingAccessRequest' } } } },
    });
    expect(Object.keys(operation.responses)).toEqual(['201', '400', '404', '422', '429']);
    expect(operation.parameters.map((parameter: { name: string }) => parameter.name)).toEqual(['id', 'Idempotency-Key']);
    expect(body.components.schemas.BookingAccessRequest.properties.email).toBeDefined();
    expect(body.components.schemas.BookingAccess.required).toEqual(['id', 'manageToken', 'expiresAt']);
  });
});
