import { apiErrorBodySchema, bookingSchema, oneTimeLinkCreatedSchema, oneTimeLinkDetailSchema } from '@booking-kit/core';
import { describe, expect, it } from 'vitest';
import { loadDemoBusiness } from '../business/load-demo-business';
import { bookingBody, type Json, NOW, useApiFixture } from '../test/api-fixture';
import { payBooking } from '../test/pay-booking';
import { createBookingApi } from './create-booking-api';

const ADMIN_KEY = 'test-admin-key-0123456789';
const admin = { authorization: `Bearer ${ADMIN_KEY}` };

let clock = NOW;
const fixture = useApiFixture({ now: () => clock, adminApiKey: ADMIN_KEY });

const HOUR = 3_600_000;
const bookingCount = async () => (await fixture.db.query<{ n: number }>('SELECT count(*)::int AS n FROM bookings')).rows[0]?.n;

async function requested(start: string): Promise<Json> {
  const { status, body } = await fixture.post('/bookings', bookingBody({ service: 'consultation-30', start }));
  expect(status).toBe(201);
  // A paid service: requested once paid.
  const paid = await payBooking(fixture, body);
  expect(paid.status).toBe('requested');
  return paid;
}

describe('the admin API key', () => {
  it('is required: none, a wrong one, or none configured answer 401 UNAUTHORIZED', async () => {
    const booking = await requested('2026-03-04T08:00:00.000Z');
    const paths = [`/admin/bookings/${booking.id}/confirm`, `/admin/bookings/${booking.id}/reject`, '/admin/one-time-links'];
    for (const path of paths) {
      const attempts: Array<Record<string, string>> = [{}, { authorization: 'Bearer wrong-key' }, { authorization: ADMIN_KEY }];
      for (const headers of attempts) {
        const answer = await fixture.post(path, { service: 'intro-call' }, headers);
        expect(answer.status, path).toBe(401);
        expect(apiErrorBodySchema.parse(answer.body)).toMatchObject({
          statusCode: 401,
          statusMessage: 'Unauthorized',
          code: 'UNAUTHORIZED',
        });
        expect(answer.headers.get('www-authenticate')).toMatch(/^Bearer/);
      }
    }
    const unconfigured = createBookingApi({ db: fixture.db, now: () => clock });
    const response = await unconfigured(
      new Request(`http://localhost/api/v1/admin/bookings/${booking.id}/confirm`, { method: 'POST', headers: admin }),
    );
    expect(response.status).toBe(401);
    expect((await response.json()).code).toBe('UNAUTHORIZED');
    // Nothing changed.
    expect((await fixture.call(`/bookings/${booking.id}`)).body.status).toBe('requested');
  });

  it('comes from ADMIN_API_KEY when no option is given', async () => {
    process.env.ADMIN_API_KEY = 'from-the-environment';
    try {
      const api = createBookingApi({ db: fixture.db, now: () => clock });
      const response = await api(
        new Request('http://localhost/api/v1/admin/one-time-links', {
          method: 'POST',
          headers: { authorization: 'Bearer from-the-environment' },
          body: JSON.stringify({ service: 'intro-call' }),
        }),
      );
      expect(response.status).toBe(201);
    } finally {
      delete process.env.ADMIN_API_KEY;
    }
  });
});

describe('confirming and rejecting requested bookings', () => {
  it('a requested booking blocks its slot; confirm makes it scheduled, once', async () => {
    clock = NOW;
    const booking = await requested('2026-03-04T09:00:00.000Z');
    const other = await fixture.post('/bookings', bookingBody({ start: '2026-03-04T09:00:00.000Z' }));
    expect(other).toMatchObject({ status: 409, body: { code: 'STAFF_BUSY' } });

    const confirmed = await fixture.post(`/admin/bookings/${booking.id}/confirm`, {}, admin);
    expect(confirmed.status).toBe(200);
    expect(bookingSchema.parse(confirmed.body)).toMatchObject({ id: booking.id, status: 'scheduled' });
    expect(confirmed.body.contact.email).toBe('ada@example.com');
    const again = await fixture.call(`/admin/bookings/${booking.id}/confirm`, { method: 'POST', headers: admin });
    expect(again).toMatchObject({ status: 409, body: { code: 'BOOKING_NOT_REQUESTED' } });
    expect((await fixture.post(`/admin/bookings/${booking.id}/reject`, {}, admin)).body.code).toBe('BOOKING_NOT_REQUESTED');
  });

  it('reject cancels it (with an optional reason) and frees the slot; unknown ids are 404', async () => {
    const booking = await requested('2026-03-04T09:30:00.000Z');
    const rejected = await fixture.post(`/admin/bookings/${booking.id}/reject`, { reason: 'Fully booked that day' }, admin);
    expect(rejected).toMatchObject({ status: 200, body: { status: 'cancelled', cancellationReason: 'Fully booked that day' } });
    expect((await fixture.post('/bookings', bookingBody({ start: '2026-03-04T09:30:00.000Z' }))).status).toBe(201);
    const bare = await requested('2026-03-04T10:00:00.000Z');
    // No body at all is fine.
    const noBody = await fixture.call(`/admin/bookings/${bare.id}/reject`, { method: 'POST', headers: admin });
    expect(noBody).toMatchObject({ status: 200, body: { status: 'cancelled' } });
    expect((await fixture.post('/admin/bookings/AAAAAAAAAAAAAAAAAAAAAA/confirm', {}, admin)).status).toBe(404);
    expect((await fixture.post('/admin/bookings/nope/confirm', {}, admin)).status).toBe(404);
    expect(await fixture.post(`/admin/bookings/${bare.id}/reject`, { reason: 42 }, admin)).toMatchObject({
      status: 400,
      body: { fields: { reason: 'validation.invalid' } },
    });
  });
});

