import type { DateOverride } from '../schemas/date-overrides';
import { minutesOfDay, type TimeRange, type WeeklyHours, weekdays } from '../schemas/schedule';
import { DAY_MS, dateKeyToWall, MINUTE_MS, wallToInstants, zoneOffsetAt } from '../time/zone-offset';
import { transitionBetween, zoneTransitions } from '../time/zone-transitions';

/**
 * Days' working ranges, column by column: range `i` is `dayWall[i]`, `startWall[i]`, … for `i`
 * below `count`. Columns of unboxed numbers, kept from one call to the next and overwritten by it:
 * a month of 20 staff has some 900 ranges, and as objects each stored number made a box (70 KB
 * of the engine's ~160 KB of garbage a month, whose young-generation collections are what its
 * slowest months wait on). Grown, never shrunk, when a call needs more rows.
 */
export class WorkingWindows {
  /** How many ranges the last call filled. */
  count = 0;
  /** Local midnight of the range's day, as a wall time. */
  dayWall = new Float64Array(64);
  startWall = new Float64Array(64);
  endWall = new Float64Array(64);
  /** First instant of the range. */
  start = new Float64Array(64);
  /** Last instant of the range (exclusive). */
  end = new Float64Array(64);
  /** 1 when the day has a DST transition, so walls and instants do not move together. */
  transition = new Uint8Array(64);

  /**
   * A new row after the last one, to be written column by column by the caller: passing its
   * numbers to a method that V8 does not inline would box each of them.
   */
  nextRow(): number {
    if (this.count === this.dayWall.length) this.grow();
    return this.count++;
  }

  private grow(): void {
    const size = this.dayWall.length * 2;
    const grown = <T extends Float64Array | Uint8Array>(column: T, made: T): T => {
      made.set(column);
      return made;
    };
    this.dayWall = grown(this.dayWall, new Float64Array(size));
    this.startWall = grown(this.startWall, new Float64Array(size));
    this.endWall = grown(this.endWall, new Float64Array(size));
    this.start = grown(this.start, new Float64Array(size));
    this.end = grown(this.end, new Float64Array(size));
    this.transition = grown(this.transition, new Uint8Array(size));
  }
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
 * The weekly hours of the current call as minutes, weekday after weekday in one array that every
 * call overwrites: weekday `d`'s ranges are `minutes[from[d]]` … `minutes[from[d + 1] - 1]`, in
 * start/end pairs. Seven arrays a call were a seventh of the engine's garbage.
 */
const weekly = { minutes: [] as number[], from: new Int32Array(weekdays.length + 1) };

/** Fills {@link weekly} with `weeklyHours`. */
function readWeekly(weeklyHours: WeeklyHours): void {
  let count = 0;
  for (let day = 0; day < weekdays.length; day++) {
    weekly.from[day] = count;
    const ranges = weeklyHours[weekdays[day] as keyof WeeklyHours];
    if (ranges === undefined) continue;
    for (const range of ranges) {
      weekly.minutes[count++] = cachedMinutesOfDay(range.start);
      weekly.minutes[count++] = cachedMinutesOfDay(range.end);
    }
  }
  weekly.from[weekdays.length] = count;
}

/** The columns every call of `workingWindows` fills (see {@link WorkingWindows}). */
const windows = new WorkingWindows();

/**
 * The working windows of the local days `firstDayWall` … `lastDayWall` (inclusive), in order:
 * the first `count` rows. The columns are this module's own, overwritten by the next call (see
 * {@link WorkingWindows}): read them before calling again, and keep none.
 * @param weeklyHours hours per weekday in the staff member's clock
 * @param dateOverrides days whose hours replace the weekly ones (a later entry for the same date wins)
 */
export function workingWindows(
  timeZone: string,
  weeklyHours: WeeklyHours,
  firstDayWall: number,
  lastDayWall: number,
  dateOverrides?: ReadonlyArray<DateOverride>,
): Readonly<WorkingWindows> {
  readWeekly(weeklyHours);
  const overrides = new Map<number, MinuteRanges>();
  for (const override of dateOverrides ?? []) overrides.set(dateKeyToWall(override.date), toMinuteRanges(override.ranges));
  windows.count = 0;
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
    const weekday = (((Math.floor(dayWall / DAY_MS) + 3) % 7) + 7) % 7;
    const override = overrides.get(dayWall);
    const ranges = override ?? weekly.minutes;
    const first = override === undefined ? (weekly.from[weekday] as number) : 0;
    const last = override === undefined ? (weekly.from[weekday + 1] as number) : override.length;
    while (next < at.length && (at[next] as number) <= dayWall - DAY_BOUND_BEFORE) next++;
    if (first === last) continue;
    const offsetAtStart = next === 0 ? initialOffset : (offsetAfter[next - 1] as number);
    const transition = next < at.length && (at[next] as number) <= dayWall + DAY_MS + DAY_BOUND_AFTER;
    for (let index = first; index < last; index += 2) {
      const startWall = dayWall + (ranges[index] as number) * MINUTE_MS;
      const endWall = dayWall + (ranges[index + 1] as number) * MINUTE_MS;
      const row = windows.nextRow();
      windows.dayWall[row] = dayWall;
      windows.startWall[row] = startWall;
      windows.endWall[row] = endWall;
      windows.start[row] = transition ? boundaryInstant(timeZone, startWall, 'start') : startWall - offsetAtStart;
      windows.end[row] = transition ? boundaryInstant(timeZone, endWall, 'end') : endWall - offsetAtStart;
      windows.transition[row] = transition ? 1 : 0;
    }
  }
  return windows;
}
