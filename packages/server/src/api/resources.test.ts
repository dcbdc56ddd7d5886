import { readFileSync } from 'node:fs';
import { apiErrorBodySchema } from '@booking-kit/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { importBusiness } from '../business/import-business';
import { DEMO_BUSINESS_FILE } from '../package-paths';
import { bookingBody, type Json, NOW, useApiFixture } from '../test/api-fixture';
import { bookedRooms } from '../test/booked-rooms';
import { payBooking } from '../test/pay-booking';

/**
 * The demo business, where massage-60 needs one of the two treatment rooms, with Chloé doing
 * massages too: three staff for two rooms, so that a third massage at once must fail. The yoga
 * class needs its one studio (its seats share it).
 */
function documentWithThreeMasseurs() {
  const demo = JSON.parse(readFileSync(DEMO_BUSINESS_FILE, 'utf8'));
  const service = (slug: string) => demo.services.find((candidate: { slug: string }) => candidate.slug === slug);
  service('massage-60').staff.push('chloe-martin');
  demo.resources.push({ slug: 'yoga-studio', name: 'Yoga studio' });
  service('yoga-class').resources = ['yoga-studio'];
  return demo;
}

/** The injected clock; one test moves it forward to let a hold expire. */
let clock = NOW;
const fixture = useApiFixture({ now: () => clock });

beforeAll(async () => {
  await importBusiness(fixture.db, documentWithThreeMasseurs());
});

const MINUTE = 60_000;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const massage = (staff: string, start: string, overrides: Record<string, unknown> = {}) =>
  bookingBody({ service: 'massage-60', staff, start, ...overrides });

const UNAVAILABLE = {
  statusCode: 409,
  statusMessage: 'Conflict',
  code: 'RESOURCE_UNAVAILABLE',
  message: 'Booking unsuccessful, resource unavailable at the moment.',
};

async function book(staff: string, start: string): Promise<Json> {
  const { status, body } = await fixture.post('/bookings', massage(staff, start));
  expect(status, JSON.stringify(body)).toBe(201);
  return body;
}

/** The starts `GET /slots` offers on a day (UTC). */
async function slotStarts(date: string, staff: string, service = 'massage-60'): Promise<string[]> {
  const { status, body } = await fixture.call(`/slots?service=${service}&staff=${staff}&from=${date}&to=${date}&timeZone=UTC`);
  expect(status, JSON.stringify(body)).toBe(200);
  return body.days.flatMap((day: { slots: Array<{ start: string }> }) => day.slots.map((slot) => slot.start));
}

/** The resource slugs of the live bookings of a service at a start. */
const roomsAt = (start: string, service?: string) => bookedRooms(fixture.db, start, service);

describe('resources in the business document', () => {
  it('are imported, and the service’s rooms stay out of its public view', async () => {
    const { rows } = await fixture.db.query<{ slug: string; kind: string }>(
      `SELECT r.slug, r.kind FROM service_resources sr JOIN resources r ON r.id = sr.resource_id
       JOIN services s ON s.id = sr.service_id WHERE s.slug = 'massage-60' ORDER BY sr.position`,
    );
    expect(rows).toEqual([
      { slug: 'treatment-room-1', kind: 'room' },
      { slug: 'treatment-room-2', kind: 'room' },
    ]);
    const { status, body } = await fixture.call('/services/massage-60');
    expect(status).toBe(200);
    expect(body).not.toHaveProperty('resources');
    expect(JSON.stringify(body)).not.toContain('treatment-room');
  });
});

describe('a booking takes a free room', () => {
  it('two massages at once take the two rooms; a third at that time is 409 RESOURCE_UNAVAILABLE', async () => {
    const start = '2026-03-04T10:00:00.000Z';
    await book('anna-de-vries', start);
    await book('bruno-costa', start);
    expect(await roomsAt(start)).toEqual(['treatment-room-1', 'treatment-room-2']);

    for (const staff of ['chloe-martin', 'any']) {
      const { status, body } = await fixture.post('/bookings', massage(staff, start));
      expect(status).toBe(409);
      expect(apiErrorBodySchema.parse(body)).toEqual(UNAVAILABLE);
    }
    expect(await roomsAt(start)).toHaveLength(2);
  });

  it('keeps the room for the buffer after, as the staff member’s time', async () => {
    // Anna's and Bruno's 10:00 massages keep both rooms until 11:15 (15 minutes' buffer).
    const { status, body } = await fixture.post('/bookings', massage('chloe-martin', '2026-03-04T11:00:00.000Z'));
    expect(status).toBe(409);
    expect(body).toMatchObject({ code: 'RESOURCE_UNAVAILABLE' });
  });

  it('slots hide the times with no room free, and only for services that need one', async () => {
    // Both rooms are taken 10:00–11:15: a massage at 09:00 would keep its room until 10:15 (its
    // buffer), one at 11:00 needs it from 11:00.
    expect(await slotStarts('2026-03-04', 'chloe-martin')).toEqual([
      '2026-03-04T07:00:00.000Z',
      '2026-03-04T08:00:00.000Z',
      '2026-03-04T12:00:00.000Z',
    ]);
    expect(await slotStarts('2026-03-04', 'any')).not.toContain('2026-03-04T10:00:00.000Z');
    // Chloé herself is free then: a service without rooms still offers her.
    expect(await slotStarts('2026-03-04', 'chloe-martin', 'intro-call')).toContain('2026-03-04T10:00:00.000Z');
  });

  it('cancelling gives the room back', async () => {
    const start = '2026-03-11T10:00:00.000Z';
    const anna = await book('anna-de-vries', start);
    await book('bruno-costa', start);
    expect(await slotStarts('2026-03-11', 'chloe-martin')).not.toContain(start);

    const cancelled = await fixture.post(`/bookings/${anna.id}/cancel`, { reason: 'Ill' }, bearer(anna.manageToken));
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(await roomsAt(start)).toEqual(['treatment-room-2']);
    expect(await slotStarts('2026-03-11', 'chloe-martin')).toContain(start);
    await book('chloe-martin', start);
    expect(await roomsAt(start)).toEqual(['treatment-room-1', 'treatment-room-2']);
  });
});

