import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minutesOfDay, type WeeklyHours, weekdays } from '../schemas/schedule';
import { DST_ZONES } from '../test/dst-zones';
import { instantToWall, localDateKey, wallToInstants } from '../time/zone-offset';
import { generateSlotStarts, generateSlots } from './generate-slots';

const iso = (ms: number) => new Date(ms).toISOString();
const NOW = '2020-01-01T00:00:00Z';

describe('generateSlots', () => {
  it('gives New York 13:00–18:00 as 17:00–22:00Z on the spring-forward day', () => {
    const slots = generateSlots({
      timeZone: 'America/New_York',
      weeklyHours: { sun: [{ start: '13:00', end: '18:00' }] },
      from: '2026-03-08T00:00:00Z',
      to: '2026-03-09T12:00:00Z',
      durationMinutes: 60,
      now: NOW,
    });
    expect(slots.map((slot) => iso(slot.start))).toEqual([
      '2026-03-08T17:00:00.000Z',
      '2026-03-08T18:00:00.000Z',
      '2026-03-08T19:00:00.000Z',
      '2026-03-08T20:00:00.000Z',
      '2026-03-08T21:00:00.000Z',
    ]);
    expect(iso(slots.at(-1)?.end ?? 0)).toBe('2026-03-08T22:00:00.000Z');
  });

  it('gives New York 13:00–18:00 as 18:00–23:00Z on the fall-back day', () => {
    const slots = generateSlots({
      timeZone: 'America/New_York',
      weeklyHours: { sun: [{ start: '13:00', end: '18:00' }] },
      from: '2026-11-01T00:00:00Z',
      to: '2026-11-02T12:00:00Z',
      durationMinutes: 60,
      now: NOW,
    });
    expect(iso(slots[0]?.start ?? 0)).toBe('2026-11-01T18:00:00.000Z');
    expect(iso(slots.at(-1)?.end ?? 0)).toBe('2026-11-01T23:00:00.000Z');
    expect(slots).toHaveLength(5);
  });

  it('skips the clock times Amsterdam does not have on 29 March 2026', () => {
    const slots = generateSlots({
      timeZone: 'Europe/Amsterdam',
      weeklyHours: { sun: [{ start: '00:00', end: '05:00' }] },
      from: '2026-03-28T12:00:00Z',
      to: '2026-03-29T12:00:00Z',
      durationMinutes: 60,
      now: NOW,
    });
    // 02:00 local does not exist; 00:00, 01:00, 03:00 and 04:00 do.
    expect(slots.map((slot) => iso(slot.start))).toEqual([
      '2026-03-28T23:00:00.000Z',
      '2026-03-29T00:00:00.000Z',
      '2026-03-29T01:00:00.000Z',
      '2026-03-29T02:00:00.000Z',
    ]);
    expect(slots.map((slot) => new Date(instantToWall('Europe/Amsterdam', slot.start)).toISOString().slice(11, 16))).toEqual([
      '00:00',
      '01:00',
      '03:00',
      '04:00',
    ]);
  });

  it('offers both readings of the repeated hour in Amsterdam on 25 October 2026, each once', () => {
    const slots = generateSlots({
      timeZone: 'Europe/Amsterdam',
      weeklyHours: { sun: [{ start: '01:00', end: '04:00' }] },
      from: '2026-10-24T12:00:00Z',
      to: '2026-10-25T12:00:00Z',
      durationMinutes: 60,
      now: NOW,
    });
    // 01:00 CEST, 02:00 CEST, 02:00 CET, 03:00 CET: four real hours between 01:00 and 04:00.
    expect(slots.map((slot) => iso(slot.start))).toEqual([
      '2026-10-24T23:00:00.000Z',
      '2026-10-25T00:00:00.000Z',
      '2026-10-25T01:00:00.000Z',
      '2026-10-25T02:00:00.000Z',
    ]);
  });

  it('offers nothing in Santiago’s skipped midnight hour on 5 September 2021, and the hour after as usual', () => {
    // Chile springs forward at 00:00: the clock reads 01:00 next, so 00:00–00:59 does not exist that day.
    const slots = generateSlots({
      timeZone: 'America/Santiago',
      weeklyHours: { sun: [{ start: '00:00', end: '02:00' }] },
      from: '2021-09-04T00:00:00Z',
      to: '2021-09-06T00:00:00Z',
      durationMinutes: 30,
      now: NOW,
    });
    // 01:00 and 01:30 local on UTC−3.
    expect(slots.map((slot) => iso(slot.start))).toEqual(['2021-09-05T04:00:00.000Z', '2021-09-05T04:30:00.000Z']);
  });

  it('offers Chatham’s repeated quarter hours of 7 April 2024 on both readings, up to the end of the hours', () => {
    // Chatham falls back at 03:45 (UTC+13:45) to 02:45 (UTC+12:45): 02:45–03:45 happens twice.
    const slots = generateSlots({
      timeZone: 'Pacific/Chatham',
      weeklyHours: { sun: [{ start: '02:45', end: '03:45' }] },
      from: '2024-04-06T00:00:00Z',
      to: '2024-04-08T00:00:00Z',
      durationMinutes: 15,
      now: NOW,
    });
    // Two real hours: the first readings 13:00–14:00Z, then the second readings 14:00–15:00Z.
    expect(slots.map((slot) => iso(slot.start))).toEqual(
      Array.from({ length: 8 }, (_, index) => iso(Date.parse('2024-04-06T13:00:00Z') + index * 15 * 60_000)),
    );
  });

  it('keeps a regular Amsterdam day to its hours, with a lunch break', () => {
    const slots = generateSlots({
      timeZone: 'Europe/Amsterdam',
      weeklyHours: {
        mon: [
          { start: '09:00', end: '12:00' },
          { start: '13:00', end: '17:00' },
        ],
      },
      from: '2026-06-01T00:00:00Z',
      to: '2026-06-02T00:00:00Z',
      durationMinutes: 60,
      now: NOW,
    });
    expect(slots.map((slot) => new Date(instantToWall('Europe/Amsterdam', slot.start)).toISOString().slice(11, 16))).toEqual([
      '09:00',
      '10:00',
      '11:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
    ]);
  });

  it('leaves out slots that overlap a booking or its buffer, and respects minimum notice', () => {
    const slots = generateSlots({
      timeZone: 'Europe/Amsterdam',
      weeklyHours: { mon: [{ start: '09:00', end: '13:00' }] },
      from: '2026-06-01T00:00:00Z',
      to: '2026-06-02T00:00:00Z',
      durationMinutes: 30,
      bufferAfterMinutes: 15,
      // 09:00–09:30 local is within notice; 11:00–11:30 local is booked.
      now: '2026-06-01T07:00:00Z',
      minimumNoticeMinutes: 60,
      busy: [{ start: '2026-06-01T09:00:00Z', end: '2026-06-01T09:30:00Z' }],
    });
    expect(slots.map((slot) => new Date(instantToWall('Europe/Amsterdam', slot.start)).toISOString().slice(11, 16))).toEqual([
      '10:00',
      '11:30',
      '12:00',
      '12:30',
    ]);
  });

  it('returns nothing for an empty or reversed range', () => {
    const base = { timeZone: 'UTC', weeklyHours: { mon: [{ start: '09:00', end: '17:00' }] }, durationMinutes: 30, now: NOW };
    expect(generateSlots({ ...base, from: '2026-06-01T00:00:00Z', to: '2026-06-01T00:00:00Z' })).toEqual([]);
    expect(generateSlots({ ...base, from: '2026-06-02T00:00:00Z', to: '2026-06-01T00:00:00Z' })).toEqual([]);
  });
});

