import { WALL_CLOCK_OPTIONS } from './wall-clock-format';

/**
 * Time-zone arithmetic on epoch milliseconds, independent of the machine's `TZ`.
 *
 * A "wall time" here is the local clock reading in a zone, encoded as if it were a UTC epoch
 * (so `Date.UTC(2026, 2, 29, 2, 30)` is "02:30 on 29 March" on some wall clock). Keeping both in
 * plain numbers makes the slot engine fast: `Intl` is consulted once per zone and day, not per slot.
 */

const MINUTE = 60_000;
const DAY = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, ...WALL_CLOCK_OPTIONS, era: 'short' });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * Whether `timeZone` is an IANA zone this runtime knows.
 * @example isValidTimeZone('Europe/Amsterdam') // true
 */
export function isValidTimeZone(timeZone: string): boolean {
  if (typeof timeZone !== 'string' || timeZone.length === 0 || timeZone.length > 64) return false;
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** Per zone, offsets by epoch minute. Numeric keys in one map per zone: no string built per lookup. */
const offsetCaches = new Map<string, Map<number, number>>();
let cachedOffsets = 0;
/** The zone asked about last, and its map (see `zoneOffsetAt`). */
let lastZone: string | undefined;
let lastCache: Map<number, number> | undefined;

/**
 * The zone's offset from UTC, in milliseconds, at the instant `utcMs`.
 * @example zoneOffsetAt('Asia/Kolkata', Date.UTC(2026, 0, 1)) // 19_800_000
 */
export function zoneOffsetAt(timeZone: string, utcMs: number): number {
  // Offsets only change on whole minutes; caching per minute keeps repeated calls cheap.
  const minute = Math.floor(utcMs / MINUTE);
  // Callers ask about one zone many times in a row (a staff member's month): the zone's map is
  // kept at hand, so that a repeated zone costs a string comparison instead of a hashed lookup.
  let cache = timeZone === lastZone ? lastCache : offsetCaches.get(timeZone);
  const cached = cache?.get(minute);
  if (cached !== undefined) {
    lastZone = timeZone;
    lastCache = cache;
    return cached;
  }
  const parts = formatterFor(timeZone).formatToParts(new Date(minute * MINUTE));
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  let year = get('year');
  if (parts.find((part) => part.type === 'era')?.value === 'BC') year = 1 - year;
  const wall = Date.UTC(year, get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  const offset = wall - minute * MINUTE;
  if (cachedOffsets > 200_000) {
    offsetCaches.clear();
    cachedOffsets = 0;
    lastZone = undefined;
  }
  if (!cache || !offsetCaches.has(timeZone)) {
    cache = new Map();
    offsetCaches.set(timeZone, cache);
  }
  cache.set(minute, offset);
  cachedOffsets++;
  return offset;
}

/** The wall time (see module note) that the instant `utcMs` shows in `timeZone`. */
export function instantToWall(timeZone: string, utcMs: number): number {
  return utcMs + zoneOffsetAt(timeZone, utcMs);
}

/**
 * Every instant at which the clocks in `timeZone` read `wallMs`, earliest first:
 * none inside a spring-forward gap, two inside a fall-back fold, otherwise one.
 * @example wallToInstants('Europe/Amsterdam', Date.UTC(2026, 2, 29, 2, 30)) // [] (the gap)
 */
export function wallToInstants(timeZone: string, wallMs: number): number[] {
  // At most one transition lies within a day, so the offsets a day either side are the only candidates.
  const before = zoneOffsetAt(timeZone, wallMs - DAY);
  const after = zoneOffsetAt(timeZone, wallMs + DAY);
  const instants: number[] = [];
  for (const offset of before === after ? [before] : [before, after]) {
    const instant = wallMs - offset;
    if (zoneOffsetAt(timeZone, instant) === offset) instants.push(instant);
  }
  return instants.sort((a, b) => a - b);
}

/**
 * The offsets in force at the start and at the end of a local calendar day. Equal offsets mean
 * the day has no transition, so every wall time of it maps to exactly one instant.
 */
export function dayOffsets(timeZone: string, dayWallMs: number): { start: number; end: number } {
  const start = zoneOffsetAt(timeZone, dayWallMs - zoneOffsetAt(timeZone, dayWallMs));
  const endWall = dayWallMs + DAY;
  const end = zoneOffsetAt(timeZone, endWall - zoneOffsetAt(timeZone, endWall));
  return { start, end };
}

/**
 * The local calendar date (`YYYY-MM-DD`) of an instant in a zone.
 * @example localDateKey('Pacific/Chatham', Date.UTC(2026, 0, 1, 12)) // '2026-01-02'
 */
export function localDateKey(timeZone: string, utcMs: number): string {
  return new Date(instantToWall(timeZone, utcMs)).toISOString().slice(0, 10);
}

/** `YYYY-MM-DD` → the wall time of that day's midnight. Throws on a malformed date. */
export function dateKeyToWall(dateKey: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateKey);
  if (!match) throw new RangeError(`Not a calendar date: ${dateKey}`);
  const wall = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  if (new Date(wall).toISOString().slice(0, 10) !== dateKey) {
    throw new RangeError(`Not a calendar date: ${dateKey}`);
  }
  return wall;
}

/**
 * The first instant of a local calendar day in a zone (the day's midnight, or the first
 * existing minute after it where midnight falls in a gap).
 */
export function startOfLocalDay(timeZone: string, dateKey: string): number {
  const wall = dateKeyToWall(dateKey);
  const instants = wallToInstants(timeZone, wall);
  if (instants[0] !== undefined) return instants[0];
  // Midnight skipped (e.g. America/Santiago): the day starts at the transition, which is
  // midnight read with the offset in force before it.
  return wall - zoneOffsetAt(timeZone, wall - DAY);
}

export { DAY as DAY_MS, MINUTE as MINUTE_MS };
