import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { bookingBody, type Json, useApiFixture } from '../test/api-fixture';
import { payBooking } from '../test/pay-booking';

const ADMIN_KEY = 'admin-key-for-the-calendar-feeds-0123456789';
const admin = { authorization: `Bearer ${ADMIN_KEY}` };

const fixture = useApiFixture({ adminApiKey: ADMIN_KEY });

async function book(overrides: Record<string, unknown>): Promise<Json> {
  const { status, body } = await fixture.post('/bookings', bookingBody(overrides));
  expect(status, JSON.stringify(body)).toBe(201);
  return payBooking(fixture, body);
}

/** The events of a feed, as ical.js (an independent reader of RFC 5545) reads them. */
async function feedEvents(path: string) {
  const response = await fixture.api(new Request(`http://localhost/api/v1${path}`));
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
  expect(response.headers.get('cache-control')).toContain('no-store');
  const calendar = new ICAL.Component(ICAL.parse(await response.text()));
  return calendar.getAllSubcomponents('vevent').map((event) => ({
    uid: event.getFirstPropertyValue('uid'),
    status: event.getFirstPropertyValue('status'),
    summary: event.getFirstPropertyValue('summary'),
    start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString(),
    sequence: Number(event.getFirstPropertyValue('sequence')),
  }));
}

describe('a staff member’s calendar feed', () => {
  it('is issued with the admin key only, for a staff member that exists', async () => {
    expect((await fixture.post('/admin/staff/anna-de-vries/calendar-feed', {})).status).toBe(401);
    expect((await fixture.post('/admin/staff/nobody/calendar-feed', {}, admin)).status).toBe(404);
  });

  it('lists the staff member’s bookings with the invites’ UIDs: requested as tentative, cancelled as cancelled; others’ are not in it', async () => {
    const issued = await fixture.post('/admin/staff/anna-de-vries/calendar-feed', {}, admin);
    expect(issued.status).toBe(201);
    expect(issued.body).toMatchObject({ staff: 'anna-de-vries', path: `/feeds/${issued.body.token}.ics` });
    expect(await feedEvents(issued.body.path)).toEqual([]);

    const kept = await book({ start: '2026-03-03T08:00:00.000Z' });
    const cancelled = await book({ start: '2026-03-03T09:00:00.000Z' });
    await fixture.post(
      `/bookings/${cancelled.id}/cancel`,
      { reason: 'Ill' },
      { authorization: `Bearer ${cancelled.manageToken}` },
    );
    const requested = await book({ service: 'consultation-30', start: '2026-03-03T10:00:00.000Z' });
    expect(requested.status).toBe('requested');
    await book({ start: '2026-03-03T10:00:00.000Z', staff: 'bruno-costa' });

    const events = await feedEvents(issued.body.path);
    expect(events).toEqual([
      {
        uid: `${kept.id}@booking-kit`,
        status: 'CONFIRMED',
        summary: 'Intro call · Ada Lovelace',
        start: kept.start,
        sequence: 0,
      },
      {
        uid: `${cancelled.id}@booking-kit`,
        status: 'CANCELLED',
        summary: 'Intro call · Ada Lovelace',
        start: cancelled.start,
        sequence: 0,
      },
      expect.objectContaining({ uid: `${requested.id}@booking-kit`, status: 'TENTATIVE', start: requested.start }),
    ]);
  });

  it('issued again, the old address stops working and the new one serves', async () => {
    const first = await fixture.post('/admin/staff/bruno-costa/calendar-feed', {}, admin);
    const second = await fixture.post('/admin/staff/bruno-costa/calendar-feed', {}, admin);
    expect(second.body.token).not.toBe(first.body.token);
    expect((await fixture.call(first.body.path)).status).toBe(404);
    expect(await feedEvents(second.body.path)).toHaveLength(1);
  });

  it('answers 404 for any address that is no feed’s', async () => {
    for (const path of ['/feeds/nothing.ics', `/feeds/${'a'.repeat(43)}.ics`, `/feeds/${'a'.repeat(43)}`, '/feeds/%2e%2e.ics']) {
      expect((await fixture.call(path)).status, path).toBe(404);
    }
  });
});
