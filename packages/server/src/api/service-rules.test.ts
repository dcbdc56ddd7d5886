import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { importBusiness } from '../business/import-business';
import { DEMO_BUSINESS_FILE } from '../package-paths';
import { bookingBody, NOW, useApiFixture } from '../test/api-fixture';

/**
 * The demo business plus the rules it does not use: Anna closed on Wednesday 4 March and working
 * on Saturday 7 March, and a coaching service with two lengths, a one-week booking horizon and at
 * most two coaching sessions a day.
 */
function documentWithRules() {
  const demo = JSON.parse(readFileSync(DEMO_BUSINESS_FILE, 'utf8'));
  const anna = demo.staff.find((member: { slug: string }) => member.slug === 'anna-de-vries');
  anna.dateOverrides = [
    { date: '2026-03-04', ranges: [] },
    { date: '2026-03-07', ranges: [{ start: '10:00', end: '12:00' }] },
  ];
  demo.services.push({
    slug: 'coaching',
    name: 'Coaching',
    durationMinutes: 30,
    durations: [30, 60],
    intervalMinutes: 30,
    priceMinor: 0,
    currency: 'EUR',
    payment: 'none',
    bookingHorizonDays: 7,
    maxBookingsPerDay: 2,
    staff: ['anna-de-vries'],
  });
  return demo;
}

const fixture = useApiFixture();

beforeAll(async () => {
  await importBusiness(fixture.db, documentWithRules());
});

interface SlotJson {
  start: string;
  end: string;
}
interface DayJson {
  date: string;
  slots: SlotJson[];
}

const amsterdam = (instant: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Amsterdam', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    new Date(instant),
  );

async function days(query: string): Promise<DayJson[]> {
  const { status, body } = await fixture.call(`/slots?${query}&timeZone=Europe/Amsterdam`);
  expect(status, JSON.stringify(body)).toBe(200);
  return body.days;
}

function coaching(start: string, overrides: Record<string, unknown> = {}) {
  return bookingBody({ service: 'coaching', start, ...overrides });
}

describe('date overrides', () => {
  it('close a working day and open a day off with their own hours', async () => {
    expect(await days('service=intro-call&staff=anna-de-vries&from=2026-03-04&to=2026-03-04')).toEqual([]);
    const saturday = await days('service=intro-call&staff=anna-de-vries&from=2026-03-07&to=2026-03-07');
    expect(saturday.map((day) => day.date)).toEqual(['2026-03-07']);
    const times = saturday[0]?.slots.map((slot) => amsterdam(slot.start));
    expect(times?.[0]).toBe('10:00');
    expect(times?.at(-1)).toBe('11:45');
    expect(times).toHaveLength(8);
  });

  it('are kept by an import and shown nowhere a visitor looks', async () => {
    const { body } = await fixture.call('/services/coaching');
    expect(body).toMatchObject({ durations: [30, 60], bookingHorizonDays: 7, minimumNoticeMinutes: 0, maxBookingsPerDay: 2 });
    expect(JSON.stringify(body)).not.toContain('dateOverrides');
  });

  it('refuse a booking on the closed day', async () => {
    const { status, body } = await fixture.post('/bookings', bookingBody({ start: '2026-03-04T08:00:00.000Z' }));
    expect(status).toBe(409);
    expect(body.code).toBe('SLOT_UNAVAILABLE');
  });
});

describe('the booking horizon', () => {
  it('offers no start later than one week from now', async () => {
    const offered = await days('service=coaching&from=2026-03-02&to=2026-03-20');
    const limit = NOW.getTime() + 7 * 86_400_000;
    const starts = offered.flatMap((day) => day.slots.map((slot) => Date.parse(slot.start)));
    expect(starts.length).toBeGreaterThan(0);
    expect(Math.max(...starts)).toBeLessThanOrEqual(limit);
    expect(offered.at(-1)?.date).toBe('2026-03-09');
  });

  it('refuses a booking beyond it: 400 OUTSIDE_BOOKING_WINDOW with the window in params', async () => {
    const { status, body } = await fixture.post('/bookings', coaching('2026-03-16T08:00:00.000Z'));
    expect(status).toBe(400);
    expect(body).toMatchObject({
      code: 'OUTSIDE_BOOKING_WINDOW',
      message: 'This service can be booked at most 7 days in advance: the latest start now is 2026-03-09T08:00:00.000Z.',
      params: { latest: '2026-03-09T08:00:00.000Z', bookingHorizonDays: 7 },
    });
  });
});

