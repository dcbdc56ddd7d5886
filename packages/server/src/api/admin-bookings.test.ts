import { bookingSchema } from '@booking-kit/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookingBody, type Json, useApiFixture } from '../test/api-fixture';

const ADMIN_KEY = 'admin-key-for-the-bookings-list-0123456789';
const admin = { authorization: `Bearer ${ADMIN_KEY}` };
const made: Json[] = [];

/** Books the intro call at `start` with `staff` and an address of its own. */
async function book(start: string, staff = 'anna-de-vries', email = `visitor.${made.length}@example.com`): Promise<Json> {
  const { status, body } = await fixture.post(
    '/bookings',
    bookingBody({ start, staff, contact: { ...bookingBody().contact, email } }),
  );
  expect(status, JSON.stringify(body)).toBe(201);
  made.push(body);
  return body;
}

const list = (query = '') => fixture.call(`/admin/bookings${query}`, { headers: admin });

const fixture = useApiFixture({ adminApiKey: ADMIN_KEY });

beforeAll(async () => {
  // Tuesday and Wednesday of the fixture's week, Anna and Bruno; one cancelled.
  // Made in the order of their starts (Bruno's hours begin at 10:00 UTC).
  await book('2026-03-03T08:00:00.000Z');
  await book('2026-03-03T09:00:00.000Z');
  await book('2026-03-03T10:30:00.000Z', 'bruno-costa');
  const cancelled = await book('2026-03-04T08:00:00.000Z');
  await fixture.post(`/bookings/${cancelled.id}/cancel`, { reason: 'Ill' }, { authorization: `Bearer ${cancelled.manageToken}` });
  await book('2026-03-04T10:00:00.000Z', 'bruno-costa');
});

describe('GET /admin/bookings', () => {
  it('answers 401 without the admin key, and with a wrong one', async () => {
    expect((await fixture.call('/admin/bookings')).status).toBe(401);
    expect((await fixture.call('/admin/bookings', { headers: { authorization: 'Bearer wrong' } })).status).toBe(401);
  });

  it('lists what is coming, by start, with each visitor’s contact details, never cached', async () => {
    const { status, body, headers } = await list();
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('no-store');
    expect(body.bookings.map((booking: Json) => booking.id)).toEqual(made.map((booking) => booking.id));
    for (const booking of body.bookings) expect(bookingSchema.parse(booking)).toEqual(booking);
    expect(body.bookings[0].contact).toMatchObject({
      firstName: 'Ada',
      email: 'visitor.0@example.com',
      phone: '+31 6 1234 5678',
    });
    // No manage token is ever listed.
    expect(body.bookings.some((booking: Json) => 'manageToken' in booking)).toBe(false);
    expect(body.nextCursor).toBeNull();
  });

  it('narrows by time range, staff member and status', async () => {
    const tuesday = await list('?from=2026-03-03T00:00:00Z&to=2026-03-04T00:00:00Z');
    expect(tuesday.body.bookings.map((booking: Json) => booking.start)).toEqual([
      '2026-03-03T08:00:00.000Z',
      '2026-03-03T09:00:00.000Z',
      '2026-03-03T10:30:00.000Z',
    ]);
    const bruno = await list('?staff=bruno-costa');
    expect(bruno.body.bookings.map((booking: Json) => booking.staff.slug)).toEqual(['bruno-costa', 'bruno-costa']);
    const cancelled = await list('?status=cancelled');
    expect(cancelled.body.bookings).toHaveLength(1);
    expect(cancelled.body.bookings[0]).toMatchObject({ status: 'cancelled', cancellationReason: 'Ill' });
    const live = await list('?status=scheduled,requested');
    expect(live.body.bookings).toHaveLength(4);
    // Nothing starts after the last booking.
    expect((await list('?from=2026-03-05T00:00:00Z')).body.bookings).toEqual([]);
  });

  it('pages through with the cursor: every booking once, in order', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: Json = await list(`?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.status).toBe(200);
      expect(page.body.bookings.length).toBeLessThanOrEqual(2);
      seen.push(...page.body.bookings.map((booking: Json) => booking.id));
      cursor = page.body.nextCursor;
      pages++;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toEqual(made.map((booking) => booking.id));
  });

  it('refuses bad parameters with 400 naming each, never a 5xx', async () => {
    const cases: [string, string][] = [
      ['?limit=0', 'limit'],
      ['?limit=101', 'limit'],
      ['?limit=ten', 'limit'],
      ['?status=done', 'status'],
      ['?status=', 'status'],
      ['?from=yesterday', 'from'],
      ['?to=2026-13-40T00:00:00Z', 'to'],
      ['?staff=NOT%20A%20SLUG', 'staff'],
      ['?cursor=not-ours', 'cursor'],
      [`?cursor=${Buffer.from('["2026-03-03T08:00:00Z", 5]').toString('base64url')}`, 'cursor'],
      ['?colour=blue', 'colour'],
    ];
    for (const [query, field] of cases) {
      const { status, body } = await list(query);
      expect(status, query).toBe(400);
      expect(body.code, query).toBe('VALIDATION_FAILED');
      // The parameter, or one item of it (`status.0` for the first of a comma-separated list).
      expect(
        Object.keys(body.fields ?? {}).some((key) => key === field || key.startsWith(`${field}.`)),
        `${query}: ${JSON.stringify(body.fields)}`,
      ).toBe(true);
    }
  });
});