describe('one-time links', () => {
  it('demo links: otl-welcome shows what it books; otl-used answers 410 Slug Expired', async () => {
    const welcome = await fixture.call('/one-time-links/otl-welcome');
    expect(welcome.status).toBe(200);
    expect(oneTimeLinkDetailSchema.parse(welcome.body)).toEqual(welcome.body);
    expect(welcome.body).toMatchObject({ slug: 'otl-welcome', service: { slug: 'intro-call', durationMinutes: 15 } });
    expect(welcome.body).not.toHaveProperty('staff');
    const used = await fixture.call('/one-time-links/otl-used');
    expect(used).toMatchObject({
      status: 410,
      body: { statusCode: 410, statusMessage: 'Slug Expired', code: 'SLUG_EXPIRED' },
    });
    expect((await fixture.call('/one-time-links/otl-nothing')).status).toBe(404);
    expect((await fixture.call('/one-time-links/Not%20A%20Slug')).status).toBe(404);
  });

  it('books exactly once: the second booking through a link is 410 and is not made', async () => {
    clock = NOW;
    const first = await fixture.post('/bookings', bookingBody({ start: '2026-03-05T08:00:00.000Z', oneTimeLink: 'otl-welcome' }));
    expect(first).toMatchObject({ status: 201, body: { start: '2026-03-05T08:00:00.000Z' } });
    const before = await bookingCount();
    const second = await fixture.post(
      '/bookings',
      bookingBody({ start: '2026-03-05T08:15:00.000Z', oneTimeLink: 'otl-welcome' }),
    );
    expect(second).toMatchObject({ status: 410, body: { statusMessage: 'Slug Expired', code: 'SLUG_EXPIRED' } });
    expect(await bookingCount()).toBe(before);
    expect((await fixture.call('/one-time-links/otl-welcome')).status).toBe(410);
    // Importing the business again does not make a used link usable.
    const report = await loadDemoBusiness(fixture.db, { force: true });
    expect(report?.oneTimeLinks).toEqual({ created: 0, updated: 2 });
    expect((await fixture.call('/one-time-links/otl-welcome')).status).toBe(410);
  });

  it('admin creates random links (128 bits); of simultaneous bookings through one, exactly one succeeds', async () => {
    clock = NOW;
    const created = await fixture.post('/admin/one-time-links', { service: 'intro-call', staff: 'bruno-costa' }, admin);
    expect(created.status).toBe(201);
    expect(oneTimeLinkCreatedSchema.parse(created.body)).toEqual({
      slug: created.body.slug,
      service: 'intro-call',
      staff: 'bruno-costa',
    });
    expect(created.body.slug).toMatch(/^otl-[0-9a-f]{32}$/);
    const other = await fixture.post('/admin/one-time-links', { service: 'intro-call' }, admin);
    expect(other.body.slug).not.toBe(created.body.slug);

    const { slug } = created.body;
    const detail = await fixture.call(`/one-time-links/${slug}`);
    expect(detail.body).toMatchObject({ service: { slug: 'intro-call' }, staff: { slug: 'bruno-costa' } });
    // The link books Bruno: another staff member is refused, `any` goes to Bruno.
    const anna = await fixture.post('/bookings', bookingBody({ start: '2026-03-05T11:00:00.000Z', oneTimeLink: slug }));
    expect(anna).toMatchObject({ status: 400, body: { fields: { staff: 'validation.invalid' } } });
    const massage = await fixture.post(
      '/bookings',
      bookingBody({ service: 'massage-60', staff: 'any', start: '2026-03-05T11:00:00.000Z', oneTimeLink: slug }),
    );
    expect(massage).toMatchObject({ status: 400, body: { fields: { oneTimeLink: 'validation.invalid' } } });

    const starts = ['11:00', '11:15', '11:30', '11:45', '12:00', '12:15'].map((time) => `2026-03-05T${time}:00.000Z`);
    const answers = await Promise.all(
      starts.map((start) => fixture.post('/bookings', bookingBody({ staff: 'any', start, oneTimeLink: slug }))),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 410, 410, 410, 410, 410]);
    expect(answers.find((answer) => answer.status === 201)?.body.staff.slug).toBe('bruno-costa');
    for (const answer of answers.filter((item) => item.status === 410)) {
      expect(answer.body).toMatchObject({ code: 'SLUG_EXPIRED', statusMessage: 'Slug Expired' });
    }
  });

  it('expires at expiresAt (by the injected clock): 410 for viewing and booking', async () => {
    clock = NOW;
    const created = await fixture.post(
      '/admin/one-time-links',
      { service: 'intro-call', expiresAt: new Date(NOW.getTime() + HOUR).toISOString() },
      admin,
    );
    expect(created.body.expiresAt).toBe(new Date(NOW.getTime() + HOUR).toISOString());
    expect((await fixture.call(`/one-time-links/${created.body.slug}`)).status).toBe(200);
    clock = new Date(NOW.getTime() + HOUR);
    expect((await fixture.call(`/one-time-links/${created.body.slug}`)).status).toBe(410);
    const late = await fixture.post(
      '/bookings',
      bookingBody({ start: '2026-03-06T08:00:00.000Z', oneTimeLink: created.body.slug }),
    );
    expect(late).toMatchObject({ status: 410, body: { code: 'SLUG_EXPIRED' } });
    clock = NOW;
  });

  it('a failed booking leaves the link unused, and the idempotent replay of a 410 is the same 410', async () => {
    clock = NOW;
    const { slug } = (await fixture.post('/admin/one-time-links', { service: 'intro-call', staff: 'anna-de-vries' }, admin)).body;
    const night = await fixture.post('/bookings', bookingBody({ start: '2026-03-05T02:00:00.000Z', oneTimeLink: slug }));
    expect(night).toMatchObject({ status: 409, body: { code: 'SLOT_UNAVAILABLE' } });
    expect((await fixture.call(`/one-time-links/${slug}`)).status).toBe(200);
    const body = bookingBody({ start: '2026-03-06T08:30:00.000Z', oneTimeLink: slug });
    expect((await fixture.post('/bookings', body)).status).toBe(201);
    const headers = { 'idempotency-key': 'otl-replay' };
    const gone = await fixture.post('/bookings', bookingBody({ start: '2026-03-06T09:00:00.000Z', oneTimeLink: slug }), headers);
    expect(gone.status).toBe(410);
    const replay = await fixture.post(
      '/bookings',
      bookingBody({ start: '2026-03-06T09:00:00.000Z', oneTimeLink: slug }),
      headers,
    );
    expect(replay).toMatchObject({ status: 410, body: gone.body });
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
  });

  it('refuses unknown services and staff (404) and an expiry in the past (400); unknown links are 404 when booking', async () => {
    expect((await fixture.post('/admin/one-time-links', { service: 'nothing' }, admin)).status).toBe(404);
    expect((await fixture.post('/admin/one-time-links', { service: 'massage-60', staff: 'chloe-martin' }, admin)).status).toBe(
      404,
    );
    expect(
      await fixture.post('/admin/one-time-links', { service: 'intro-call', expiresAt: '2020-01-01T00:00:00Z' }, admin),
    ).toMatchObject({ status: 400, body: { fields: { expiresAt: 'validation.invalid' } } });
    expect(await fixture.post('/admin/one-time-links', { service: 'intro-call', expiresAt: 'soon' }, admin)).toMatchObject({
      status: 400,
      body: { fields: { expiresAt: 'validation.invalid' } },
    });
    const unknown = await fixture.post('/bookings', bookingBody({ oneTimeLink: 'otl-nothing' }));
    expect(unknown).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
  });
});

describe('the OpenAPI document', () => {
  it('describes the hold, the booking request’s hold and one-time link, and the error codes', async () => {
    const { body } = await fixture.call('/openapi.json');
    expect(body.paths['/holds/{id}'].delete.responses).toHaveProperty('204');
    expect(body.components.schemas.Hold.properties.expiresAt).toBeDefined();
    expect(body.components.schemas.CreateBookingRequest.properties).toHaveProperty('hold');
    expect(body.components.schemas.CreateBookingRequest.properties).toHaveProperty('oneTimeLink');
    expect(body.components.schemas.ApiError.properties.code.enum).toEqual(
      expect.arrayContaining(['UNAUTHORIZED', 'HOLD_EXPIRED', 'CUTOFF_PASSED', 'RATE_LIMITED']),
    );
  });
});