describe('every way of taking time takes a room', () => {
  it('a cart of three massages at once fails on the third item and keeps nothing; two fit', async () => {
    const { service: _service, staff: _staff, start: _start, ...details } = bookingBody();
    const start = '2026-03-13T10:00:00.000Z';
    const item = { service: 'massage-60', start };
    const three = await fixture.post('/bookings', { ...details, items: [item, item, item] });
    expect(three.status).toBe(409);
    expect(three.body).toMatchObject({ code: 'RESOURCE_UNAVAILABLE', params: { item: 2 } });
    expect(await roomsAt(start)).toEqual([]);

    const two = await fixture.post('/bookings', { ...details, items: [item, item] });
    expect(two.status, JSON.stringify(two.body)).toBe(201);
    expect(await roomsAt(start)).toEqual(['treatment-room-1', 'treatment-room-2']);
  });

  it('a hold keeps its room; releasing it gives the room back', async () => {
    const start = '2026-03-18T10:00:00.000Z';
    const hold = (staff: string) => fixture.post('/holds', { service: 'massage-60', staff, start });
    const anna = await hold('anna-de-vries');
    expect(anna.status, JSON.stringify(anna.body)).toBe(201);
    expect((await hold('bruno-costa')).status).toBe(201);
    expect((await hold('chloe-martin')).body).toMatchObject({ code: 'RESOURCE_UNAVAILABLE' });
    expect((await fixture.post('/bookings', massage('chloe-martin', start))).body).toMatchObject({
      code: 'RESOURCE_UNAVAILABLE',
    });

    const released = await fixture.call(`/holds/${anna.body.id}`, { method: 'DELETE', headers: bearer(anna.body.holdToken) });
    expect(released.status).toBe(204);
    await book('chloe-martin', start);
  });

  it('a hold that expired no longer keeps its room, even for another staff member', async () => {
    const start = '2026-03-20T10:00:00.000Z';
    clock = NOW;
    const held = await fixture.post('/holds', { service: 'massage-60', staff: 'anna-de-vries', start });
    expect(held.status).toBe(201);
    try {
      clock = new Date(NOW.getTime() + 11 * MINUTE);
      await book('bruno-costa', start);
      await book('chloe-martin', start);
      expect(await roomsAt(start)).toEqual(['treatment-room-1', 'treatment-room-2']);
    } finally {
      clock = NOW;
    }
  });

  it('a move to a time with no room free is 409 RESOURCE_UNAVAILABLE; moving away frees the room', async () => {
    const full = '2026-03-25T10:00:00.000Z';
    const other = '2026-03-25T12:00:00.000Z';
    const anna = await payBooking(fixture, await book('anna-de-vries', full));
    await book('bruno-costa', full);
    const chloe = await payBooking(fixture, await book('chloe-martin', other));

    const refused = await fixture.post(`/bookings/${chloe.id}/reschedule`, { start: full }, bearer(chloe.manageToken));
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'RESOURCE_UNAVAILABLE' });

    const moved = await fixture.post(`/bookings/${anna.id}/reschedule`, { start: other }, bearer(anna.manageToken));
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const again = await fixture.post(`/bookings/${chloe.id}/reschedule`, { start: full }, bearer(chloe.manageToken));
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(await roomsAt(full)).toHaveLength(2);
    expect(await roomsAt(other)).toEqual(['treatment-room-2']);
  });

  it('a series with an occurrence at a time with no room free is refused whole, naming it', async () => {
    const first = '2026-03-06T12:00:00.000Z';
    const second = '2026-03-13T12:00:00.000Z';
    await book('anna-de-vries', second);
    await book('bruno-costa', second);

    const preview = await fixture.call(`/slots/recurring?service=massage-60&staff=chloe-martin&start=${first}&count=2`);
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body.occurrences.map((occurrence: { available: boolean }) => occurrence.available)).toEqual([true, false]);

    const series = await fixture.post('/bookings', massage('chloe-martin', first, { recurring: { everyWeeks: 1, count: 2 } }));
    expect(series.status).toBe(409);
    expect(series.body).toMatchObject({ code: 'RESOURCE_UNAVAILABLE', params: { item: 1 } });
    expect(await roomsAt(first)).toEqual([]);
  });

  it('the seats of one class share its room', async () => {
    const start = '2026-03-09T07:00:00.000Z';
    for (const email of ['one@example.com', 'two@example.com']) {
      const { status, body } = await fixture.post(
        '/bookings',
        bookingBody({
          service: 'yoga-class',
          staff: 'chloe-martin',
          start,
          seats: 1,
          contact: { ...bookingBody().contact, email },
        }),
      );
      expect(status, JSON.stringify(body)).toBe(201);
    }
    expect(await roomsAt(start, 'yoga-class')).toEqual(['yoga-studio', 'yoga-studio']);
    expect(await slotStarts('2026-03-09', 'chloe-martin', 'yoga-class')).toContain(start);
  });
});
