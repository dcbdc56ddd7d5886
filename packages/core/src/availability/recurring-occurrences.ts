import { ALTERNATIVE_DAYS, MAX_ALTERNATIVES, type ServiceRecurrence } from '../schemas/recurring';
import { DAY_MS, instantToWall, wallToInstants } from '../time/zone-offset';
import { type BookingWindow, isInBookingWindow } from './booking-window';
import { type InstantInput, toEpochMs } from './instant';

/** A weekly series: the first occurrence, the zone whose clock it keeps, its rhythm and length. */
export interface FindRecurringOccurrencesInput {
  /** The first occurrence's start. */
  start: InstantInput;
  /** The staff member's zone: every occurrence starts at the same wall time on its clock. */
  timeZone: string;
  /** Weeks between occurrences, 1 to 12. */
  everyWeeks: number;
  /** Occurrences including the first, 1 to 52. */
  count: number;
}

/** One occurrence of a series. */
export interface RecurringOccurrence {
  /** Position in the series, the first being 0. */
  index: number;
  /** The staff member's local date, `YYYY-MM-DD`. */
  date: string;
  /** The start in epoch milliseconds, or `null` when that wall time does not exist that day. */
  start: number | null;
  /** Set when the occurrence cannot take place whatever the calendar holds. */
  unavailable?: 'nonexistent';
}

/**
 * The occurrences of a weekly series, keeping the first one's wall time on the staff member's
 * clock: a 09:00 class stays at 09:00 local across a daylight-saving change, so its UTC instant
 * moves by the change. A wall time that falls in a spring-forward gap gives an occurrence with
 * `start: null` and `unavailable: 'nonexistent'` (shifting it would silently move the class);
 * one that happens twice in a fall-back fold takes the reading with the first occurrence's
 * offset when there is one, else the earlier reading.
 *
 * @throws RangeError when `everyWeeks` is not 1–12 or `count` not 1–52
 * @example
 * findRecurringOccurrences({ start: '2026-03-02T08:00:00Z', timeZone: 'Europe/Amsterdam', everyWeeks: 2, count: 3 })
 * // 09:00 Amsterdam each time: 2026-03-02T08:00Z, 2026-03-16T08:00Z, 2026-03-30T07:00Z (after the change)
 */
export function findRecurringOccurrences(input: FindRecurringOccurrencesInput): RecurringOccurrence[] {
  const { timeZone, everyWeeks, count } = input;
  if (!Number.isInteger(everyWeeks) || everyWeeks < 1 || everyWeeks > 12) throw new RangeError('everyWeeks must be 1 to 12');
  if (!Number.isInteger(count) || count < 1 || count > 52) throw new RangeError('count must be 1 to 52');
  const first = toEpochMs(input.start);
  const firstWall = instantToWall(timeZone, first);
  const firstOffset = firstWall - first;
  const occurrences: RecurringOccurrence[] = [];
  for (let index = 0; index < count; index++) {
    // Wall times have no daylight saving: adding whole days to one keeps the clock reading.
    const wall = firstWall + index * everyWeeks * 7 * DAY_MS;
    const date = new Date(wall).toISOString().slice(0, 10);
    const instants = wallToInstants(timeZone, wall);
    if (instants.length === 0) {
      occurrences.push({ index, date, start: null, unavailable: 'nonexistent' });
      continue;
    }
    const sameOffset = instants.find((instant) => wall - instant === firstOffset);
    occurrences.push({ index, date, start: sameOffset ?? (instants[0] as number) });
  }
  return occurrences;
}

/** An occurrence checked against what the calendar offers. */
export interface CheckedOccurrence extends Omit<RecurringOccurrence, 'unavailable'> {
  available: boolean;
  /**
   * Why it cannot be booked: its wall time does not exist, it lies outside the booking window
   * (sooner than the minimum notice or beyond the horizon), or no slot is offered at its start.
   */
  unavailable?: 'nonexistent' | 'outsideBookingWindow' | 'notOffered';
}

/**
 * Marks each occurrence available or not, so that a visitor sees which ones to skip or move.
 * @param offered the offered slot starts (epoch ms), or a test for one (e.g. a seat check)
 * @param window the service's booking window: occurrences outside it are `outsideBookingWindow`
 * @example
 * const offered = new Set(slots.map((slot) => slot.start));
 * checkRecurringAvailability(findRecurringOccurrences(series), offered)
 * // [{ index: 0, available: true, ... }, { index: 1, available: false, unavailable: 'notOffered', ... }]
 */
export function checkRecurringAvailability(
  occurrences: ReadonlyArray<RecurringOccurrence>,
  offered: ReadonlySet<number> | ((start: number) => boolean),
  window?: BookingWindow,
): CheckedOccurrence[] {
  const isOffered = typeof offered === 'function' ? offered : (start: number) => offered.has(start);
  return occurrences.map(({ index, date, start }) => {
    if (start === null) return { index, date, start, available: false, unavailable: 'nonexistent' };
    if (window && !isInBookingWindow(start, window)) {
      return { index, date, start, available: false, unavailable: 'outsideBookingWindow' };
    }
    if (!isOffered(start)) return { index, date, start, available: false, unavailable: 'notOffered' };
    return { index, date, start, available: true };
  });
}

