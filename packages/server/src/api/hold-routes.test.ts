import { apiErrorBodySchema, holdSchema } from '@booking-kit/core';
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { EXCLUSION_VIOLATION, sqlState } from '../db/database-errors';
import { bookingBody, NOW, useApiFixture } from '../test/api-fixture';
import { createBookingApi } from './create-booking-api';

/** The injected clock; tests move it forward to let holds expire. */
let clock = NOW;
const fixture = useApiFixture({ now: () => clock });

const MINUTE = 60_000;
const later = (minutes: number) => new Date(NOW.getTime() + minutes * MINUTE);

const holdBody = (overrides: Record<string, unknown> = {}) => ({
  service: 'intro-call',
  staff: 'anna-de-vries',
  start: '2026-03-03T08:00:00.000Z',
  ...overrides,
});

const slotStarts = async (day: string, staff = 'anna-de-vries', service = 'intro-call'): Promise<string[]> => {
  const { body } = await fixture.call(`/slots?service=${service}&staff=${staff}&from=${day}&to=${day}&timeZone=Europe/Amsterdam`);
  return body.days.flatMap((entry: { slots: Array<{ start: string }> }) => entry.slots.map((slot) => slot.start));
};

const heldRows = async (db: Database, id: string) =>
  (await db.query<{ n: number }>("SELECT count(*)::int AS n FROM bookings WHERE id = $1 AND status = 'held'", [id])).rows[0]?.n;

const release = (id: string, token: string) =>
  fixture.call(`/holds/${id}`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } });

describe('POST /holds', () => {
  it('holds a slot for 10 minutes: 201 with the token and expiry; nobody else is offered it or can book it', async () => {
    clock = NOW;
    const { status, body, headers } = await fixture.post('/holds', holdBody());
    expect(status).toBe(201);
    expect(holdSchema.parse(body)).toEqual(body);
    expect(body).toMatchObject({
      service: { slug: 'intro-call', durationMinutes: 15 },
      staff: { slug: 'anna-de-vries' },
      start: '2026-03-03T08:00:00.000Z',
      end: '2026-03-03T08:15:00.000Z',
      seats: 1,
      expiresAt: later(10).toISOString(),
    });
    expect(body.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(body.holdToken.length).toBeGreaterThanOrEqual(43);
    expect(headers.get('location')).toBe(`/api/v1/holds/${body.id}`);

    expect(await slotStarts('2026-03-03')).not.toContain('2026-03-03T08:00:00.000Z');
    const other = await fixture.post('/bookings', bookingBody());
    expect(other).toMatchObject({ status: 409, body: { code: 'STAFF_BUSY' } });
    expect(await fixture.post('/holds', holdBody())).toMatchObject({ status: 409, body: { code: 'STAFF_BUSY' } });
    // A hold is no booking: it cannot be viewed as one.
    expect((await fixture.call(`/bookings/${body.id}`)).status).toBe(404);
  });

  it('is consumed by the booking that names it, in the same transaction', async () => {
    clock = NOW;
    const hold = (await fixture.post('/holds', holdBody({ start: '2026-03-03T08:30:00.000Z' }))).body;
    clock = later(9);
    const booked = await fixture.post(
      '/bookings',
      bookingBody({ start: '2026-03-03T08:30:00.000Z', hold: { id: hold.id, token: hold.holdToken } }),
    );
    expect(booked).toMatchObject({ status: 201, body: { start: '2026-03-03T08:30:00.000Z', staff: { slug: 'anna-de-vries' } } });
    expect(await heldRows(fixture.db, hold.id)).toBe(0);
    // Used up: naming it again is HOLD_EXPIRED, and releasing it finds nothing.
    const again = await fixture.post(
      '/bookings',
      bookingBody({ start: '2026-03-03T08:45:00.000Z', hold: { id: hold.id, token: hold.holdToken } }),
    );
    expect(again).toMatchObject({ status: 409, body: { code: 'HOLD_EXPIRED' } });
    expect((await release(hold.id, hold.holdToken)).status).toBe(404);
  });

  it('keeps the hold when the booking fails, and books the held staff member for `any`', async () => {
    clock = NOW;
    const hold = (await fixture.post('/holds', holdBody({ staff: 'any', start: '2026-03-05T10:00:00.000Z' }))).body;
    expect(hold.staff.slug).toBe('anna-de-vries');
    const invalid = await fixture.post(
      '/bookings',
      bookingBody({ staff: 'any', start: '2026-03-05T10:15:00.000Z', hold: { id: hold.id, token: hold.holdToken } }),
    );
    expect(invalid).toMatchObject({ status: 409, body: { code: 'HOLD_EXPIRED' } });
    const wrongToken = await fixture.post(
      '/bookings',
      bookingBody({ staff: 'any', start: hold.start, hold: { id: hold.id, token: 'not-the-token' } }),
    );
    expect(wrongToken).toMatchObject({ status: 409, body: { code: 'HOLD_EXPIRED' } });
    expect(await heldRows(fixture.db, hold.id)).toBe(1);
    const booked = await fixture.post(
      '/bookings',
      bookingBody({ staff: 'any', start: hold.start, hold: { id: hold.id, token: hold.holdToken } }),
    );
    expect(booked).toMatchObject({ status: 201, body: { staff: { slug: 'anna-de-vries' } } });
  });

  it('expires: after the hold time the slot is offered and bookable again, and the hold answers HOLD_EXPIRED', async () => {
    clock = NOW;
    const start = '2026-03-03T09:00:00.000Z';
    const hold = (await fixture.post('/holds', holdBody({ start }))).body;
    clock = new Date(later(10).getTime() - 1);
    expect(await slotStarts('2026-03-03')).not.toContain(start);
    clock = later(10);
    expect(await slotStarts('2026-03-03')).toContain(start);
    const late = await fixture.post('/bookings', bookingBody({ start, hold: { id: hold.id, token: hold.holdToken } }));
    expect(late).toMatchObject({ status: 409, body: { code: 'HOLD_EXPIRED', statusCode: 409 } });
    expect(apiErrorBodySchema.parse(late.body).message).toMatch(/expired/);
    // Another visitor's booking deletes the expired hold in its own transaction and gets the time.
    const other = await fixture.post('/bookings', bookingBody({ start }));
    expect(other.status).toBe(201);
    expect(await heldRows(fixture.db, hold.id)).toBe(0);
  });

  it('lasts HOLD_MINUTES from the environment, or the holdMinutes option', async () => {
    process.env.HOLD_MINUTES = '3';
    try {
      const fromEnv = createBookingApi({ db: fixture.db, now: () => NOW });
      const response = await fromEnv(
        new Request('http://localhost/api/v1/holds', {
          method: 'POST',
          body: JSON.stringify(holdBody({ start: '2026-03-04T08:00:00.000Z' })),
        }),
      );
      expect(response.status).toBe(201);
      expect((await response.json()).expiresAt).toBe(later(3).toISOString());
      const fromOption = createBookingApi({ db: fixture.db, now: () => NOW, holdMinutes: 25 });
      const second = await fromOption(
        new Request('http://localhost/api/v1/holds', {
          method: 'POST',
          body: JSON.stringify(holdBody({ start: '2026-03-04T08:15:00.000Z' })),
        }),
      );
      expect((await second.json()).expiresAt).toBe(later(25).toISOString());
    } finally {
      delete process.env.HOLD_MINUTES;
    }
  });

  it('counts held seats of a class: others get only the seats left, the holder gets theirs', async () => {
    clock = NOW;
    const start = '2026-03-04T07:00:00.000Z';
    const yoga = { service: 'yoga-class', staff: 'chloe-martin', start };
    const hold = await fixture.post('/holds', { ...yoga, seats: 4 });
    expect(hold).toMatchObject({ status: 201, body: { seats: 4 } });
    const { body } = await fixture.call(
      '/slots?service=yoga-class&staff=chloe-martin&from=2026-03-04&to=2026-03-04&timeZone=Europe/Amsterdam',
    );
    expect(body.days[0].slots.find((slot: { start: string }) => slot.start === start)?.seatsLeft).toBe(8);
    for (const firstName of ['Grace', 'Hedy']) {
      const seat = await fixture.post(
        '/bookings',
        bookingBody({ ...yoga, seats: 4, contact: { ...bookingBody().contact, firstName } }),
      );
      expect(seat.status).toBe(201);
    }
    expect(await fixture.post('/bookings', bookingBody({ ...yoga, seats: 1 }))).toMatchObject({
      status: 409,
      body: { code: 'SEATS_LEFT', params: { n: 0 } },
    });
    const mine = await fixture.post(
      '/bookings',
      bookingBody({ ...yoga, seats: 4, hold: { id: hold.body.id, token: hold.body.holdToken } }),
    );
    expect(mine).toMatchObject({ status: 201, body: { seats: 4 } });
  });

  it('answers 400, 404 and SEAT_LIMIT like POST /bookings', async () => {
    expect(await fixture.post('/holds', { service: 'intro-call', start: 'soon' })).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_FAILED', fields: { start: 'validation.invalid' } },
    });
    expect((await fixture.post('/holds', holdBody({ service: 'nothing' }))).status).toBe(404);
    expect(await fixture.post('/holds', holdBody({ seats: 2 }))).toMatchObject({ status: 409, body: { code: 'SEAT_LIMIT' } });
    expect(await fixture.post('/holds', holdBody({ start: '2026-03-03T02:00:00.000Z' }))).toMatchObject({
      status: 409,
      body: { code: 'SLOT_UNAVAILABLE' },
    });
    const bad = await fixture.post('/bookings', bookingBody({ hold: { id: 'x' } }));
    expect(bad).toMatchObject({ status: 400, body: { fields: { 'hold.token': 'validation.required' } } });
  });

  it('replays the first answer, hold token included, for the same Idempotency-Key', async () => {
    clock = NOW;
    const headers = { 'idempotency-key': 'hold-key-1' };
    const body = holdBody({ start: '2026-03-04T09:00:00.000Z' });
    const first = await fixture.post('/holds', body, headers);
    const second = await fixture.post('/holds', body, headers);
    expect(first.status).toBe(201);
    expect(second).toMatchObject({ status: 201, body: first.body });
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    const { rows } = await fixture.db.query('SELECT response_body FROM idempotency_keys');
    expect(JSON.stringify(rows)).not.toContain(first.body.holdToken);
    expect((await fixture.post('/holds', holdBody({ start: '2026-03-04T09:15:00.000Z' }), headers)).status).toBe(422);
  });
});

