import type { DateOverride } from '../schemas/date-overrides';
import type { WeeklyHours } from '../schemas/schedule';
import { DAY_MS, dateKeyToWall, instantToWall, MINUTE_MS, wallToInstants } from '../time/zone-offset';
import { transitionBetween } from '../time/zone-transitions';
import { BusyCursor, mergeBusy } from './busy-blocks';
import { type InstantInput, toEpochMs } from './instant';
import { workingWindows } from './working-windows';

/** What `generateSlots` needs to know about one staff member and one service. */
export interface GenerateSlotsInput {
  /** The staff member's IANA time zone; working hours are read on its clock. */
  timeZone: string;
  weeklyHours: WeeklyHours;
  /** Only slots starting in `[from, to)` are returned. */
  from: InstantInput;
  to: InstantInput;
  durationMinutes: number;
  /** Minutes between slot starts. @default durationMinutes */
  intervalMinutes?: number;
  /** Slots must start at least this long after `now`. @default 0 */
  minimumNoticeMinutes?: number;
  /** Free time the staff member needs before and after the service. @default 0 */
  bufferBeforeMinutes?: number;
  bufferAfterMinutes?: number;
  /** The current instant; passed in so that results never depend on the clock. */
  now: InstantInput;
  /** Times the staff member is taken (existing bookings, with their own buffers). */
  busy?: ReadonlyArray<{ start: InstantInput; end: InstantInput }>;
  /**
   * Days whose hours replace the weekly ones, by the staff member's local date: empty `ranges`
   * close the day, other ranges are that day's only hours.
   */
  dateOverrides?: ReadonlyArray<DateOverride>;
  /** The booking horizon: no slot starts later than `now` plus this many days of 24 hours. @default unlimited */
  bookingHorizonDays?: number;
  /** Bookings the staff member may take per local day; a day at the limit offers nothing. @default unlimited */
  maxBookingsPerDay?: number;
  /** Bookings the staff member already has, by their local date (`YYYY-MM-DD`). */
  bookingsPerDay?: Readonly<Record<string, number>>;
}

/** A generated slot in epoch milliseconds, `[start, end)`. */
export interface SlotInterval {
  start: number;
  end: number;
}

/**
 * Whether every minute of `[start, end)` reads, on the staff member's clock, inside the working
 * range `[rangeStart, rangeEnd]` (walls). Needed only on transition days, where an interval can run through a fold or a gap and
 * its clock reading jump backwards or forwards.
 */
function staysInHours(timeZone: string, rangeStart: number, rangeEnd: number, start: number, end: number): boolean {
  const inRange = (wall: number) => wall >= rangeStart && wall <= rangeEnd;
  const startWall = instantToWall(timeZone, start);
  const endWall = instantToWall(timeZone, end);
  if (!inRange(startWall) || !inRange(endWall)) return false;
  if (endWall - startWall === end - start) return true;
  const transition = transitionBetween(timeZone, start, end);
  return inRange(instantToWall(timeZone, transition - MINUTE_MS) + MINUTE_MS) && inRange(instantToWall(timeZone, transition));
}

/**
 * The starts found by one call of {@link generateSlotStarts}, in an array that lives as long as
 * the module and only grows: a call allocates just its result, one array of unboxed numbers of
 * exact length (8 bytes a slot), instead of an object and two boxed numbers per slot and the
 * copies of a growing array (a month of 20 staff is ~8,700 slots, 858 of its 955 KB). With that
 * little garbage a month seldom meets a young-generation collection, which was the engine's p99.
 * A plain array, not a `Float64Array`: typed arrays of that size live outside V8's heap, and
 * their external memory brought full collections (a month's p99 of 0.8–1.4 ms, where this has
 * 0.2–0.3). Calls are synchronous and never nest, so one buffer serves them all.
 */
class StartBuffer {
  /** Doubles only, written by index: V8 keeps them unboxed (`PACKED_DOUBLE_ELEMENTS`). */
  private readonly starts: number[] = [];
  /** How many starts the current call has kept. */
  length = 0;

  /** Starts a new call's list. */
  reset(): void {
    this.length = 0;
  }

  /** The last kept start, or −∞ when none is kept yet. */
  last(): number {
    return this.length === 0 ? Number.NEGATIVE_INFINITY : (this.starts[this.length - 1] as number);
  }

