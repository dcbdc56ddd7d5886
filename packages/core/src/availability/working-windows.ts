import type { DateOverride } from '../schemas/date-overrides';
import { minutesOfDay, type TimeRange, type WeeklyHours, weekdays } from '../schemas/schedule';
import { DAY_MS, dateKeyToWall, MINUTE_MS, wallToInstants, zoneOffsetAt } from '../time/zone-offset';
import { transitionBetween, zoneTransitions } from '../time/zone-transitions';

/** One day's working range, as walls (local clock) and as the instants that bound it. */
export interface WorkingWindow {
  /** Local midnight of the day, as a wall time. */
  dayWall: number;
  startWall: number;
  endWall: number;
  /** First instant of the range. */
  start: number;
  /** Last instant of the range (exclusive). */
  end: number;
  /** True when the day has a DST transition, so walls and instants do not move together. */
  transition: boolean;
}

/**
 * The instant a wall time stands for at the edge of a working range. In a fold the range takes
 * the widest reading that stays in hours (`earliest` for a start, `latest` for an end); in a gap
 * it takes the transition itself, the first minute that exists after the skipped time.
 */
function boundaryInstant(timeZone: string, wall: number, edge: 'start' | 'end'): number {
  const instants = wallToInstants(timeZone, wall);
  if (instants.length > 0) return (edge === 'start' ? instants[0] : instants[instants.length - 1]) as number;
  const before = wall - zoneOffsetAt(timeZone, wall + DAY_MS);
  const after = wall - zoneOffsetAt(timeZone, wall - DAY_MS);
  return transitionBetween(timeZone, before, after);
}

/** How far a local day's first instant can lie before its midnight wall (UTC+14), plus a margin. */
const DAY_BOUND_BEFORE = 15 * 60 * MINUTE_MS;
/** How far a local day's last instant can lie after its next midnight wall (UTC−12), plus a margin. */
const DAY_BOUND_AFTER = 13 * 60 * MINUTE_MS;

/**
 * A day's ranges as minutes since local midnight, parsed once per call rather than once per day:
 * flat, start and end after one another (`[540, 720, 780, 1020]` for 09:00–12:00 and 13:00–17:00).
 * One array of small integers whether the day has hours or not: with an array per range, a closed
 * day's empty array and an open day's had different shapes, and the optimized loop fell back
 * (deoptimized) the first time it met the other one.
 */
type MinuteRanges = ReadonlyArray<number>;

/** `HH:MM` → minutes; at most 1441 distinct keys, so the cache stays small. */
const minutesOfClock = new Map<string, number>();

function cachedMinutesOfDay(time: string): number {
  let minutes = minutesOfClock.get(time);
  if (minutes === undefined) {
    minutes = minutesOfDay(time);
    if (minutesOfClock.size < 2000) minutesOfClock.set(time, minutes);
  }
  return minutes;
}

function toMinuteRanges(ranges: ReadonlyArray<TimeRange> | undefined): MinuteRanges {
  const minutes: number[] = [];
  for (const range of ranges ?? []) minutes.push(cachedMinutesOfDay(range.start), cachedMinutesOfDay(range.end));
  return minutes;
}

/**
 * The window objects `workingWindows` fills, kept from one call to the next: a month of 20 staff
 * made some 900 of them (each with its boxed numbers), a fifth of the slot engine's garbage, and
 * the young generation's collections are what its slowest months wait on. A number stored into a
 * kept object's field overwrites the field's box instead of making one. Made with `NaN`s so that
 * every number field holds doubles from the start (an integer first would change its shape later).
 */
const windowPool: WorkingWindow[] = [];

/** The pool's window at `index`, made the first time it is needed. */
function pooledWindow(index: number): WorkingWindow {
  let window = windowPool[index];
  if (window === undefined) {
    window = {
      dayWall: Number.NaN,
      startWall: Number.NaN,
      endWall: Number.NaN,
      start: Number.NaN,
      end: Number.NaN,
      transition: false,
    };
    windowPool.push(window);
  }
  return window;
}

/**
 * The working windows of the local days `firstDayWall` … `lastDayWall` (inclusive), in order:
 * the first `count` of `windows`. They are this module's own objects, overwritten by the next call
 * (see `windowPool`): read them before calling again, and keep none.
 * @param weeklyHours hours per weekday in the staff member's clock
 * @param dateOverrides days whose hours replace the weekly ones (a later entry for the same date wins)
 */
export function workingWindows(
  timeZone: string,
  weeklyHours: WeeklyHours,
  firstDayWall: number,
  lastDayWall: number,
  dateOverrides?: ReadonlyArray<DateOverride>,
): { windows: ReadonlyArray<WorkingWindow>; count: number } {
  const weekly = weekdays.map((weekday) => toMinuteRanges(weeklyHours[weekday]));
  const overrides = new Map<number, MinuteRanges>();
  for (const override of dateOverrides ?? []) overrides.set(dateKeyToWall(override.date), toMinuteRanges(override.ranges));
  let count = 0;
  // Offsets lie within UTC−12 … UTC+14, so a day's instants lie within the bounds below. Asking
  // about the day's own first instant is not enough: where midnight itself is skipped (Santiago,
  // Havana), that instant already has the new offset and the day would look transition-free.
  // The bounds are wider than the day, so a neighbouring day may take the exact path too: slower, never wrong.
  const { initialOffset, at, offsetAfter } = zoneTransitions(
    timeZone,
    firstDayWall - DAY_BOUND_BEFORE,
    lastDayWall + DAY_MS + DAY_BOUND_AFTER,
  );
  let next = 0; // the first change after the current day's first bound
  for (let dayWall = firstDayWall; dayWall <= lastDayWall; dayWall += DAY_MS) {
    // 1970-01-01 was a Thursday (index 3 with Monday first): weekday without building a Date.
    const ranges = overrides.get(dayWall) ?? (weekly[(((Math.floor(dayWall / DAY_MS) + 3) % 7) + 7) % 7] as MinuteRanges);
    while (next < at.length && (at[next] as number) <= dayWall - DAY_BOUND_BEFORE) next++;
    if (ranges.length === 0) continue;
    const offsetAtStart = next === 0 ? initialOffset : (offsetAfter[next - 1] as number);
    const transition = next < at.length && (at[next] as number) <= dayWall + DAY_MS + DAY_BOUND_AFTER;
    for (let index = 0; index < ranges.length; index += 2) {
      const startWall = dayWall + (ranges[index] as number) * MINUTE_MS;
      const endWall = dayWall + (ranges[index + 1] as number) * MINUTE_MS;
      const window = pooledWindow(count++);
      window.dayWall = dayWall;
      window.startWall = startWall;
      window.endWall = endWall;
      window.start = transition ? boundaryInstant(timeZone, startWall, 'start') : startWall - offsetAtStart;
      window.end = transition ? boundaryInstant(timeZone, endWall, 'end') : endWall - offsetAtStart;
      window.transition = transition;
    }
  }
  return { windows: windowPool, count };
}
