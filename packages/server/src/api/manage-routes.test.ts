import { bookingListSchema, bookingSchema, MAX_BOOKINGS_PER_VIEW } from '@booking-kit/core';
import { describe, expect, it } from 'vitest';
import { bookingBody, type Json, NOW, useApiFixture } from '../test/api-fixture';
import { payBooking } from '../test/pay-booking';

let clock = NOW;
const fixture = useApiFixture({ now: () => clock });

const HOUR = 3_600_000;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function book(overrides: Record<string, unknown>): Promise<Json> {
  const { status, body } = await fixture.post('/bookings', bookingBody(overrides));
  expect(status, JSON.stringify(body)).toBe(201);
  // A paid service's booking is paid first: what is tested here comes after.
  return payBooking(fixture, body);
}

const slotStarts = async (day: string, service = 'intro-call'): Promise<string[]> => {
  const { body } = await fixture.call(
    `/slots?service=${service}&staff=anna-de-vries&from=${day}&to=${day}&timeZone=Europe/Amsterdam`,
  );
  return body.days.flatMap((entry: { slots: Array<{ start: string }> }) => entry.slots.map((slot) => slot.start));
};

describe('POST /bookings/{id}/reschedule', () => {
  it('moves the booking, rotates the manage token (the old one then answers 404) and frees the old time', async () => {
    clock = NOW;
    const booking = await book({ start: '2026-03-03T08:00:00.000Z' });
    const moved = await fixture.post(
      `/bookings/${booking.id}/reschedule`,
      { start: '2026-03-03T09:00:00.000Z' },
      bearer(booking.manageToken),
    );
    expect(moved.status).toBe(200);
    expect(bookingSchema.parse(moved.body)).toEqual(moved.body);
    expect(moved.body).toMatchObject({
      id: booking.id,
      status: 'scheduled',
      start: '2026-03-03T09:00:00.000Z',
      end: '2026-03-03T09:15:00.000Z',
      staff: { slug: 'anna-de-vries' },
      seats: 1,
      createdAt: booking.createdAt,
      contact: booking.contact,
    });
    expect(moved.body.manageToken).toMatch(/^[A-Za-z0-9_-]{43,}$/);
    expect(moved.body.manageToken).not.toBe(booking.manageToken);

    const old = await fixture.call(`/bookings/${booking.id}`, { headers: bearer(booking.manageToken) });
    expect(old.status).toBe(404);
    const again = await fixture.post(
      `/bookings/${booking.id}/reschedule`,
      { start: '2026-03-03T10:00:00.000Z' },
      bearer(booking.manageToken),
    );
    expect(again.status).toBe(404);
    const fresh = await fixture.call(`/bookings/${booking.id}`, { headers: bearer(moved.body.manageToken) });
    expect(fresh).toMatchObject({ status: 200, body: { start: '2026-03-03T09:00:00.000Z' } });

    const open = await slotStarts('2026-03-03');
    expect(open).toContain('2026-03-03T08:00:00.000Z');
    expect(open).not.toContain('2026-03-03T09:00:00.000Z');
  });

  it('may overlap its own old time, moves to another staff member or `any`, and keeps a requested booking requested', async () => {
    clock = NOW;
    const massage = await book({ service: 'massage-60', start: '2026-03-10T08:00:00.000Z' });
    const shifted = await fixture.post(
      `/bookings/${massage.id}/reschedule`,
      { start: '2026-03-10T09:00:00.000Z' },
      bearer(massage.manageToken),
    );
    // 09:00 overlaps the old booking's buffer until 09:15: only the booking itself, which moves.
    expect(shifted).toMatchObject({ status: 200, body: { start: '2026-03-10T09:00:00.000Z', end: '2026-03-10T10:00:00.000Z' } });
    const toBruno = await fixture.post(
      `/bookings/${massage.id}/reschedule`,
      { start: '2026-03-10T10:00:00.000Z', staff: 'bruno-costa' },
      bearer(shifted.body.manageToken),
    );
    expect(toBruno).toMatchObject({ status: 200, body: { staff: { slug: 'bruno-costa' } } });

    const consultation = await book({ service: 'consultation-30', start: '2026-03-10T13:00:00.000Z' });
    expect(consultation.status).toBe('requested');
    const movedRequest = await fixture.post(
      `/bookings/${consultation.id}/reschedule`,
      { start: '2026-03-10T13:30:00.000Z', staff: 'any' },
      bearer(consultation.manageToken),
    );
    expect(movedRequest).toMatchObject({ status: 200, body: { status: 'requested', start: '2026-03-10T13:30:00.000Z' } });
  });

  it('answers 409 STAFF_BUSY for a taken time and changes nothing, the old token still working', async () => {
    clock = NOW;
    const first = await book({ start: '2026-03-03T13:00:00.000Z' });
    const second = await book({ start: '2026-03-03T13:15:00.000Z' });
    const clash = await fixture.post(`/bookings/${second.id}/reschedule`, { start: first.start }, bearer(second.manageToken));
    expect(clash).toMatchObject({ status: 409, body: { code: 'STAFF_BUSY' } });
    const never = await fixture.post(
      `/bookings/${second.id}/reschedule`,
      { start: '2026-03-03T03:00:00.000Z' },
      bearer(second.manageToken),
    );
    expect(never).toMatchObject({ status: 409, body: { code: 'SLOT_UNAVAILABLE' } });
    const unchanged = await fixture.call(`/bookings/${second.id}`, { headers: bearer(second.manageToken) });
    expect(unchanged).toMatchObject({ status: 200, body: { start: '2026-03-03T13:15:00.000Z' } });
  });

  it('gives a wrong token, no token and an unknown id the same 404, and validates the body', async () => {
    const booking = await book({ start: '2026-03-03T14:00:00.000Z' });
    const body = { start: '2026-03-03T14:30:00.000Z' };
    const wrong = await fixture.post(`/bookings/${booking.id}/reschedule`, body, bearer('wrong'));
    const none = await fixture.post(`/bookings/${booking.id}/reschedule`, body);
    const unknown = await fixture.post('/bookings/AAAAAAAAAAAAAAAAAAAAAA/reschedule', body, bearer(booking.manageToken));
    expect([wrong.status, none.status, unknown.status]).toEqual([404, 404, 404]);
    expect(wrong.body).toEqual(unknown.body);
    expect(none.body).toEqual(unknown.body);
    expect(
      await fixture.post(`/bookings/${booking.id}/reschedule`, { start: 'later' }, bearer(booking.manageToken)),
    ).toMatchObject({
      status: 400,
      body: { fields: { start: 'validation.invalid' } },
    });
  });

  it('replays the first answer, new token included, for the same Idempotency-Key', async () => {
    clock = NOW;
    const booking = await book({ start: '2026-03-03T14:15:00.000Z' });
    const headers = { ...bearer(booking.manageToken), 'idempotency-key': 'reschedule-1' };
    const body = { start: '2026-03-03T14:45:00.000Z' };
    const first = await fixture.post(`/bookings/${booking.id}/reschedule`, body, headers);
    const second = await fixture.post(`/bookings/${booking.id}/reschedule`, body, headers);
    expect(first.status).toBe(200);
    expect(second).toMatchObject({ status: 200, body: first.body });
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    // Another caller with the same key does not get the answer (and its token).
    const stranger = await fixture.post(`/bookings/${booking.id}/reschedule`, body, {
      ...bearer('x'),
      'idempotency-key': 'reschedule-1',
    });
    expect(stranger).toMatchObject({ status: 422, body: { code: 'IDEMPOTENCY_MISMATCH' } });
  });
});

