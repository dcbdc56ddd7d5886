import { describe, expect, it } from 'vitest';
import { instantToWall } from '../time/zone-offset';
import { generateSlots } from './generate-slots';

const NOW = '2026-05-01T00:00:00Z';
const amsterdamClock = (slots: { start: number }[]) =>
  slots.map((slot) => new Date(instantToWall('Europe/Amsterdam', slot.start)).toISOString().slice(5, 16));
// Monday 1 and Tuesday 2 June 2026, 09:00–11:00 in Amsterdam.
const week = {
  timeZone: 'Europe/Amsterdam',
  weeklyHours: { mon: [{ start: '09:00', end: '11:00' }], tue: [{ start: '09:00', end: '11:00' }] },
  from: '2026-06-01T00:00:00Z',
  to: '2026-06-03T00:00:00Z',
  durationMinutes: 60,
  now: NOW,
};

describe('generateSlots date overrides', () => {
  it('closes a day with empty ranges and replaces the hours with other ranges', () => {
    const slots = generateSlots({
      ...week,
      dateOverrides: [
        { date: '2026-06-01', ranges: [] },
        { date: '2026-06-02', ranges: [{ start: '14:00', end: '16:00' }] },
      ],
    });
    expect(amsterdamClock(slots)).toEqual(['06-02T14:00', '06-02T15:00']);
  });

  it('opens a day the weekly hours leave free', () => {
    const slots = generateSlots({
      ...week,
      dateOverrides: [{ date: '2026-06-06', ranges: [{ start: '10:00', end: '11:00' }] }],
      to: '2026-06-07T00:00:00Z',
    });
    expect(amsterdamClock(slots)).toEqual(['06-01T09:00', '06-01T10:00', '06-02T09:00', '06-02T10:00', '06-06T10:00']);
  });

  it('reads an override’s date and hours on the staff member’s clock across a DST change', () => {
    // New York, Sunday 8 March 2026 (spring forward): the override's 13:00–15:00 is 17:00–19:00Z.
    const slots = generateSlots({
      timeZone: 'America/New_York',
      weeklyHours: {},
      dateOverrides: [{ date: '2026-03-08', ranges: [{ start: '13:00', end: '15:00' }] }],
      from: '2026-03-07T00:00:00Z',
      to: '2026-03-10T00:00:00Z',
      durationMinutes: 60,
      now: '2026-03-01T00:00:00Z',
    });
    expect(slots.map((slot) => new Date(slot.start).toISOString())).toEqual([
      '2026-03-08T17:00:00.000Z',
      '2026-03-08T18:00:00.000Z',
    ]);
  });
});

describe('generateSlots booking window and daily limit', () => {
  it('offers no slot starting later than now plus the booking window', () => {
    // Now is Monday 08:00 local; one day ahead ends Tuesday 08:00, before Tuesday’s hours.
    const slots = generateSlots({ ...week, now: '2026-06-01T06:00:00Z', bookingHorizonDays: 1 });
    expect(amsterdamClock(slots)).toEqual(['06-01T09:00', '06-01T10:00']);
    // A start exactly at the window’s end is still offered.
    const edge = generateSlots({ ...week, now: '2026-06-01T08:00:00Z', bookingHorizonDays: 1 });
    expect(amsterdamClock(edge)).toEqual(['06-01T10:00', '06-02T09:00', '06-02T10:00']);
  });

  it('offers nothing on a local day that already has the maximum of bookings', () => {
    const slots = generateSlots({ ...week, maxBookingsPerDay: 2, bookingsPerDay: { '2026-06-01': 2, '2026-06-02': 1 } });
    expect(amsterdamClock(slots)).toEqual(['06-02T09:00', '06-02T10:00']);
  });

  it('counts days by the staff member’s date, not UTC’s', () => {
    // Auckland 08:00–10:00 on Tuesday 2 June is Monday 1 June 20:00–22:00Z.
    const auckland = {
      timeZone: 'Pacific/Auckland',
      weeklyHours: { tue: [{ start: '08:00', end: '10:00' }] },
      from: '2026-06-01T00:00:00Z',
      to: '2026-06-02T00:00:00Z',
      durationMinutes: 60,
      now: NOW,
      maxBookingsPerDay: 1,
    };
    expect(generateSlots({ ...auckland, bookingsPerDay: { '2026-06-01': 1 } })).toHaveLength(2);
    expect(generateSlots({ ...auckland, bookingsPerDay: { '2026-06-02': 1 } })).toEqual([]);
  });
});

describe('generateSlots busy blocks', () => {
  it('sees a long block around shorter ones, listed in any order', () => {
    // 09:00–11:00 local is 07:00–09:00Z, all of it inside the first block.
    const slots = generateSlots({
      ...week,
      to: '2026-06-02T00:00:00Z',
      busy: [
        { start: '2026-06-01T07:00:00Z', end: '2026-06-01T09:00:00Z' },
        { start: '2026-06-01T07:50:00Z', end: '2026-06-01T07:55:00Z' },
        { start: '2026-06-01T07:10:00Z', end: '2026-06-01T07:20:00Z' },
        { start: '2026-06-01T07:30:00Z', end: '2026-06-01T07:40:00Z' },
      ],
    });
    expect(slots).toEqual([]);
  });

  it('keeps a range listed before an earlier one in order, each instant once', () => {
    const slots = generateSlots({
      ...week,
      to: '2026-06-02T00:00:00Z',
      weeklyHours: {
        mon: [
          { start: '10:00', end: '12:00' },
          { start: '09:00', end: '11:00' },
        ],
      },
      busy: [{ start: '2026-06-01T08:00:00Z', end: '2026-06-01T09:00:00Z' }],
    });
    expect(amsterdamClock(slots)).toEqual(['06-01T09:00', '06-01T11:00']);
  });
});
