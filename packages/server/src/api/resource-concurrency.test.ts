import { readFileSync } from 'node:fs';
import { apiErrorBodySchema } from '@booking-kit/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { importBusiness } from '../business/import-business';
import { DEMO_BUSINESS_FILE } from '../package-paths';
import { type ApiAnswer, bookingBody, useApiFixture } from '../test/api-fixture';

/**
 * Exactness of resources under concurrency: simultaneous massages racing for the demo's two
 * treatment rooms, with Chloé doing massages too (three staff, two rooms). In process, requests
 * sent at once against one handler: on PostgreSQL they run in parallel transactions of the pool.
 */

const fixture = useApiFixture();

beforeAll(async () => {
  const demo = JSON.parse(readFileSync(DEMO_BUSINESS_FILE, 'utf8'));
  demo.services.find((service: { slug: string }) => service.slug === 'massage-60').staff.push('chloe-martin');
  await importBusiness(fixture.db, demo);
});

const massage = (staff: string, start: string, index: number) =>
  bookingBody({
    service: 'massage-60',
    staff,
    start,
    contact: { ...bookingBody().contact, email: `racer-${index}@example.com` },
  });

function statusCounts(answers: ApiAnswer[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const answer of answers) counts[answer.status] = (counts[answer.status] ?? 0) + 1;
  return counts;
}

/** The live massages at a start: who, in which room. */
async function massagesAt(start: string): Promise<Array<{ staff: string; room: string | null }>> {
  const { rows } = await fixture.db.query<{ staff: string; room: string | null }>(
    `SELECT st.slug AS staff, r.slug AS room FROM bookings b JOIN staff st ON st.id = b.staff_id
       LEFT JOIN resources r ON r.id = b.resource_id
     WHERE b.start_at = $1::timestamptz AND b.status NOT IN ('cancelled', 'expired') ORDER BY r.slug`,
    [start],
  );
  return rows;
}

describe('racing for the treatment rooms', () => {
  it('20 simultaneous bookings (Bruno and Chloé) for the last free room: exactly one 201, 19 × 409', async () => {
    const start = '2026-03-06T10:00:00.000Z';
    const anna = await fixture.post('/bookings', massage('anna-de-vries', start, 0));
    expect(anna.status, JSON.stringify(anna.body)).toBe(201);

    const staffOf = (index: number) => (index % 2 === 0 ? 'bruno-costa' : 'chloe-martin');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => fixture.post('/bookings', massage(staffOf(index), start, index + 1))),
    );
    expect(statusCounts(answers)).toEqual({ 201: 1, 409: 19 });
    const winner = answers.find((answer) => answer.status === 201)?.body.staff.slug;
    for (const [index, answer] of answers.entries()) {
      if (answer.status === 201) continue;
      const body = apiErrorBodySchema.parse(answer.body);
      // The other staff member was free: only the room was missing. The winner's own rivals may
      // find the winner busy first.
      if (staffOf(index) === winner) expect(['RESOURCE_UNAVAILABLE', 'STAFF_BUSY']).toContain(body.code);
      else {
        expect(body).toMatchObject({
          code: 'RESOURCE_UNAVAILABLE',
          message: 'Booking unsuccessful, resource unavailable at the moment.',
        });
      }
    }
    expect(await massagesAt(start)).toEqual([
      { staff: 'anna-de-vries', room: 'treatment-room-1' },
      { staff: winner, room: 'treatment-room-2' },
    ]);
  });

  it('Anna and Bruno booking one time at once each get a room: 8 such pairs, all 16 at once, all 201', async () => {
    // Without the resource locks both of a pair would pick the first room, and one would be refused.
    const starts = ['2026-03-17', '2026-03-18', '2026-03-19', '2026-03-20'].flatMap((date) => [
      `${date}T13:00:00.000Z`,
      `${date}T15:00:00.000Z`,
    ]);
    const answers = await Promise.all(
      starts.flatMap((start, index) => [
        fixture.post('/bookings', massage('anna-de-vries', start, 300 + 2 * index)),
        fixture.post('/bookings', massage('bruno-costa', start, 301 + 2 * index)),
      ]),
    );
    for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    for (const start of starts) {
      expect((await massagesAt(start)).map((row) => row.room)).toEqual(['treatment-room-1', 'treatment-room-2']);
    }
  });

  it('12 simultaneous bookings with any staff at a time all three are free: exactly two, one per room', async () => {
    const start = '2026-03-11T10:00:00.000Z';
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) => fixture.post('/bookings', massage('any', start, 100 + index))),
    );
    expect(statusCounts(answers)).toEqual({ 201: 2, 409: 10 });
    for (const answer of answers.filter((item) => item.status === 409)) {
      expect(answer.body).toMatchObject({ code: 'RESOURCE_UNAVAILABLE' });
    }
    const booked = await massagesAt(start);
    expect(booked.map((row) => row.room)).toEqual(['treatment-room-1', 'treatment-room-2']);
    expect(new Set(booked.map((row) => row.staff)).size).toBe(2);
    // And the time is no longer offered, to anyone.
    const { body } = await fixture.call('/slots?service=massage-60&staff=any&from=2026-03-11&to=2026-03-11&timeZone=UTC');
    const starts = body.days.flatMap((day: { slots: Array<{ start: string }> }) => day.slots.map((slot) => slot.start));
    expect(starts).not.toContain(start);
  });

  it('simultaneous holds and bookings for the rooms: never more than two take them', async () => {
    const start = '2026-03-13T12:00:00.000Z';
    const staff = ['anna-de-vries', 'bruno-costa', 'chloe-martin'];
    const answers = await Promise.all(
      Array.from({ length: 18 }, (_, index) => {
        const member = staff[index % 3] ?? 'any';
        return index % 2 === 0
          ? fixture.post('/holds', { service: 'massage-60', staff: member, start })
          : fixture.post('/bookings', massage(member, start, 200 + index));
      }),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(2);
    for (const answer of answers.filter((item) => item.status !== 201)) {
      expect(answer.status).toBe(409);
      expect(['RESOURCE_UNAVAILABLE', 'STAFF_BUSY']).toContain(answer.body.code);
    }
    expect((await massagesAt(start)).map((row) => row.room)).toEqual(['treatment-room-1', 'treatment-room-2']);
  });
});