describe('DELETE /holds/{id}', () => {
  it('releases with the hold token (204); a wrong token and an unknown hold are the same 404', async () => {
    clock = NOW;
    const start = '2026-03-03T10:00:00.000Z';
    const hold = (await fixture.post('/holds', holdBody({ start }))).body;
    const wrong = await release(hold.id, 'wrong-token');
    const unknown = await release('AAAAAAAAAAAAAAAAAAAAAA', hold.holdToken);
    expect(wrong.status).toBe(404);
    expect(wrong.body).toEqual(unknown.body);
    expect((await fixture.call(`/holds/${hold.id}`, { method: 'DELETE' })).status).toBe(404);
    expect(await slotStarts('2026-03-03')).not.toContain(start);

    const released = await release(hold.id, hold.holdToken);
    expect(released.status).toBe(204);
    expect(released.body).toBeUndefined();
    expect(await slotStarts('2026-03-03')).toContain(start);
    expect((await release(hold.id, hold.holdToken)).status).toBe(404);
    const late = await fixture.post('/bookings', bookingBody({ start, hold: { id: hold.id, token: hold.holdToken } }));
    expect(late).toMatchObject({ status: 409, body: { code: 'HOLD_EXPIRED' } });
  });
});

describe('the database', () => {
  it('rejects a booking row over a live hold with the exclusion constraint, whatever the application does', async () => {
    clock = NOW;
    const held = await fixture.post('/holds', holdBody({ start: '2026-03-03T12:00:00.000Z' }));
    expect(held.status).toBe(201);
    const hold = held.body;
    const insert = fixture.db.query(
      `INSERT INTO bookings (id, service_id, staff_id, start_at, end_at, during, status, time_zone, locale, first_name,
         last_name, email, phone, manage_token_hash)
       SELECT $2, service_id, staff_id, start_at, end_at, during, 'scheduled', 'UTC', 'en', 'A', 'B', 'a@b.c', '1',
         manage_token_hash FROM bookings WHERE id = $1`,
      [hold.id, 'Z'.repeat(22)],
    );
    await expect(insert).rejects.toSatisfy((error: unknown) => sqlState(error) === EXCLUSION_VIOLATION);
    // A held row must carry its expiry.
    const noExpiry = fixture.db.query('UPDATE bookings SET expires_at = NULL WHERE id = $1', [hold.id]);
    await expect(noExpiry).rejects.toThrow();
  });
});