  push(start: number): void {
    if (this.length < this.starts.length) this.starts[this.length] = start;
    else this.starts.push(start);
    this.length++;
  }

  /** The kept starts in increasing order, each once, as a new array of their own. */
  sortedUnique(ordered: boolean): number[] {
    const kept = this.starts.slice(0, this.length);
    if (ordered) return kept;
    kept.sort((a, b) => a - b);
    let count = 0;
    for (const start of kept) {
      if (count === 0 || start > (kept[count - 1] as number)) kept[count++] = start;
    }
    kept.length = count;
    return kept;
  }
}

const buffer = new StartBuffer();

/**
 * The bookable slots of one staff member for one service, as their starts in epoch milliseconds,
 * strictly increasing; each slot ends `durationMinutes` after its start. This is the slot engine;
 * {@link generateSlots} gives the same slots as `{ start, end }` objects.
 *
 * Slots start on the staff member's wall clock (every `intervalMinutes` from the start of each
 * working range), last `durationMinutes` of real time, stay inside working hours, keep the
 * minimum notice, and leave the buffers free of `busy` blocks. Around daylight-saving changes a
 * clock time that does not exist gives no slot, and one that happens twice gives a slot for each
 * of its instants that fits: no instant is ever offered twice.
 *
 * A date override replaces that local day's weekly hours (empty ranges close it); a day whose
 * `bookingsPerDay` count has reached `maxBookingsPerDay` offers nothing; `bookingHorizonDays`
 * ends the range at `now` plus that many days. For a service with several lengths, call it once
 * with the length the visitor chose (see `resolveDuration`).
 *
 * @example
 * generateSlotStarts({
 *   timeZone: 'America/New_York',
 *   weeklyHours: { sun: [{ start: '13:00', end: '18:00' }] },
 *   from: '2026-03-08T00:00:00Z', to: '2026-03-09T12:00:00Z',
 *   durationMinutes: 60, now: '2026-03-01T00:00:00Z',
 * }) // five hourly starts, 17:00Z … 21:00Z (epoch milliseconds)
 */
export function generateSlotStarts(input: GenerateSlotsInput): number[] {
  const { timeZone, weeklyHours } = input;
  const from = toEpochMs(input.from);
  const now = toEpochMs(input.now);
  // Starts must lie in [earliest, startLimit); the booking horizon ends the range early.
  const startLimit = Math.min(
    toEpochMs(input.to),
    input.bookingHorizonDays === undefined ? Number.POSITIVE_INFINITY : now + input.bookingHorizonDays * DAY_MS + 1,
  );
  const duration = input.durationMinutes * MINUTE_MS;
  const interval = (input.intervalMinutes ?? input.durationMinutes) * MINUTE_MS;
  if (!(startLimit > from)) return [];
  if (!(duration > 0) || !(interval > 0)) throw new RangeError('durationMinutes and intervalMinutes must be positive');
  const bufferBefore = (input.bufferBeforeMinutes ?? 0) * MINUTE_MS;
  const bufferAfter = (input.bufferAfterMinutes ?? 0) * MINUTE_MS;
  const earliest = Math.max(from, now + (input.minimumNoticeMinutes ?? 0) * MINUTE_MS);
  const busy = new BusyCursor(mergeBusy(input.busy));
  const isDayFull = dayFullCheck(input);

  // A window of the previous local day can reach into `from` (late shifts, far-east zones).
  const firstDay = localMidnightWall(timeZone, from) - DAY_MS;
  const lastDay = localMidnightWall(timeZone, startLimit);
  const starts = buffer;
  starts.reset();
  let ordered = true;
  const keep = (start: number) => {
    if (busy.overlaps(start - bufferBefore, start + duration + bufferAfter)) return;
    // A start that does not come after the last kept one: sorted at the end.
    if (start <= starts.last()) ordered = false;
    starts.push(start);
  };
  /**
   * Keeps the starts `first`, `first + interval`, … that end by `windowEnd` and start before
   * `startLimit`, but for those whose buffered time meets a busy block. Between two blocks every
   * start is free: each gap's starts are kept in one run and each block is stepped over in one
   * jump, rather than asking the blocks about every start (a month for 20 staff is ~9,000 starts).
   */
  const keepEvery = (first: number, windowEnd: number) => {
    let start = first;
    while (start < startLimit && start + duration <= windowEnd) {
      const block = busy.nextEndingAfter(start - bufferBefore);
      if (block !== undefined && block.start < start + duration + bufferAfter) {
        // Taken: on to the first start whose buffer before it begins once the block has ended.
        start += Math.ceil((block.end + bufferBefore - start) / interval) * interval;
        continue;
      }
      // Free up to the block (less the buffer after a slot) or the window's end.
      const freeEnd = block === undefined ? windowEnd : Math.min(windowEnd, block.start - bufferAfter);
      if (start <= starts.last()) ordered = false;
      for (; start < startLimit && start + duration <= freeEnd; start += interval) starts.push(start);
    }
  };

  const windows = workingWindows(timeZone, weeklyHours, firstDay, lastDay, input.dateOverrides);
  for (let index = 0; index < windows.count; index++) {
    const windowStart = windows.start[index] as number;
    const windowEnd = windows.end[index] as number;
    if (windowEnd <= earliest || windowStart >= startLimit || isDayFull(windows.dayWall[index] as number)) continue;
    if (windows.transition[index] === 0) {
      // Walls and instants move together: step in instants, jumping straight to the first start
      // after `earliest`, and stop at the first that no longer fits.
      let start = windowStart;
      if (start < earliest) start += Math.ceil((earliest - start) / interval) * interval;
      keepEvery(start, windowEnd);
      continue;
    }
    const startWall = windows.startWall[index] as number;
    const endWall = windows.endWall[index] as number;
    for (let wall = startWall; wall < endWall; wall += interval) {
      for (const start of wallToInstants(timeZone, wall)) {
        const end = start + duration;
        if (start < earliest || start >= startLimit || start < windowStart || end > windowEnd) continue;
        if (!staysInHours(timeZone, startWall, endWall, start, end)) continue;
        keep(start);
      }
    }
  }
  // Ranges may be listed out of order or overlap, and in a fold a later clock time can come
  // before an earlier one's second reading: then sorted, each instant kept once.
  return starts.sortedUnique(ordered);
}

