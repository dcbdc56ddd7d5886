import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiFixture, bookingBody, NOW, openApiFixture } from '../test/api-fixture';
import { createBookingApi } from './create-booking-api';

let clock = NOW.getTime();
let fixture: ApiFixture;
/** Another server process on the same database, without a cache of its own. */
let otherProcess: ReturnType<typeof createBookingApi>;

beforeAll(async () => {
  fixture = await openApiFixture({ slotsCacheMs: 1000, now: () => new Date(clock) });
  otherProcess = createBookingApi({ db: fixture.db, now: () => new Date(clock), rateLimit: false });
});
afterAll(async () => {
  expect(fixture.loggedErrors).toEqual([]);
  await fixture.dispose();
});

const SLOTS = '/slots?service=intro-call&staff=anna-de-vries&from=2026-03-03&to=2026-03-03&timeZone=UTC';

async function offered(): Promise<string[]> {
  const { body } = await fixture.call(SLOTS);
  return (body.days[0]?.slots ?? []).map((slot: { start: string }) => slot.start);
}

describe('the slots cache', () => {
  it('forgets at once what this server’s own writes change', async () => {
    expect(await offered()).toContain('2026-03-03T08:00:00.000Z');
    const booked = await fixture.post('/bookings', bookingBody({ start: '2026-03-03T08:00:00.000Z' }));
    expect(booked.status).toBe(201);
    expect(await offered()).not.toContain('2026-03-03T08:00:00.000Z');
  });

  it('may offer what another process took for less than its TTL, but never books it twice', async () => {
    expect(await offered()).toContain('2026-03-03T08:15:00.000Z');
    const elsewhere = await otherProcess(
      new Request('http://localhost/api/v1/bookings', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(bookingBody({ start: '2026-03-03T08:15:00.000Z' })),
      }),
    );
    expect(elsewhere.status).toBe(201);
    // Still offered from the cache…
    expect(await offered()).toContain('2026-03-03T08:15:00.000Z');
    // …one second later no longer.
    clock += 1000;
    expect(await offered()).not.toContain('2026-03-03T08:15:00.000Z');
  });

  it('answers a booking of a stale offer with the clear 409', async () => {
    expect(await offered()).toContain('2026-03-03T08:30:00.000Z');
    await otherProcess(
      new Request('http://localhost/api/v1/bookings', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(bookingBody({ start: '2026-03-03T08:30:00.000Z' })),
      }),
    );
    const late = await fixture.post('/bookings', bookingBody({ start: '2026-03-03T08:30:00.000Z' }));
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('STAFF_BUSY');
  });
});
