import { apiErrorBodySchema, bookingSchema } from '@booking-kit/core';
import { describe, expect, it } from 'vitest';
import { bookingBody, NOW, useApiFixture } from '../test/api-fixture';
import { payBooking } from '../test/pay-booking';

const fixture = useApiFixture();

const slotStarts = async (query: string): Promise<string[]> => {
  const { body } = await fixture.call(`/slots?${query}`);
  return body.days.flatMap((day: { slots: Array<{ start: string }> }) => day.slots.map((slot) => slot.start));
};

describe('POST /bookings', () => {
  it('books an offered slot: 201 with the same instant, then the slot is gone and a second booking is 409', async () => {
    const query = 'service=intro-call&staff=anna-de-vries&from=2026-03-03&to=2026-03-03&timeZone=Europe/Amsterdam';
    expect(await slotStarts(query)).toContain('2026-03-03T08:00:00.000Z');

    const { status, body, headers } = await fixture.post('/bookings', bookingBody());
    expect(status).toBe(201);
    expect(bookingSchema.parse(body)).toEqual(body);
    expect(body).toMatchObject({
      status: 'scheduled',
      start: '2026-03-03T08:00:00.000Z',
      end: '2026-03-03T08:15:00.000Z',
      staff: { slug: 'anna-de-vries' },
      service: { slug: 'intro-call', durationMinutes: 15 },
      createdAt: NOW.toISOString(),
      seats: 1,
      contact: { email: 'ada@example.com' },
    });
    expect(body.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(body.manageToken.length).toBeGreaterThanOrEqual(43);
    expect(headers.get('location')).toBe(`/api/v1/bookings/${body.id}`);

    expect(await slotStarts(query)).not.toContain('2026-03-03T08:00:00.000Z');
    const again = await fixture.post('/bookings', bookingBody({ contact: { ...bookingBody().contact, firstName: 'Grace' } }));
    expect(again).toMatchObject({
      status: 409,
      body: { statusCode: 409, statusMessage: 'Conflict', code: 'STAFF_BUSY', message: 'Not booked: Staff busy' },
    });
  });

  it('lets exactly one of two simultaneous bookings of one slot through', async () => {
    const body = bookingBody({ start: '2026-03-03T09:00:00.000Z' });
    const answers = await Promise.all([fixture.post('/bookings', body), fixture.post('/bookings', body)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body.code).toBe('STAFF_BUSY');
  });

  it('protects the massage’s 15-minute buffer after it', async () => {
    const massage = await fixture.post('/bookings', bookingBody({ service: 'massage-60', start: '2026-03-04T13:00:00.000Z' }));
    expect(massage.status).toBe(201);
    // 14:00–15:00 Amsterdam plus its buffer to 15:15: an intro call at 15:00 collides, one at 15:15 does not.
    const during = await fixture.post('/bookings', bookingBody({ start: '2026-03-04T14:00:00.000Z' }));
    expect(during).toMatchObject({ status: 409, body: { code: 'STAFF_BUSY' } });
    expect((await fixture.post('/bookings', bookingBody({ start: '2026-03-04T14:15:00.000Z' }))).status).toBe(201);
  });

  it('answers 409 SLOT_UNAVAILABLE for a time never offered and SEAT_LIMIT for too many seats', async () => {
    const night = await fixture.post('/bookings', bookingBody({ start: '2026-03-03T02:00:00.000Z' }));
    expect(night).toMatchObject({ status: 409, body: { code: 'SLOT_UNAVAILABLE' } });
    const seats = await fixture.post(
      '/bookings',
      bookingBody({ service: 'yoga-class', staff: 'any', start: '2026-03-04T07:00:00.000Z', seats: 5 }),
    );
    expect(seats).toMatchObject({
      status: 409,
      body: {
        code: 'SEAT_LIMIT',
        message:
          'You can reserve up to 4 slots for this service. To book for additional guests, kindly select a different service for the same time slot.',
        params: { count: 4 },
      },
    });
    const single = await fixture.post('/bookings', bookingBody({ seats: 2, start: '2026-03-05T08:00:00.000Z' }));
    expect(single).toMatchObject({ status: 409, body: { code: 'SEAT_LIMIT' } });
  });

  it('lets two seat bookings of one class in at once, up to its seats', async () => {
    const start = '2026-03-11T07:00:00.000Z';
    const answers = await Promise.all(
      [4, 4, 4, 4].map((seats) =>
        fixture.post('/bookings', bookingBody({ service: 'yoga-class', staff: 'chloe-martin', start, seats })),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 201, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body.code).toBe('SEATS_LEFT');
  });

  it('assigns a free staff member for `any`: fewest bookings that day, then alphabetical', async () => {
    // Thursday 5 March 11:00 Amsterdam = 10:00 Lisbon: Anna and Bruno both work, Chloé does not.
    const start = '2026-03-05T10:00:00.000Z';
    const first = await fixture.post('/bookings', bookingBody({ staff: 'any', start }));
    expect(first).toMatchObject({ status: 201, body: { staff: { slug: 'anna-de-vries' } } });
    const second = await fixture.post('/bookings', bookingBody({ staff: 'any', start }));
    expect(second).toMatchObject({ status: 201, body: { staff: { slug: 'bruno-costa' } } });
    const third = await fixture.post('/bookings', bookingBody({ staff: 'any', start }));
    expect(third).toMatchObject({ status: 409, body: { code: 'STAFF_BUSY' } });
    // Anna now has a booking that day and Bruno one too; at 11:15 alphabetical order decides again.
    const later = await fixture.post('/bookings', bookingBody({ staff: 'any', start: '2026-03-05T10:15:00.000Z' }));
    expect(later.body.staff.slug).toBe('anna-de-vries');
    const next = await fixture.post('/bookings', bookingBody({ staff: 'any', start: '2026-03-05T10:30:00.000Z' }));
    expect(next.body.staff.slug).toBe('bruno-costa');
  });

  it('marks a booking of a service that needs confirmation as requested', async () => {
    const { status, body } = await fixture.post(
      '/bookings',
      bookingBody({ service: 'consultation-30', start: '2026-03-05T13:00:00.000Z' }),
    );
    expect(status).toBe(201);
    expect(body.status).toBe('awaiting_payment');
    expect((await payBooking(fixture, body)).status).toBe('requested');
  });

  it('answers 404 for an unknown service or a staff member who does not perform it', async () => {
    expect(await fixture.post('/bookings', bookingBody({ service: 'unknown' }))).toMatchObject({
      status: 404,
      body: { code: 'NOT_FOUND' },
    });
    const chloe = await fixture.post('/bookings', bookingBody({ service: 'massage-60', staff: 'chloe-martin' }));
    expect(chloe).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
  });

  it('answers 400 with `fields` naming each invalid field by its message key', async () => {
    const { status, body } = await fixture.post('/bookings', {
      service: 'intro-call',
      start: 'tomorrow',
      timeZone: 'Nowhere/Town',
      contact: { firstName: '', lastName: 'L0velace', email: 'not-an-email', phone: 'call me' },
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    expect(body.fields).toEqual({
      start: 'validation.invalid',
      timeZone: 'validation.invalid',
      'contact.firstName': 'validation.required',
      'contact.lastName': 'validation.nameInvalid',
      'contact.email': 'validation.emailInvalid',
      'contact.phone': 'validation.phoneInvalid',
    });
    const empty = await fixture.post('/bookings', []);
    expect(empty).toMatchObject({ status: 400, body: { fields: { body: 'validation.invalid' } } });
  });
});

describe('Idempotency-Key', () => {
  it('replays the first answer for the same key and body, manage token included', async () => {
    const body = bookingBody({ start: '2026-03-03T13:00:00.000Z' });
    const headers = { 'idempotency-key': 'key-replay-1' };
    const first = await fixture.post('/bookings', body, headers);
    expect(first.status).toBe(201);
    const second = await fixture.post('/bookings', body, headers);
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    // The same body with keys in another order is the same request.
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    expect((await fixture.post('/bookings', reordered, headers)).body.id).toBe(first.body.id);
    // The stored answer holds neither the token nor the key in clear.
    const { rows } = await fixture.db.query<{ key: string; response_body: Record<string, unknown> }>(
      'SELECT key, response_body FROM idempotency_keys',
    );
    expect(JSON.stringify(rows)).not.toContain(first.body.manageToken);
    expect(JSON.stringify(rows)).not.toContain('key-replay-1');
  });

  it('answers 422 for the same key with a different body', async () => {
    const headers = { 'idempotency-key': 'key-mismatch-1' };
    expect((await fixture.post('/bookings', bookingBody({ start: '2026-03-03T13:30:00.000Z' }), headers)).status).toBe(201);
    const other = await fixture.post('/bookings', bookingBody({ start: '2026-03-03T13:45:00.000Z' }), headers);
    expect(other).toMatchObject({ status: 422, body: { statusCode: 422, code: 'IDEMPOTENCY_MISMATCH' } });
  });

  it('replays a conflict too, and gives one booking to two simultaneous requests with one key', async () => {
    const body = bookingBody({ start: '2026-03-12T09:00:00.000Z' });
    const headers = { 'idempotency-key': 'key-concurrent-1' };
    const answers = await Promise.all([fixture.post('/bookings', body, headers), fixture.post('/bookings', body, headers)]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    expect(answers[0]?.body.id).toBe(answers[1]?.body.id);

    const busy = await fixture.post('/bookings', body, { 'idempotency-key': 'key-conflict-1' });
    expect(busy).toMatchObject({ status: 409, body: { code: 'STAFF_BUSY' } });
    expect(await fixture.post('/bookings', body, { 'idempotency-key': 'key-conflict-1' })).toMatchObject({
      status: 409,
      body: busy.body,
    });
  });
});

describe('GET /bookings/{id}', () => {
  it('shows only the first name without the token, everything with it, and 404 for a wrong token or id', async () => {
    const created = await fixture.post('/bookings', bookingBody({ start: '2026-03-03T15:00:00.000Z' }));
    const { id, manageToken } = created.body;

    const anonymous = await fixture.call(`/bookings/${id}`);
    expect(anonymous.status).toBe(200);
    expect(anonymous.body.contact).toEqual({ firstName: 'Ada' });
    expect(anonymous.body).not.toHaveProperty('manageToken');
    expect(bookingSchema.parse(anonymous.body)).toEqual(anonymous.body);

    const { manageToken: _token, ...withoutToken } = created.body;
    const bearer = await fixture.call(`/bookings/${id}`, { headers: { authorization: `Bearer ${manageToken}` } });
    expect(bearer).toMatchObject({ status: 200, body: withoutToken });
    expect(bearer.body.contact).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phone: '+31 6 1234 5678',
    });

    const wrong = await fixture.call(`/bookings/${id}`, { headers: { authorization: 'Bearer not-the-token' } });
    const missing = await fixture.call('/bookings/AAAAAAAAAAAAAAAAAAAAAA');
    expect(wrong.status).toBe(404);
    expect(wrong.body).toEqual(missing.body);
    expect((await fixture.call('/bookings/..%2F..')).status).toBe(404);
  });

  it('refuses a manage token in the address (?token=) with 400, right or wrong, one booking or several', async () => {
    const created = await fixture.post('/bookings', bookingBody({ start: '2026-03-03T15:30:00.000Z' }));
    const { id, manageToken } = created.body;
    for (const path of [`/bookings/${id}?token=${manageToken}`, `/bookings/${id}?token=wrong`, `/bookings/${id},${id}?token=x`]) {
      const answer = await fixture.call(path);
      expect(answer.status, path).toBe(400);
      expect(apiErrorBodySchema.parse(answer.body)).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'Send the manage token in the Authorization header (Bearer), not in the address.',
        fields: { token: 'validation.invalid' },
      });
    }
    // Also with the right bearer token: the address must not carry one at all.
    const both = await fixture.call(`/bookings/${id}?token=${manageToken}`, {
      headers: { authorization: `Bearer ${manageToken}` },
    });
    expect(both.status).toBe(400);
  });

  it('never stores the manage token itself', async () => {
    const created = await fixture.post('/bookings', bookingBody({ start: '2026-03-03T15:15:00.000Z' }));
    const { rows } = await fixture.db.query('SELECT * FROM bookings WHERE id = $1', [created.body.id]);
    expect(JSON.stringify(rows)).not.toContain(created.body.manageToken);
  });
});