/** Every weekday around the clock: the most slots a day can give. */
const ALL_DAY: WeeklyHours = Object.fromEntries(weekdays.map((day) => [day, [{ start: '00:00', end: '24:00' }]]));

const FROM_2020 = Date.UTC(2020, 0, 1);
const TO_2040 = Date.UTC(2040, 11, 1);

/** Working hours on random weekdays: one or two ranges with quarter-hour edges. */
const weeklyHoursArbitrary = fc
  .array(
    fc.record({
      day: fc.constantFrom(...weekdays),
      start: fc.integer({ min: 0, max: 90 }),
      length: fc.integer({ min: 1, max: 40 }),
    }),
    { minLength: 1, maxLength: 6 },
  )
  .map((entries) => {
    const hours: WeeklyHours = {};
    for (const { day, start, length } of entries) {
      const startMinutes = start * 15;
      const endMinutes = Math.min(24 * 60, startMinutes + length * 15);
      if (endMinutes <= startMinutes) continue;
      hours[day] = [...(hours[day] ?? []), { start: clock(startMinutes), end: clock(endMinutes) }];
    }
    return hours;
  });

/** Days around a DST change are where bugs live: bias the range start towards March, April, September to November. */
const rangeStartArbitrary = fc.oneof(
  fc.integer({ min: FROM_2020, max: TO_2040 }),
  fc
    .record({
      year: fc.integer({ min: 2020, max: 2040 }),
      month: fc.constantFrom(2, 3, 8, 9, 10),
      day: fc.integer({ min: 0, max: 30 }),
      hour: fc.integer({ min: 0, max: 23 }),
    })
    .map(({ year, month, day, hour }) => Date.UTC(year, month, 1 + day, hour)),
);

