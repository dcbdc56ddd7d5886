import { describe, expect, it } from 'vitest';
import { bookingWindow, isInBookingWindow } from './booking-window';
import { checkRecurringAvailability, findRecurringOccurrences } from './recurring-occurrences';

const NOW = '2026-03-02T08:00:00.000Z';

describe('bookingWindow', () => {
  it('runs from now plus the minimum notice to now plus the horizon, both included', () => {
    const window = bookingWindow({ minimumNoticeMinutes: 120, bookingHorizonDays: 90 }, NOW);
    expect(window).toEqual({ earliest: Date.parse('2026-03-02T10:00:00.000Z'), latest: Date.parse('2026-05-31T08:00:00.000Z') });
    expect(isInBookingWindow(window.earliest, window)).toBe(true);
    expect(isInBookingWindow(window.earliest - 1, window)).toBe(false);
    expect(isInBookingWindow(window.latest, window)).toBe(true);
    expect(isInBookingWindow(window.latest + 1, window)).toBe(false);
  });

  it('has no end without a horizon, and starts now without a notice', () => {
    expect(bookingWindow({}, NOW)).toEqual({ earliest: Date.parse(NOW), latest: Number.POSITIVE_INFINITY });
  });
});

describe('checkRecurringAvailability with a booking window', () => {
  it('marks occurrences beyond the horizon outsideBookingWindow, whatever the calendar offers', () => {
    const occurrences = findRecurringOccurrences({
      start: '2026-05-18T07:00:00.000Z',
      timeZone: 'Europe/Amsterdam',
      everyWeeks: 1,
      count: 4,
    });
    const window = bookingWindow({ bookingHorizonDays: 90 }, NOW);
    const checked = checkRecurringAvailability(occurrences, () => true, window);
    expect(checked.map((occurrence) => occurrence.unavailable)).toEqual([
      undefined,
      undefined,
      'outsideBookingWindow',
      'outsideBookingWindow',
    ]);
    expect(checked.map((occurrence) => occurrence.available)).toEqual([true, true, false, false]);
  });
});