/** What a service's rule refuses of a series: any series at all, its rhythm, or its length. */
export type SeriesRuleViolation = 'notRecurring' | 'everyWeeks' | 'count';

/**
 * Checks a series against its service's rule (`service.recurring`): a service without one takes
 * no series; otherwise the rhythm must be one it offers and the count lie in `minCount`–`maxCount`.
 * @returns what is refused, empty when the series is allowed
 * @example checkSeriesRule({ everyWeeks: [1, 2], minCount: 2, maxCount: 6 }, { everyWeeks: 3, count: 8 }) // ['everyWeeks', 'count']
 * @example checkSeriesRule(undefined, { everyWeeks: 1, count: 2 }) // ['notRecurring']
 */
export function checkSeriesRule(
  rule: ServiceRecurrence | null | undefined,
  series: { everyWeeks: number; count: number },
): SeriesRuleViolation[] {
  if (!rule) return ['notRecurring'];
  const violations: SeriesRuleViolation[] = [];
  if (!rule.everyWeeks.includes(series.everyWeeks)) violations.push('everyWeeks');
  if (series.count < rule.minCount || series.count > rule.maxCount) violations.push('count');
  return violations;
}

/** Options of `findAlternatives`. */
export interface FindAlternativesOptions {
  /** The service's booking window: starts outside it are never offered. */
  window?: BookingWindow;
  /** How many days either side of an occurrence to look, on the series' clock. @default 3 ({@link ALTERNATIVE_DAYS}) */
  days?: number;
  /** The most alternatives per occurrence. @default 3 ({@link MAX_ALTERNATIVES}) */
  max?: number;
}

/** The first index of the ascending `values` at or above `value`. */
function lowerBound(values: readonly number[], value: number): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((values[middle] as number) < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The nearest free starts a visitor may take instead of each occurrence that cannot be booked,
 * best first: on the occurrence's own day, nearest its wanted time; then on the nearest other days
 * up to `days` away, nearest the wanted clock time there; ties go to the earlier start. An
 * occurrence on a clock time that does not exist gets the starts around that clock time.
 *
 * One pass over the free starts of the whole series (sorted once), not a search per occurrence.
 * @param series the series as `findRecurringOccurrences` took it (its first start and clock)
 * @param occurrences its occurrences, checked (`checkRecurringAvailability`)
 * @param free the free starts, epoch milliseconds in any order (the slot engine's, with room for the seats)
 * @returns per occurrence, in the same order, its alternatives (epoch ms); empty for an available one
 * @example
 * const checked = checkRecurringAvailability(findRecurringOccurrences(series), offered, window);
 * findAlternatives(series, checked, offered, { window }) // [[], [Date.parse('2026-03-17T10:00:00Z'), ...], []]
 */
export function findAlternatives(
  series: Pick<FindRecurringOccurrencesInput, 'start' | 'timeZone' | 'everyWeeks'>,
  occurrences: ReadonlyArray<Pick<CheckedOccurrence, 'index' | 'available' | 'start'>>,
  free: Iterable<number>,
  options: FindAlternativesOptions = {},
): number[][] {
  const { timeZone, everyWeeks } = series;
  const { window, days = ALTERNATIVE_DAYS, max = MAX_ALTERNATIVES } = options;
  const firstWall = instantToWall(timeZone, toEpochMs(series.start));
  // Every free start with its clock reading, in clock order (a fall-back fold reads an hour twice).
  const candidates = [...new Set(free)]
    .filter((start) => !window || isInBookingWindow(start, window))
    .map((start) => ({ start, wall: instantToWall(timeZone, start) }))
    .sort((a, b) => a.wall - b.wall || a.start - b.start);
  const walls = candidates.map((candidate) => candidate.wall);
  return occurrences.map((occurrence) => {
    if (occurrence.available) return [];
    const wanted = firstWall + occurrence.index * everyWeeks * 7 * DAY_MS;
    const day = Math.floor(wanted / DAY_MS);
    const near = candidates.slice(lowerBound(walls, (day - days) * DAY_MS), lowerBound(walls, (day + days + 1) * DAY_MS));
    return near
      .filter((candidate) => candidate.start !== occurrence.start)
      .map((candidate) => {
        const dayOffset = Math.floor(candidate.wall / DAY_MS) - day;
        return {
          start: candidate.start,
          days: Math.abs(dayOffset),
          clock: Math.abs(candidate.wall - dayOffset * DAY_MS - wanted),
        };
      })
      .sort((a, b) => a.days - b.days || a.clock - b.clock || a.start - b.start)
      .slice(0, max)
      .map((candidate) => candidate.start);
  });
}