describe('a service with several lengths', () => {
  it('offers slots of the length asked for, and refuses a length it does not have', async () => {
    const long = await days('service=coaching&from=2026-03-05&to=2026-03-05&durationMinutes=60');
    for (const slot of long[0]?.slots ?? []) expect(Date.parse(slot.end) - Date.parse(slot.start)).toBe(60 * 60_000);
    // Before lunch: 09:00, 09:30, 10:00, 10:30, 11:00 for an hour (11:30 would run into lunch).
    expect(long[0]?.slots.map((slot) => amsterdam(slot.start)).slice(0, 5)).toEqual([
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
    ]);

    const { status, body } = await fixture.call(
      '/slots?service=coaching&from=2026-03-05&to=2026-03-05&durationMinutes=45&timeZone=Europe/Amsterdam',
    );
    expect(status).toBe(400);
    expect(body.fields).toEqual({ durationMinutes: 'validation.invalid' });
  });

  it('books the chosen length, which then blocks the hour it takes', async () => {
    const { status, body } = await fixture.post('/bookings', coaching('2026-03-05T08:00:00.000Z', { durationMinutes: 60 }));
    expect(status, JSON.stringify(body)).toBe(201);
    expect(body.end).toBe('2026-03-05T09:00:00.000Z');
    expect(body.service.durationMinutes).toBe(60);

    const short = await days('service=coaching&from=2026-03-05&to=2026-03-05');
    const times = short[0]?.slots.map((slot) => amsterdam(slot.start));
    expect(times).not.toContain('09:00');
    expect(times).not.toContain('09:30');
    expect(times).toContain('10:00');

    const viewed = await fixture.call(`/bookings/${body.id}`);
    expect(viewed.body.service.durationMinutes).toBe(60);
  });

  it('refuses a length the service does not offer', async () => {
    const { status, body } = await fixture.post('/bookings', coaching('2026-03-05T12:00:00.000Z', { durationMinutes: 45 }));
    expect(status).toBe(400);
    expect(body.fields).toEqual({ durationMinutes: 'validation.invalid' });
  });

  it('keeps a held length: the hold must be booked at the length it was taken for', async () => {
    const hold = await fixture.post('/holds', {
      service: 'coaching',
      staff: 'anna-de-vries',
      start: '2026-03-06T12:00:00.000Z',
      durationMinutes: 60,
    });
    expect(hold.status, JSON.stringify(hold.body)).toBe(201);
    expect(hold.body.end).toBe('2026-03-06T13:00:00.000Z');
    const reference = { id: hold.body.id, token: hold.body.holdToken };

    const wrongLength = await fixture.post('/bookings', coaching('2026-03-06T12:00:00.000Z', { hold: reference }));
    expect(wrongLength.status).toBe(409);
    expect(wrongLength.body.code).toBe('HOLD_EXPIRED');

    const booked = await fixture.post(
      '/bookings',
      coaching('2026-03-06T12:00:00.000Z', { hold: reference, durationMinutes: 60 }),
    );
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    expect(booked.body.end).toBe('2026-03-06T13:00:00.000Z');
  });
});

describe('the daily limit', () => {
  it('stops offering a day once the staff member has its maximum of the service, and other services go on', async () => {
    // Today, Monday 2 March (it is 09:00 in Amsterdam).
    for (const start of ['2026-03-02T09:00:00.000Z', '2026-03-02T13:00:00.000Z']) {
      const { status, body } = await fixture.post('/bookings', coaching(start));
      expect(status, JSON.stringify(body)).toBe(201);
    }
    expect(await days('service=coaching&from=2026-03-02&to=2026-03-02')).toEqual([]);
    const third = await fixture.post('/bookings', coaching('2026-03-02T14:00:00.000Z'));
    expect(third.status).toBe(409);
    expect(third.body.code).toBe('STAFF_BUSY');
    // Intro calls with Anna that day are another service: still offered.
    const intro = await days('service=intro-call&staff=anna-de-vries&from=2026-03-02&to=2026-03-02');
    expect(intro[0]?.slots.length).toBeGreaterThan(0);
  });

  it('holds when several visitors book different times of one day at once', async () => {
    // Tuesday 3 March has no coaching yet: six visitors try six times simultaneously.
    const starts = ['08:00', '08:30', '09:00', '09:30', '10:00', '10:30'].map((time) => `2026-03-03T${time}:00.000Z`);
    const answers = await Promise.all(
      starts.map((start, index) =>
        fixture.post(
          '/bookings',
          coaching(start, { contact: { ...bookingBody().contact, email: `visitor${index}@example.com` } }),
        ),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, 201, 409, 409, 409, 409]);
    expect(await days('service=coaching&from=2026-03-03&to=2026-03-03')).toEqual([]);
  });
});