/** Zero to two ranges for one day: an empty list closes the day. */
const dayRangesArbitrary = fc
  .array(fc.record({ start: fc.integer({ min: 0, max: 90 }), length: fc.integer({ min: 1, max: 40 }) }), { maxLength: 2 })
  .map((ranges) =>
    ranges
      .map(({ start, length }) => ({ startMinutes: start * 15, endMinutes: Math.min(24 * 60, start * 15 + length * 15) }))
      .map(({ startMinutes, endMinutes }) => ({ start: clock(startMinutes), end: clock(endMinutes) })),
  );

function clock(minutes: number): string {
  if (minutes === 24 * 60) return '24:00';
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

const propertyInput = fc
  .record({
    timeZone: fc.constantFrom(...DST_ZONES),
    weeklyHours: weeklyHoursArbitrary,
    from: rangeStartArbitrary,
    days: fc.integer({ min: 1, max: 4 }),
    // A service with several lengths: every one of them is checked.
    durations: fc.uniqueArray(fc.constantFrom(15, 30, 45, 60, 90), { minLength: 1, maxLength: 3 }),
    intervalMinutes: fc.constantFrom(15, 30, 60),
    /** Overrides on days around the range (by day offset from `from`); a later one for a date wins. */
    overrides: fc.array(fc.record({ dayOffset: fc.integer({ min: -1, max: 5 }), ranges: dayRangesArbitrary }), { maxLength: 3 }),
    dailyLimit: fc.option(
      fc.record({
        max: fc.integer({ min: 1, max: 3 }),
        counts: fc.array(fc.record({ dayOffset: fc.integer({ min: -1, max: 5 }), count: fc.integer({ min: 0, max: 4 }) }), {
          maxLength: 4,
        }),
      }),
      { nil: undefined },
    ),
    bookingHorizonDays: fc.option(fc.integer({ min: 1, max: 4 }), { nil: undefined }),
    nowBeforeHours: fc.integer({ min: 0, max: 48 }),
    busy: fc.array(
      fc.record({ startMinutes: fc.integer({ min: 0, max: 4 * 24 * 60 }), minutes: fc.integer({ min: 1, max: 240 }) }),
      {
        maxLength: 4,
      },
    ),
    bufferBeforeMinutes: fc.constantFrom(0, 5, 20),
    bufferAfterMinutes: fc.constantFrom(0, 10),
  })
  .map((raw) => {
    const dateAt = (dayOffset: number) => localDateKey(raw.timeZone, raw.from + dayOffset * 86_400_000);
    const overrides = new Map(raw.overrides.map(({ dayOffset, ranges }) => [dateAt(dayOffset), ranges]));
    const bookingsPerDay = Object.fromEntries(
      (raw.dailyLimit?.counts ?? []).map(({ dayOffset, count }) => [dateAt(dayOffset), count]),
    );
    return {
      ...raw,
      now: raw.from - raw.nowBeforeHours * 3_600_000,
      dateOverrides: [...overrides].map(([date, ranges]) => ({ date, ranges })),
      overrides,
      maxBookingsPerDay: raw.dailyLimit?.max,
      bookingsPerDay,
      busy: raw.busy.map(({ startMinutes, minutes }) => ({
        start: raw.from + startMinutes * 60_000,
        end: raw.from + (startMinutes + minutes) * 60_000,
      })),
    };
  });

type PropertyInput = typeof propertyInput extends fc.Arbitrary<infer T> ? T : never;

/** The engine's input for one length of the generated service. */
function engineInput(input: PropertyInput, durationMinutes: number) {
  return {
    timeZone: input.timeZone,
    weeklyHours: input.weeklyHours,
    from: input.from,
    to: input.from + input.days * 86_400_000,
    durationMinutes,
    intervalMinutes: input.intervalMinutes,
    now: input.now,
    dateOverrides: input.dateOverrides,
    maxBookingsPerDay: input.maxBookingsPerDay,
    bookingsPerDay: input.bookingsPerDay,
    bookingHorizonDays: input.bookingHorizonDays,
    busy: input.busy,
    bufferBeforeMinutes: input.bufferBeforeMinutes,
    bufferAfterMinutes: input.bufferAfterMinutes,
  };
}

/** The slots of every length the generated service offers. */
function slotsPerDuration(input: PropertyInput) {
  return input.durations.map((durationMinutes) => ({
    durationMinutes,
    slots: generateSlots(engineInput(input, durationMinutes)),
  }));
}

/** The same slots with no busy blocks: what the staff member's hours alone offer. */
function freeSlotsPerDuration(input: PropertyInput) {
  return slotsPerDuration({ ...input, busy: [] });
}

/** Whether a slot, with its buffers before and after, meets none of the input's busy blocks. */
function clearOfBusy(input: PropertyInput, slot: { start: number; end: number }): boolean {
  const freeFrom = slot.start - input.bufferBeforeMinutes * 60_000;
  const freeUntil = slot.end + input.bufferAfterMinutes * 60_000;
  return !input.busy.some((block) => block.start < freeUntil && block.end > freeFrom);
}

/** Zones change their clocks on whole quarter hours and the generated ranges are whole quarter hours: 5 minutes resolves both. */
const STEP_MS = 5 * 60_000;

const seed = Number(process.env.FC_SEED ?? Date.now() % 2 ** 31);
// Printed so that a failing run can be replayed with FC_SEED=<seed>.
console.info(`[generateSlots properties] fast-check seed ${seed}`);

describe('generateSlots properties (2020–2040, six DST zones)', () => {
  it('keeps every slot inside the day’s hours (overrides first) on the staff member’s clock, within the limits', () => {
    fc.assert(
      fc.property(propertyInput, (input) => {
        const { timeZone, weeklyHours, overrides } = input;
        for (const { durationMinutes, slots } of slotsPerDuration(input)) {
          for (const slot of slots) {
            expect(slot.end - slot.start).toBe(durationMinutes * 60_000);
            // Every step of the slot reads inside one range on the staff member's clock. The end
            // instant alone is not read: after a fall-back it shows an earlier time than the
            // minute before it (03:45 becomes 02:45), though the slot ended at the range's end.
            const steps: number[] = [];
            for (let at = slot.start; at < slot.end; at += STEP_MS) steps.push(instantToWall(timeZone, at));
            const day = localDateKey(timeZone, slot.start);
            const dayStart = Date.parse(`${day}T00:00:00Z`);
            const weekday = weekdays[(new Date(dayStart).getUTCDay() + 6) % 7] as (typeof weekdays)[number];
            const fits = (overrides.get(day) ?? weeklyHours[weekday] ?? []).some((range) => {
              const rangeStart = dayStart + minutesOfDay(range.start) * 60_000;
              const rangeEnd = dayStart + minutesOfDay(range.end) * 60_000;
              return steps.every((wall) => wall >= rangeStart && wall + STEP_MS <= rangeEnd);
            });
            expect(fits, `${iso(slot.start)} in ${timeZone}`).toBe(true);
            if (input.maxBookingsPerDay !== undefined) {
              expect(input.bookingsPerDay[day] ?? 0, `${day} is at its limit`).toBeLessThan(input.maxBookingsPerDay);
            }
            if (input.bookingHorizonDays !== undefined) {
              expect(slot.start).toBeLessThanOrEqual(input.now + input.bookingHorizonDays * 86_400_000);
            }
          }
        }
      }),
      { numRuns: 1000, seed },
    );
    // A thousand runs take half a second; a CI machine busy with other suites may take ten times that.
  }, 30_000);

  it('never starts a slot at a clock time the zone skips, never offers an instant twice, and keeps busy time free', () => {
    fc.assert(
      fc.property(propertyInput, (input) => {
        const { timeZone } = input;
        for (const { slots } of slotsPerDuration(input)) {
          for (const slot of slots) {
            // The slot's clock reading exists and maps back to this very instant.
            expect(wallToInstants(timeZone, instantToWall(timeZone, slot.start))).toContain(slot.start);
            expect(clearOfBusy(input, slot)).toBe(true);
          }
          for (let index = 1; index < slots.length; index++) {
            expect((slots[index] as { start: number }).start).toBeGreaterThan((slots[index - 1] as { start: number }).start);
          }
        }
      }),
      { numRuns: 1000, seed },
    );
    // A thousand runs take half a second; a CI machine busy with other suites may take ten times that.
  }, 30_000);

  it('gives the engine’s starts as the slots’ starts, each slot one duration long, and keeps each answer its own', () => {
    fc.assert(
      fc.property(propertyInput, (input) => {
        const answers = slotsPerDuration(input).map(({ durationMinutes, slots }) => {
          const starts = generateSlotStarts(engineInput(input, durationMinutes));
          expect(Array.from(starts)).toEqual(slots.map((slot) => slot.start));
          for (const slot of slots) expect(slot.end - slot.start).toBe(durationMinutes * 60_000);
          return { starts, copy: Array.from(starts) };
        });
        // Later calls (every length, and two weeks of the busiest hours, more than the buffer first holds) leave an earlier answer as it was.
        generateSlotStarts({
          timeZone: 'UTC',
          weeklyHours: ALL_DAY,
          from: input.from,
          to: input.from + 14 * 86_400_000,
          durationMinutes: 15,
          now: 0,
        });
        for (const { starts, copy } of answers) expect(Array.from(starts)).toEqual(copy);
      }),
      { numRuns: 300, seed },
    );
  }, 30_000);

  it('takes away for busy time exactly the slots whose buffered time meets a busy block, and no other', () => {
    fc.assert(
      fc.property(propertyInput, (input) => {
        const withBusy = slotsPerDuration(input);
        freeSlotsPerDuration(input).forEach(({ slots }, index) => {
          expect(withBusy[index]?.slots).toEqual(slots.filter((slot) => clearOfBusy(input, slot)));
        });
      }),
      { numRuns: 1000, seed },
    );
    // A thousand runs take half a second; a CI machine busy with other suites may take ten times that.
  }, 30_000);
});