/**
 * The bookable slots of one staff member for one service, in strictly increasing order, as
 * `[start, end)` objects: {@link generateSlotStarts}' slots, with its rules.
 *
 * @example
 * generateSlots({
 *   timeZone: 'America/New_York',
 *   weeklyHours: { sun: [{ start: '13:00', end: '18:00' }] },
 *   from: '2026-03-08T00:00:00Z', to: '2026-03-09T12:00:00Z',
 *   durationMinutes: 60, now: '2026-03-01T00:00:00Z',
 * }) // 17:00Z … 21:00Z: five hourly slots, ending at 22:00Z
 * @example
 * generateSlots({
 *   timeZone: 'Europe/Amsterdam', weeklyHours: { mon: [{ start: '09:00', end: '17:00' }] },
 *   dateOverrides: [{ date: '2026-12-28', ranges: [] }], // closed that Monday
 *   maxBookingsPerDay: 4, bookingsPerDay: { '2026-12-21': 4 }, // and full the Monday before
 *   bookingHorizonDays: 60, from, to, durationMinutes: 60, now,
 * })
 */
export function generateSlots(input: GenerateSlotsInput): SlotInterval[] {
  const starts = generateSlotStarts(input);
  const duration = input.durationMinutes * MINUTE_MS;
  const slots: SlotInterval[] = new Array(starts.length);
  for (let index = 0; index < starts.length; index++) {
    const start = starts[index] as number;
    slots[index] = { start, end: start + duration };
  }
  return slots;
}

/** The wall time of local midnight of the day an instant falls on. */
function localMidnightWall(timeZone: string, instant: number): number {
  return Math.floor(instantToWall(timeZone, instant) / DAY_MS) * DAY_MS;
}

/** Whether a local day (by its midnight wall) already has the staff member's maximum of bookings. */
function dayFullCheck(input: GenerateSlotsInput): (dayWall: number) => boolean {
  const { maxBookingsPerDay, bookingsPerDay } = input;
  if (maxBookingsPerDay === undefined) return () => false;
  if (maxBookingsPerDay <= 0) return () => true;
  const fullDays = new Set<number>();
  for (const [date, count] of Object.entries(bookingsPerDay ?? {})) {
    if (count >= maxBookingsPerDay) fullDays.add(dateKeyToWall(date));
  }
  return (dayWall) => fullDays.has(dayWall);
}