describe('POST /bookings/{id}/cancel', () => {
  it('cancels with a reason: the time is free again; a cancelled booking cannot be cancelled or rescheduled (409)', async () => {
    clock = NOW;
    const booking = await book({ start: '2026-03-03T15:00:00.000Z' });
    const cancelled = await fixture.post(
      `/bookings/${booking.id}/cancel`,
      { reason: 'Train strike' },
      bearer(booking.manageToken),
    );
    expect(cancelled.status).toBe(200);
    expect(bookingSchema.parse(cancelled.body)).toEqual(cancelled.body);
    expect(cancelled.body).toMatchObject({ id: booking.id, status: 'cancelled', cancellationReason: 'Train strike' });
    expect(cancelled.body).not.toHaveProperty('manageToken');
    expect(await slotStarts('2026-03-03')).toContain('2026-03-03T15:00:00.000Z');

    const view = await fixture.call(`/bookings/${booking.id}`, { headers: bearer(booking.manageToken) });
    expect(view.body).toMatchObject({ status: 'cancelled', cancellationReason: 'Train strike' });
    const anonymous = await fixture.call(`/bookings/${booking.id}`);
    expect(anonymous.body).not.toHaveProperty('cancellationReason');

    const twice = await fixture.post(`/bookings/${booking.id}/cancel`, { reason: 'Again' }, bearer(booking.manageToken));
    expect(twice).toMatchObject({ status: 409, body: { code: 'BOOKING_CANCELLED' } });
    const moved = await fixture.post(
      `/bookings/${booking.id}/reschedule`,
      { start: '2026-03-03T15:30:00.000Z' },
      bearer(booking.manageToken),
    );
    expect(moved).toMatchObject({ status: 409, body: { code: 'BOOKING_CANCELLED' } });
  });

  it('needs a reason of 1 to 500 characters, and the manage token', async () => {
    const booking = await book({ start: '2026-03-03T15:15:00.000Z' });
    const path = `/bookings/${booking.id}/cancel`;
    expect(await fixture.post(path, {}, bearer(booking.manageToken))).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_FAILED', fields: { reason: 'validation.required' } },
    });
    expect(await fixture.post(path, { reason: '   ' }, bearer(booking.manageToken))).toMatchObject({
      status: 400,
      body: { fields: { reason: 'validation.required' } },
    });
    expect(await fixture.post(path, { reason: 'x'.repeat(501) }, bearer(booking.manageToken))).toMatchObject({
      status: 400,
      body: { fields: { reason: 'validation.tooLong' } },
    });
    expect((await fixture.post(path, { reason: 'x'.repeat(500) }, bearer('wrong'))).status).toBe(404);
    expect((await fixture.post(path, { reason: 'x'.repeat(500) }, bearer(booking.manageToken))).status).toBe(200);
  });
});

