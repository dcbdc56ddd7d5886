import { apiErrorBodySchema, serviceDetailSchema } from '@booking-kit/core';
import { describe, expect, it } from 'vitest';
import { bookingBody, NOW, useApiFixture } from '../test/api-fixture';

/**
 * The booking window of the demo's services: at least 2 hours' notice, at most 90 days ahead.
 * The frozen clock is Monday 2 March 2026, 08:00 UTC (09:00 in Amsterdam), so the window runs from
 * 2 March 10:00 UTC to 31 May 08:00 UTC. Slots outside it are not offered, and holds, bookings
 * (single, cart, series) and moves outside it are 400 OUTSIDE_BOOKING_WINDOW.
 */

const MINUTE = 60_000;
const EARLIEST = '2026-03-02T10:00:00.000Z';
const LATEST = '2026-05-31T08:00:00.000Z';

let clock = NOW;
const fixture = useApiFixture({ now: () => clock });

interface DayJson {
  date: string;
  slots: Array<{ start: string }>;
}

async function days(query: string): Promise<DayJson[]> {
  const { status, body } = await fixture.call(`/slots?${query}`);
  expect(status, JSON.stringify(body)).toBe(200);
  return body.days;
}

function expectOutsideWindow(answer: { status: number; body: unknown }, message: RegExp, params: Record<string, unknown> = {}) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(400);
  const body = apiErrorBodySchema.parse(answer.body);
  expect(body).toMatchObject({
    statusCode: 400,
    code: 'OUTSIDE_BOOKING_WINDOW',
    params: { earliest: EARLIEST, latest: LATEST, minimumNoticeMinutes: 120, bookingHorizonDays: 90, ...params },
  });
  expect(body.message).toMatch(message);
}

const TOO_SOON =
  /^This service must be booked at least 120 minutes in advance: the earliest start now is 2026-03-02T10:00:00\.000Z\.$/;
const TOO_FAR = /^This service can be booked at most 90 days in advance: the latest start now is 2026-05-31T08:00:00\.000Z\.$/;

describe('the booking window in the catalogue', () => {
  it('shows bookingHorizonDays and minimumNoticeMinutes in the public service view, everywhere it appears', async () => {
    const service = await fixture.call('/services/massage-60');
    expect(serviceDetailSchema.parse(service.body)).toMatchObject({ bookingHorizonDays: 90, minimumNoticeMinutes: 120 });
    const provider = await fixture.call('/providers/harbor-studio');
    for (const each of provider.body.services) expect(each).toMatchObject({ bookingHorizonDays: 90, minimumNoticeMinutes: 120 });
  });
});

describe('GET /slots', () => {
  it('offers nothing sooner than the minimum notice', async () => {
    const today = await days('service=intro-call&staff=anna-de-vries&from=2026-03-02&to=2026-03-02&timeZone=Europe/Amsterdam');
    expect(today[0]?.slots[0]?.start).toBe(EARLIEST);
  });

  it('offers nothing beyond the horizon; a month past it is 200 with no days', async () => {
    const edge = await days('service=intro-call&staff=any&from=2026-05-25&to=2026-06-05&timeZone=Europe/Amsterdam');
    const starts = edge.flatMap((day) => day.slots.map((slot) => Date.parse(slot.start)));
    expect(Math.max(...starts)).toBeLessThanOrEqual(Date.parse(LATEST));
    // Bruno works on Saturdays: 30 May is the last day with a slot.
    expect(edge.at(-1)?.date).toBe('2026-05-30');
    expect(await days('service=intro-call&staff=any&from=2026-06-01&to=2026-06-30&timeZone=Europe/Amsterdam')).toEqual([]);
    expect(await days('service=intro-call&staff=any&from=2030-01-01&to=2030-01-31&timeZone=UTC')).toEqual([]);
  });
});

