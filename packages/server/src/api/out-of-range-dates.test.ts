import { apiErrorBodySchema } from '@booking-kit/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookingBody, useApiFixture } from '../test/api-fixture';

/**
 * Dates PostgreSQL cannot hold, or that no appointment could have: every one is a 400 naming the
 * field, never a 500 (PostgreSQL used to raise 22008/22009 for them). Requests may name instants
 * and dates from 2000 to 2199.
 */

const ADMIN_KEY = 'admin-key-for-dates';
let booking: { id: string; manageToken: string };
const fixture = useApiFixture({ adminApiKey: ADMIN_KEY });

beforeAll(async () => {
  const created = await fixture.post('/bookings', bookingBody());
  expect(created.status).toBe(201);
  booking = created.body;
});

/** Instants a request may not name: absurd, before 2000 or from 2200, or beyond what PostgreSQL holds. */
const ABSURD_INSTANTS = [
  '9999-12-31T23:59:59.999Z',
  '5000-01-01T00:00:00.000Z',
  '2200-01-01T00:00:00.000Z',
  '1999-12-31T23:59:59.999Z',
  '0000-01-01T00:00:00.000Z',
  '-000001-01-01T00:00:00.000Z',
  '+010000-01-01T00:00:00.000Z',
  '+275760-09-13T00:00:00.000Z',
];

function expectFieldError(answer: { status: number; body: unknown }, field: string, label: string): void {
  expect(answer.status, `${label}: ${JSON.stringify(answer.body)}`).toBe(400);
  const body = apiErrorBodySchema.parse(answer.body);
  expect(body.code, label).toBe('VALIDATION_FAILED');
  expect(body.fields?.[field], label).toBe('validation.invalid');
}

describe('absurd dates', () => {
  it('POST /bookings, a cart and a series: 400 on start', async () => {
    for (const start of ABSURD_INSTANTS) {
      expectFieldError(await fixture.post('/bookings', bookingBody({ start })), 'start', start);
      const { service: _service, start: _start, staff: _staff, ...details } = bookingBody();
      const cart = await fixture.post('/bookings', { ...details, items: [{ service: 'intro-call', start }] });
      expectFieldError(cart, 'items.0.start', `cart ${start}`);
      const series = await fixture.post('/bookings', bookingBody({ start, recurring: { count: 3 } }));
      expectFieldError(series, 'start', `series ${start}`);
    }
  });

  it('POST /holds and reschedule: 400 on start', async () => {
    const manage = { authorization: `Bearer ${booking.manageToken}` };
    for (const start of ABSURD_INSTANTS) {
      expectFieldError(await fixture.post('/holds', { service: 'intro-call', start }), 'start', `hold ${start}`);
      const moved = await fixture.post(`/bookings/${booking.id}/reschedule`, { start }, manage);
      expectFieldError(moved, 'start', `reschedule ${start}`);
    }
  });

  it('GET /slots and /slots/recurring: 400 on from, to and start', async () => {
    for (const date of ['9999-12-31', '5000-01-01', '0000-01-01', '1999-12-31', '2200-01-01']) {
      const one = await fixture.call(`/slots?service=intro-call&from=${date}&to=${date}&timeZone=Pacific/Kiritimati`);
      expectFieldError(one, 'from', `slots ${date}`);
      expect(one.body.fields.to).toBe('validation.invalid');
    }
    // The last day a request may name, in the zone furthest ahead: its end is still a valid query.
    const last = await fixture.call('/slots?service=intro-call&from=2199-12-31&to=2199-12-31&timeZone=Pacific/Kiritimati');
    expect(last).toMatchObject({ status: 200, body: { days: [] } });
    for (const start of ABSURD_INSTANTS) {
      const query = new URLSearchParams({ service: 'intro-call', start, count: '3' });
      expectFieldError(await fixture.call(`/slots/recurring?${query}`), 'start', `recurring ${start}`);
    }
  });

  it('POST /admin/one-time-links: 400 on expiresAt', async () => {
    const admin = { authorization: `Bearer ${ADMIN_KEY}` };
    for (const expiresAt of ABSURD_INSTANTS) {
      const link = await fixture.post('/admin/one-time-links', { service: 'intro-call', expiresAt }, admin);
      expectFieldError(link, 'expiresAt', `link ${expiresAt}`);
    }
  });
});
