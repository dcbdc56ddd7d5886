import { apiErrorBodySchema } from '@booking-kit/core';
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { type ApiAnswer, bookingBody, useApiFixture } from '../test/api-fixture';
import { useDemoServerProcesses } from '../test/demo-server-processes';
import { testDatabaseKind } from '../test/test-database';

/**
 * Overlapping bookings of one staff member at once: 15 × massage-60 at T, 15 × intro-call at
 * T+30 min and 15 at T+60 min (inside the massage's 15-minute buffer after), all for Anna, in
 * several rounds. Simultaneous inserts that conflict through the exclusion constraint can deadlock
 * each other on PostgreSQL (40P01); the API must still answer only 201 or 409, never 500, and never
 * book Anna twice.
 */

type Send = (index: number, body: unknown) => Promise<ApiAnswer>;

const MINUTE = 60_000;
const ROUNDS = 5;

function racer(service: string, start: number, index: number) {
  return bookingBody({
    service,
    staff: 'anna-de-vries',
    start: new Date(start).toISOString(),
    contact: { ...bookingBody().contact, email: `deadlock-${index}@example.com` },
  });
}

/** One round: 45 requests at once; every answer 201 or 409 in the error shape, at least one 201. */
async function round(send: Send, start: number, offset: number): Promise<void> {
  const bodies = [
    ...Array.from({ length: 15 }, (_, index) => racer('massage-60', start, offset + index)),
    ...Array.from({ length: 15 }, (_, index) => racer('intro-call', start + 30 * MINUTE, offset + 15 + index)),
    ...Array.from({ length: 15 }, (_, index) => racer('intro-call', start + 60 * MINUTE, offset + 30 + index)),
  ];
  const answers = await Promise.all(bodies.map((body, index) => send(index, body)));
  for (const answer of answers) {
    expect([201, 409], JSON.stringify(answer.body)).toContain(answer.status);
    if (answer.status === 409) {
      expect(['STAFF_BUSY', 'RESOURCE_UNAVAILABLE']).toContain(apiErrorBodySchema.parse(answer.body).code);
    }
  }
  expect(answers.some((answer) => answer.status === 201)).toBe(true);
}

/** No two live bookings of one staff member overlap, buffers included (seats of one class aside). */
async function expectNoDoubleBooking(db: Database): Promise<void> {
  const { rows } = await db.query<{ overlaps: number; booked: number }>(
    `SELECT (SELECT count(*)::int FROM bookings a JOIN bookings b ON a.staff_id = b.staff_id AND a.id < b.id
             WHERE a.status <> 'cancelled' AND b.status <> 'cancelled' AND a.during && b.during
               AND a.overlap_key <> b.overlap_key) AS overlaps,
            (SELECT count(*)::int FROM bookings WHERE status <> 'cancelled') AS booked`,
  );
  expect(rows[0]?.overlaps).toBe(0);
  expect(rows[0]?.booked).toBeGreaterThanOrEqual(ROUNDS);
}

describe('simultaneous overlapping bookings of one staff member, in one process', () => {
  const fixture = useApiFixture({ rateLimit: false }, { faultsExpected: true });

  it('answer only 201 or 409, and never book the staff member twice', async () => {
    // Tuesday 3 March 2026 onwards, 09:00 in Amsterdam (08:00 UTC), Anna's working days.
    const days = ['2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06', '2026-03-09'].slice(0, ROUNDS);
    const send: Send = (_index, body) => fixture.post('/bookings', body);
    for (const [index, day] of days.entries()) await round(send, Date.parse(`${day}T08:00:00.000Z`), index * 100);
    await expectNoDoubleBooking(fixture.db);
    expect(fixture.loggedErrors).toEqual([]);
  });
});

// Several processes (several connection pools) race hardest, and exist on PostgreSQL only.
if (testDatabaseKind === 'postgres') {
  describe('simultaneous overlapping bookings of one staff member, over 4 server processes', () => {
    const cluster = useDemoServerProcesses(4);

    it('answer only 201 or 409, and never book the staff member twice', async () => {
      const send: Send = (index, body) =>
        cluster.send(index, '/bookings', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      // The processes run on the real clock: Anna's first massage slot on each of her next working days.
      const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
      const query = `service=massage-60&staff=anna-de-vries&from=${day(3)}&to=${day(17)}&timeZone=Europe/Amsterdam`;
      const slots = await fetch(`${cluster.servers[0]?.baseUrl}/slots?${query}`).then((response) => response.json());
      const starts: number[] = slots.days.map((each: { slots: Array<{ start: string }> }) =>
        Date.parse(each.slots[0]?.start ?? ''),
      );
      expect(starts.length).toBeGreaterThanOrEqual(ROUNDS);
      for (const [index, start] of starts.slice(0, ROUNDS).entries()) await round(send, start, index * 100);
      await expectNoDoubleBooking(cluster.db);
    });
  });
}