describe('writes outside the window', () => {
  it('POST /holds and POST /bookings: too soon, in the past, or too far ahead', async () => {
    // 10:00 in Amsterdam: Anna works, but it is only an hour from now.
    expectOutsideWindow(await fixture.post('/holds', { service: 'intro-call', start: '2026-03-02T09:00:00.000Z' }), TOO_SOON);
    expectOutsideWindow(await fixture.post('/bookings', bookingBody({ start: '2026-03-02T09:00:00.000Z' })), TOO_SOON);
    expectOutsideWindow(await fixture.post('/bookings', bookingBody({ start: '2026-02-27T09:00:00.000Z' })), TOO_SOON);
    // Tuesday 2 June, 09:00 in Amsterdam: a working day, two days past the horizon.
    expectOutsideWindow(await fixture.post('/holds', { service: 'intro-call', start: '2026-06-02T07:00:00.000Z' }), TOO_FAR);
    expectOutsideWindow(await fixture.post('/bookings', bookingBody({ start: '2026-06-02T07:00:00.000Z' })), TOO_FAR);
  });

  it('a cart: names the item outside the window, and books nothing', async () => {
    const { service: _service, start: _start, staff: _staff, ...details } = bookingBody();
    const answer = await fixture.post('/bookings', {
      ...details,
      items: [
        { service: 'intro-call', staff: 'anna-de-vries', start: '2026-03-03T08:00:00.000Z' },
        { service: 'massage-60', staff: 'anna-de-vries', start: '2026-06-02T07:00:00.000Z' },
      ],
    });
    expectOutsideWindow(answer, TOO_FAR, { item: 1 });
    const free = await days('service=intro-call&staff=anna-de-vries&from=2026-03-03&to=2026-03-03&timeZone=UTC');
    expect(free[0]?.slots[0]?.start).toBe('2026-03-03T08:00:00.000Z');
  });

  it('a weekly series: GET /slots/recurring marks the occurrences past the horizon; booking them is 400, skipping them books the rest', async () => {
    // Massages on Mondays 11 May to 1 June, 09:00 in Amsterdam: 1 June lies past the horizon.
    const start = '2026-05-11T07:00:00.000Z';
    const { status, body } = await fixture.call(`/slots/recurring?service=massage-60&staff=anna-de-vries&start=${start}&count=4`);
    expect(status).toBe(200);
    expect(body.occurrences.map((each: { available: boolean }) => each.available)).toEqual([true, true, true, false]);
    // Its alternatives lie inside the window: Anna's Friday before, nearest 09:00 (she does not work
    // weekends, and the days after lie past the horizon).
    expect(body.occurrences[3]).toMatchObject({
      date: '2026-06-01',
      start: '2026-06-01T07:00:00.000Z',
      unavailable: 'outsideBookingWindow',
      staff: [],
      alternatives: ['2026-05-29T07:00:00.000Z', '2026-05-29T08:00:00.000Z', '2026-05-29T09:00:00.000Z'],
    });

    const massage = (overrides: Record<string, unknown>) => bookingBody({ service: 'massage-60', start, ...overrides });
    const series = await fixture.post('/bookings', massage({ recurring: { count: 4 } }));
    expectOutsideWindow(series, TOO_FAR, { item: 3 });
    const skipped = await fixture.post('/bookings', massage({ recurring: { count: 4, skip: [3] } }));
    expect(skipped.status, JSON.stringify(skipped.body)).toBe(201);
    expect(skipped.body.group).toHaveLength(2);
  });

  it('reschedule: too soon or too far ahead, and the booking stays where it was', async () => {
    const created = await fixture.post('/bookings', bookingBody({ start: '2026-03-04T08:00:00.000Z' }));
    expect(created.status).toBe(201);
    const manage = { authorization: `Bearer ${created.body.manageToken}` };
    const path = `/bookings/${created.body.id}/reschedule`;
    expectOutsideWindow(await fixture.post(path, { start: '2026-03-02T09:30:00.000Z' }, manage), TOO_SOON);
    expectOutsideWindow(await fixture.post(path, { start: '2026-06-02T07:00:00.000Z' }, manage), TOO_FAR);
    expect((await fixture.call(`/bookings/${created.body.id}`)).body.start).toBe('2026-03-04T08:00:00.000Z');
  });
});

describe('a hold', () => {
  it('taken in time stays bookable while it lasts, even once its start is within the notice', async () => {
    clock = NOW;
    try {
      // Exactly two hours ahead: the earliest start, with Anna.
      const hold = await fixture.post('/holds', { service: 'intro-call', staff: 'anna-de-vries', start: EARLIEST });
      expect(hold.status, JSON.stringify(hold.body)).toBe(201);
      clock = new Date(NOW.getTime() + 5 * MINUTE);
      // Without a hold, the same time is now too soon (with Bruno, whose day starts then too).
      const bruno = await fixture.post('/bookings', bookingBody({ staff: 'bruno-costa', start: EARLIEST }));
      expect(bruno.status).toBe(400);
      const booked = await fixture.post(
        '/bookings',
        bookingBody({ start: EARLIEST, hold: { id: hold.body.id, token: hold.body.holdToken } }),
      );
      expect(booked.status, JSON.stringify(booked.body)).toBe(201);
      expect(booked.body.start).toBe(EARLIEST);
    } finally {
      clock = NOW;
    }
  });
});
