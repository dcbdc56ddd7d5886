import { beforeAll, describe, expect, it } from 'vitest';
import type { ServiceRecord } from '../catalog/catalog-queries';
import { book, demoService, MINUTE, minutesAfterNow, NOW, refusal, refusalFrom } from '../test/domain-fixture';
import { useFileDatabase } from '../test/file-database';
import { checkBookingWindow, noticeFromHold } from './booking-window';
import { createHold } from './holds';

/**
 * The booking window of the demo's services: at least 120 minutes' notice, at most 90 days ahead.
 * At the frozen clock, Monday 2 March 2026 08:00 UTC, it runs from 2 March 10:00 UTC to 31 May
 * 08:00 UTC, both included.
 */

const EARLIEST = '2026-03-02T10:00:00.000Z';
const LATEST = '2026-05-31T08:00:00.000Z';
const DAY = 24 * 60 * MINUTE;
const WINDOW = { earliest: EARLIEST, latest: LATEST, minimumNoticeMinutes: 120, bookingHorizonDays: 90 };
const TOO_SOON = `This service must be booked at least 120 minutes in advance: the earliest start now is ${EARLIEST}.`;
const TOO_FAR = `This service can be booked at most 90 days in advance: the latest start now is ${LATEST}.`;

const db = useFileDatabase();

let intro: ServiceRecord;

beforeAll(async () => {
  intro = await demoService(db, 'intro-call');
});

const at = (instant: string, minutes = 0) => Date.parse(instant) + minutes * MINUTE;

describe('checkBookingWindow', () => {
  it('accepts a start from the end of the minimum notice to the end of the horizon, both included', () => {
    for (const start of [at(EARLIEST), at('2026-04-15T09:00:00.000Z'), at(LATEST)]) {
      expect(() => checkBookingWindow(intro, start, NOW)).not.toThrow();
    }
  });

  it('refuses a start sooner than the minimum notice, or in the past, naming the window: OUTSIDE_BOOKING_WINDOW', () => {
    for (const start of [at(EARLIEST, -1), at('2026-02-27T09:00:00.000Z')]) {
      expect(refusalFrom(() => checkBookingWindow(intro, start, NOW))).toEqual({
        code: 'OUTSIDE_BOOKING_WINDOW',
        message: TOO_SOON,
        params: WINDOW,
      });
    }
  });

  it('refuses a start beyond the booking horizon, naming the window', () => {
    expect(refusalFrom(() => checkBookingWindow(intro, at(LATEST, 1), NOW))).toEqual({
      code: 'OUTSIDE_BOOKING_WINDOW',
      message: TOO_FAR,
      params: WINDOW,
    });
  });

  it('moves with the clock: a start beyond the horizon today is in the window a day later', () => {
    const nextDay = at(LATEST) + DAY;
    expect(refusalFrom(() => checkBookingWindow(intro, nextDay, NOW)).code).toBe('OUTSIDE_BOOKING_WINDOW');
    expect(() => checkBookingWindow(intro, nextDay, minutesAfterNow(24 * 60))).not.toThrow();
  });

  it('follows the service’s own rules: no notice, a one-week horizon', () => {
    expect(() => checkBookingWindow({ ...intro, minimumNoticeMinutes: 0 }, NOW.getTime(), NOW)).not.toThrow();
    const oneWeek = { ...intro, bookingHorizonDays: 7 };
    expect(() => checkBookingWindow(oneWeek, NOW.getTime() + 7 * DAY, NOW)).not.toThrow();
    expect(refusalFrom(() => checkBookingWindow(oneWeek, NOW.getTime() + 7 * DAY + MINUTE, NOW))).toEqual({
      code: 'OUTSIDE_BOOKING_WINDOW',
      message: 'This service can be booked at most 7 days in advance: the latest start now is 2026-03-09T08:00:00.000Z.',
      params: { ...WINDOW, latest: '2026-03-09T08:00:00.000Z', bookingHorizonDays: 7 },
    });
  });
});

describe('noticeFromHold', () => {
  it('counts the notice from when the slot was held: 120 minutes, held 7 minutes ago, leave 113', () => {
    const held = noticeFromHold(intro, NOW.getTime() - 7 * MINUTE, NOW);
    expect(held).toEqual({ ...intro, minimumNoticeMinutes: 113 });
    // The service read from the database keeps its own rule.
    expect(intro.minimumNoticeMinutes).toBe(120);
  });

  it('leaves no notice, never less, once the hold is older than the notice', () => {
    expect(noticeFromHold(intro, NOW.getTime() - 180 * MINUTE, NOW).minimumNoticeMinutes).toBe(0);
  });

  it('leaves the whole notice for a hold stamped after now', () => {
    expect(noticeFromHold(intro, NOW.getTime() + MINUTE, NOW).minimumNoticeMinutes).toBe(120);
  });
});

describe('the window of holds and bookings', () => {
  it('a hold taken in time stays bookable while it lasts, though its start is now within the notice', async () => {
    // Exactly two hours ahead, with Anna; five minutes later the same start is too soon without the hold.
    const hold = await createHold(
      db,
      { service: 'intro-call', staff: 'anna-de-vries', start: EARLIEST, seats: 1 },
      { now: NOW, holdMinutes: 10 },
    );
    const later = minutesAfterNow(5);
    expect(await refusal(book(db, { start: EARLIEST }, later))).toMatchObject({
      code: 'OUTSIDE_BOOKING_WINDOW',
      params: { earliest: '2026-03-02T10:05:00.000Z' },
    });
    const booking = await book(db, { start: EARLIEST, hold: { id: hold.id, token: hold.holdToken } }, later);
    expect(booking).toMatchObject({ start: EARLIEST, staff: { slug: 'anna-de-vries' }, status: 'scheduled' });
  });

  it('a hold is refused outside the window, as a booking is', async () => {
    const hold = { service: 'intro-call', staff: 'anna-de-vries', seats: 1 };
    const options = { now: NOW, holdMinutes: 10 };
    expect(await refusal(createHold(db, { ...hold, start: '2026-03-02T09:45:00.000Z' }, options))).toEqual({
      code: 'OUTSIDE_BOOKING_WINDOW',
      message: TOO_SOON,
      params: WINDOW,
    });
    // Tuesday 2 June, 09:00 in Amsterdam: a working day, two days past the horizon.
    expect(await refusal(createHold(db, { ...hold, start: '2026-06-02T07:00:00.000Z' }, options))).toMatchObject({
      code: 'OUTSIDE_BOOKING_WINDOW',
      message: TOO_FAR,
    });
  });

  it('a cart names its item outside the window', async () => {
    const items = [
      { service: 'intro-call', staff: 'anna-de-vries', start: '2026-03-03T08:00:00.000Z' },
      { service: 'massage-60', staff: 'anna-de-vries', start: '2026-06-02T07:00:00.000Z' },
    ];
    expect(await refusal(book(db, { service: undefined, start: undefined, items }))).toEqual({
      code: 'OUTSIDE_BOOKING_WINDOW',
      message: TOO_FAR,
      params: { ...WINDOW, item: 1 },
    });
  });
});
