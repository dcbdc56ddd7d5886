import { recurringSlotsResponseSchema } from '@booking-kit/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiFixture, bookingBody, openApiFixture } from '../test/api-fixture';

let fixture: ApiFixture;
beforeAll(async () => {
  fixture = await openApiFixture();
});
afterAll(async () => {
  expect(fixture.loggedErrors).toEqual([]);
  await fixture.dispose();
});

/** Tuesday 10 March 2026, 10:00 in Amsterdam: a massage with Anna, then weekly. */
const FIRST = '2026-03-10T09:00:00.000Z';
const PREVIEW = `/slots/recurring?service=massage-60&staff=anna-de-vries&start=${FIRST}&count=4`;

function massage(overrides: Record<string, unknown> = {}) {
  return bookingBody({ service: 'massage-60', staff: 'anna-de-vries', start: FIRST, ...overrides });
}

interface OccurrenceJson {
  index: number;
  start: string | null;
  available: boolean;
  unavailable?: string;
  staff: string[];
}

async function occurrences(): Promise<OccurrenceJson[]> {
  const { status, body } = await fixture.call(PREVIEW);
  expect(status, JSON.stringify(body)).toBe(200);
  expect(recurringSlotsResponseSchema.parse(body)).toEqual(body);
  return body.occurrences;
}

describe('recurring bookings', () => {
  it('keep the wall clock across the daylight-saving change, and show who is free', async () => {
    const { body } = await fixture.call(PREVIEW);
    expect(body.timeZone).toBe('Europe/Amsterdam');
    // 10:00 in Amsterdam every Tuesday: 09:00Z in winter time, 08:00Z after 29 March.
    expect(body.occurrences.map((occurrence: OccurrenceJson) => occurrence.start)).toEqual([
      '2026-03-10T09:00:00.000Z',
      '2026-03-17T09:00:00.000Z',
      '2026-03-24T09:00:00.000Z',
      '2026-03-31T08:00:00.000Z',
    ]);
    for (const occurrence of body.occurrences as OccurrenceJson[]) {
      expect(occurrence).toMatchObject({ available: true, staff: ['anna-de-vries'] });
    }
  });

  it('mark an occurrence someone else has booked, and refuse the whole series while it is asked for', async () => {
    const other = await fixture.post('/bookings', massage({ start: '2026-03-24T09:00:00.000Z' }));
    expect(other.status).toBe(201);
    const checked = await occurrences();
    expect(checked[2]).toMatchObject({ index: 2, available: false, unavailable: 'notOffered', staff: [] });

    const { status, body } = await fixture.post('/bookings', massage({ recurring: { count: 4 } }));
    expect(status).toBe(409);
    expect(body).toMatchObject({ code: 'STAFF_BUSY', params: { item: 2 } });
    // All or nothing: the other three are still free.
    expect((await occurrences()).map((occurrence) => occurrence.available)).toEqual([true, true, false, true]);
  });

  it('book every occurrence not skipped, sharing one manage token', async () => {
    const { status, body } = await fixture.post('/bookings', massage({ recurring: { everyWeeks: 1, count: 4, skip: [2] } }));
    expect(status, JSON.stringify(body)).toBe(201);
    expect(body.start).toBe(FIRST);
    expect(body.group.map((booking: { start: string }) => booking.start)).toEqual([
      '2026-03-17T09:00:00.000Z',
      '2026-03-31T08:00:00.000Z',
    ]);
    for (const { id } of body.group) {
      const viewed = await fixture.call(`/bookings/${id}`, { headers: { authorization: `Bearer ${body.manageToken}` } });
      expect(viewed.status).toBe(200);
      expect(viewed.body.contact.email).toBe('ada@example.com');
    }
    expect((await occurrences()).every((occurrence) => !occurrence.available)).toBe(true);
  });

  it('replay the first answer for the same Idempotency-Key', async () => {
    const body = massage({ start: '2026-04-07T08:00:00.000Z', recurring: { everyWeeks: 2, count: 3 } });
    const headers = { 'idempotency-key': 'series-once' };
    const first = await fixture.post('/bookings', body, headers);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.group).toHaveLength(2);
    const again = await fixture.post('/bookings', body, headers);
    expect(again.status).toBe(201);
    expect(again.body.id).toBe(first.body.id);
    expect(again.body.group).toEqual(first.body.group);
  });

  it('keep the business’s clock for any staff member', async () => {
    const { body } = await fixture.call('/slots/recurring?service=intro-call&start=2026-03-24T10:00:00.000Z&count=2');
    expect(body.timeZone).toBe('Europe/Amsterdam');
    expect(body.occurrences[1].start).toBe('2026-03-31T09:00:00.000Z');
    expect(body.occurrences[1].staff.length).toBeGreaterThan(0);
  });

  it('reject a series that skips its first occurrence or is too long, naming the field', async () => {
    const skipsFirst = await fixture.post('/bookings', massage({ recurring: { count: 3, skip: [0] } }));
    expect(skipsFirst.status).toBe(400);
    expect(skipsFirst.body.fields).toEqual({ 'recurring.skip': 'validation.invalid' });
    const tooLong = await fixture.post('/bookings', massage({ recurring: { count: 53 } }));
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.fields).toEqual({ 'recurring.count': 'validation.invalid' });
    const badQuery = await fixture.call(`/slots/recurring?service=massage-60&start=${FIRST}&count=0`);
    expect(badQuery.status).toBe(400);
    expect(badQuery.body.fields).toEqual({ count: 'validation.invalid' });
  });
});