describe('the cutoff per service', () => {
  it('answers 409 CUTOFF_PASSED with params.minutes within the cutoff before the start, not before it', async () => {
    // The demo massage may not be cancelled or rescheduled within 24 hours of its start.
    clock = NOW;
    const start = '2026-03-03T13:00:00.000Z';
    const massage = await book({ service: 'massage-60', staff: 'bruno-costa', start });
    clock = new Date(Date.parse(start) - 24 * HOUR);
    const inTime = await fixture.post(
      `/bookings/${massage.id}/reschedule`,
      { start: '2026-03-05T13:00:00.000Z' },
      bearer(massage.manageToken),
    );
    expect(inTime.status).toBe(200);
    clock = new Date(Date.parse('2026-03-05T13:00:00.000Z') - 24 * HOUR + 1);
    const late = await fixture.post(
      `/bookings/${massage.id}/reschedule`,
      { start: '2026-03-06T13:00:00.000Z' },
      bearer(inTime.body.manageToken),
    );
    expect(late).toMatchObject({ status: 409, body: { code: 'CUTOFF_PASSED', params: { minutes: 1440 } } });
    expect(late.body.message).toContain('1440 minutes');
    const cancel = await fixture.post(`/bookings/${massage.id}/cancel`, { reason: 'Ill' }, bearer(inTime.body.manageToken));
    expect(cancel).toMatchObject({ status: 409, body: { code: 'CUTOFF_PASSED', params: { minutes: 1440 } } });
    clock = NOW;
  });

  it('is 0 by default: a booking can be changed until it starts', async () => {
    clock = NOW;
    const call = await book({ start: '2026-03-03T15:45:00.000Z' });
    clock = new Date(Date.parse(call.start) + 1);
    const cancel = await fixture.post(`/bookings/${call.id}/cancel`, { reason: 'Too late' }, bearer(call.manageToken));
    expect(cancel).toMatchObject({ status: 409, body: { code: 'CUTOFF_PASSED', params: { minutes: 0 } } });
    clock = new Date(Date.parse(call.start) - 1);
    expect((await fixture.post(`/bookings/${call.id}/cancel`, { reason: 'Just in time' }, bearer(call.manageToken))).status).toBe(
      200,
    );
    clock = NOW;
  });
});

describe('GET /bookings/{id1},{id2}', () => {
  it('answers several bookings in the public view, in the order asked; 404 if any is missing', async () => {
    clock = NOW;
    const first = await book({ start: '2026-03-04T08:00:00.000Z' });
    const second = await book({ start: '2026-03-04T08:15:00.000Z' });
    const { status, body } = await fixture.call(`/bookings/${second.id},${first.id}`);
    expect(status).toBe(200);
    expect(bookingListSchema.parse(body)).toEqual(body);
    expect(body.bookings.map((booking: Json) => booking.id)).toEqual([second.id, first.id]);
    expect(body.bookings[0].contact).toEqual({ firstName: 'Ada' });
    expect((await fixture.call(`/bookings/${first.id},AAAAAAAAAAAAAAAAAAAAAA`)).status).toBe(404);
    expect((await fixture.call(`/bookings/${first.id},nope`)).status).toBe(404);
    // As many as one request makes (a whole series of 52) are looked up; more are refused at once.
    const ids = (count: number) =>
      Array.from({ length: count }, (_, index) => `${'A'.repeat(20)}${String(index).padStart(2, '0')}`).join(',');
    expect((await fixture.call(`/bookings/${ids(MAX_BOOKINGS_PER_VIEW)}`)).status).toBe(404);
    expect(await fixture.call(`/bookings/${ids(MAX_BOOKINGS_PER_VIEW + 1)}`)).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_FAILED', params: { max: 52 } },
    });
  });
});
