import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localDateKey } from '../time/zone-offset';
import { groupSlotsByDay, mergeStaffSlots, type StaffSlots, slotDays, slotDaysJson } from './merge-staff-slots';

const MINUTE = 60_000;
const at = (iso: string) => Date.parse(iso);

describe('mergeStaffSlots', () => {
  it('gives one entry per start with every staff member free then, in slug order, and the most seats left', () => {
    const merged = mergeStaffSlots(
      [
        {
          staff: 'chen',
          slots: [
            { start: at('2026-03-03T09:00:00Z'), end: at('2026-03-03T09:30:00Z'), seatsLeft: 2 },
            { start: at('2026-03-03T08:00:00Z'), end: at('2026-03-03T08:30:00Z') },
          ],
        },
        { staff: 'anna', slots: [{ start: at('2026-03-03T09:00:00Z'), end: at('2026-03-03T09:30:00Z'), seatsLeft: 1 }] },
        { staff: 'bruno', slots: [{ start: at('2026-03-03T09:00:00Z'), end: at('2026-03-03T09:30:00Z'), seatsLeft: 0 }] },
      ],
      3,
    );
    expect(merged).toEqual([
      { start: '2026-03-03T08:00:00.000Z', end: '2026-03-03T08:30:00.000Z', staff: ['chen'], seatsLeft: 3 },
      // Bruno has no seat left then: not offered with him.
      { start: '2026-03-03T09:00:00.000Z', end: '2026-03-03T09:30:00.000Z', staff: ['anna', 'chen'], seatsLeft: 2 },
    ]);
  });
  it('names a staff member once at a start their list holds twice, with the most seats of either', () => {
    const nine = { start: at('2026-03-03T09:00:00Z'), end: at('2026-03-03T09:30:00Z') };
    const merged = mergeStaffSlots(
      [
        {
          staff: 'anna',
          slots: [
            { ...nine, seatsLeft: 1 },
            { ...nine, seatsLeft: 2 },
          ],
        },
      ],
      3,
    );
    expect(merged).toEqual([
      { start: '2026-03-03T09:00:00.000Z', end: '2026-03-03T09:30:00.000Z', staff: ['anna'], seatsLeft: 2 },
    ]);
  });
});

describe('slotDays', () => {
  it('groups by the visitor’s calendar day, across a DST change and a day line', () => {
    const perStaff: StaffSlots[] = [
      {
        staff: 'anna',
        slots: [
          // 23:30 on 28 March in Amsterdam (UTC+1), then 00:30 and 03:30 on 29 March (the clocks went forward at 02:00).
          { start: at('2026-03-28T22:30:00Z'), end: at('2026-03-28T23:00:00Z') },
          { start: at('2026-03-28T23:30:00Z'), end: at('2026-03-29T00:00:00Z') },
          { start: at('2026-03-29T01:30:00Z'), end: at('2026-03-29T02:00:00Z') },
        ],
      },
    ];
    expect(slotDays(perStaff, 1, 'Europe/Amsterdam').map((day) => [day.date, day.slots.map((slot) => slot.start)])).toEqual([
      ['2026-03-28', ['2026-03-28T22:30:00.000Z']],
      ['2026-03-29', ['2026-03-28T23:30:00.000Z', '2026-03-29T01:30:00.000Z']],
    ]);
    expect(slotDays(perStaff, 1, 'Pacific/Kiritimati').map((day) => day.date)).toEqual(['2026-03-29']);
  });

  it('answers exactly what grouping the merged slots answers, for any staff, seats and zone', () => {
    const zones = ['UTC', 'Europe/Amsterdam', 'America/New_York', 'Asia/Kolkata', 'Pacific/Chatham', 'America/Santiago'];
    const slot = fc
      .record({
        start: fc.integer({ min: at('2026-01-01T00:00:00Z') / MINUTE, max: at('2027-01-01T00:00:00Z') / MINUTE }),
        minutes: fc.integer({ min: 5, max: 240 }),
        seatsLeft: fc.option(fc.integer({ min: 0, max: 4 }), { nil: undefined }),
        millis: fc.integer({ min: 0, max: 59_999 }),
      })
      .map(({ start, minutes, seatsLeft, millis }) => ({
        start: start * MINUTE + (millis % 7 === 0 ? millis : 0),
        end: (start + minutes) * MINUTE,
        ...(seatsLeft === undefined ? {} : { seatsLeft }),
      }));
    const staff = fc.uniqueArray(
      fc.record({
        staff: fc.constantFrom('anna', 'bruno', 'chen', 'dara', 'eli'),
        slots: fc.array(slot, { maxLength: 40 }).map((slots) => slots.sort((a, b) => a.start - b.start)),
      }),
      { selector: (entry) => entry.staff, maxLength: 4 },
    );
    fc.assert(
      fc.property(staff, fc.integer({ min: 1, max: 3 }), fc.constantFrom(...zones), (perStaff, seats, zone) => {
        const merged = mergeStaffSlots(perStaff, seats);
        const days = slotDays(perStaff, seats, zone);
        expect(days).toEqual(groupSlotsByDay(merged, zone));
        // The answer's text, written without the objects, is JSON.stringify's to the byte.
        expect(slotDaysJson(perStaff, seats, zone)).toBe(JSON.stringify(days));
        // Every slot in its own local day, every slot once, in order.
        for (const day of days) for (const entry of day.slots) expect(localDateKey(zone, Date.parse(entry.start))).toBe(day.date);
        expect(days.flatMap((day) => day.slots)).toEqual(merged);
        // Instants written as the engine writes them.
        for (const entry of merged) expect(new Date(entry.start).toISOString()).toBe(entry.start);
      }),
      { numRuns: 300 },
    );
  });
});
