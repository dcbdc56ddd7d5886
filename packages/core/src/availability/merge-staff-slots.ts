import type { Slot, SlotDay } from '../schemas/slot';
import { zoneOffsetAt } from '../time/zone-offset';
import type { SlotInterval } from './generate-slots';

/** One staff member's generated slots, with the seats left at each start (default: the service's seats). */
export interface StaffSlots {
  staff: string;
  slots: ReadonlyArray<SlotInterval & { seatsLeft?: number }>;
}

const DAY_MS = 86_400_000;

/** Called for each merged start, in order, with its instants in epoch milliseconds. */
type VisitMergedSlot = (start: number, end: number, staff: string[], seatsLeft: number) => void;

/**
 * Visits the starts of several staff members' slots in order, each once, with every staff
 * member free then and the most seats any of them has left. Each staff member's slots come from
 * `generateSlots` in increasing order, so the lists are merged as they are (a k-way merge, the
 * few staff of a service scanned at each step) instead of hashing every start into a map and
 * sorting the result: the month of slots (three staff, ~2,300 starts) took a sixth less CPU. A
 * list that is not in increasing order is sorted first. Staff are taken in slug order, so each
 * start's list comes out sorted without sorting it.
 */
function forEachStart(perStaff: ReadonlyArray<StaffSlots>, seats: number, visit: VisitMergedSlot): void {
  const lists = [...perStaff]
    .sort((a, b) => (a.staff < b.staff ? -1 : a.staff > b.staff ? 1 : 0))
    .map(({ staff, slots }) => ({ staff, slots: inIncreasingOrder(slots), next: 0 }));
  for (;;) {
    let start = Number.POSITIVE_INFINITY;
    for (const list of lists) {
      const head = list.slots[list.next];
      if (head !== undefined && head.start < start) start = head.start;
    }
    if (start === Number.POSITIVE_INFINITY) return;
    let end = 0;
    let staff: string[] | undefined;
    let most = 0;
    for (const list of lists) {
      // A list may hold a start twice: every copy is taken here, the most seats kept.
      for (let head = list.slots[list.next]; head !== undefined && head.start === start; head = list.slots[++list.next]) {
        const seatsLeft = head.seatsLeft ?? seats;
        if (seatsLeft <= 0) continue;
        if (!staff) {
          end = head.end;
          staff = [list.staff];
        } else if (staff[staff.length - 1] !== list.staff) staff.push(list.staff);
        if (seatsLeft > most) most = seatsLeft;
      }
    }
    if (staff) visit(start, end, staff, most);
  }
}

/** The slots as they are when their starts never decrease (as `generateSlots` gives them), else a sorted copy. */
function inIncreasingOrder(slots: StaffSlots['slots']): StaffSlots['slots'] {
  for (let index = 1; index < slots.length; index++) {
    if ((slots[index] as SlotInterval).start < (slots[index - 1] as SlotInterval).start) {
      return [...slots].sort((a, b) => a.start - b.start);
    }
  }
  return slots;
}

/**
 * The `HH:MM:SS.mmmZ` part of ISO 8601 for each whole minute of a day, by minute, made once
 * when first asked for: slots start on a few dozen times of day, and concatenating a ready string
 * is a third of the cost of writing its digits each time. An array, not a map: the lookup is on
 * every instant of the answer.
 */
const timesOfDay: (string | undefined)[] = [];

/** `HH:MM:SS.mmmZ` for milliseconds since midnight UTC. */
function timeOfDay(msOfDay: number): string {
  const wholeMinute = msOfDay % 60_000 === 0;
  if (wholeMinute) {
    const ready = timesOfDay[msOfDay / 60_000];
    if (ready !== undefined) return ready;
  }
  const hours = Math.floor(msOfDay / 3_600_000);
  const minutes = Math.floor(msOfDay / 60_000) % 60;
  const seconds = Math.floor(msOfDay / 1000) % 60;
  const millis = msOfDay % 1000;
  const text = `${hours < 10 ? '0' : ''}${hours}:${minutes < 10 ? '0' : ''}${minutes}:${seconds < 10 ? '0' : ''}${seconds}.${millis < 10 ? '00' : millis < 100 ? '0' : ''}${millis}Z`;
  if (wholeMinute) timesOfDay[msOfDay / 60_000] = text;
  return text;
}

/**
 * `Date#toISOString` for many instants in order, with the date part made once per UTC day and
 * the time of day from {@link timeOfDay}: a month of slots writes two instants per slot, and this
 * is the slot answer's hottest line (no library formats an epoch as ISO 8601 faster than the
 * engine's own, which this reuses for the date). The last instant's text is kept: a slot's end is
 * often the next slot's start.
 */
function isoWriter(): (ms: number) => string {
  let dayStart = Number.NaN;
  let prefix = '';
  let lastMs = Number.NaN;
  let lastText = '';
  return (ms) => {
    if (ms === lastMs) return lastText;
    let msOfDay = ms - dayStart;
    if (!(msOfDay >= 0 && msOfDay < DAY_MS)) {
      msOfDay = ((ms % DAY_MS) + DAY_MS) % DAY_MS;
      dayStart = ms - msOfDay;
      prefix = new Date(dayStart).toISOString().slice(0, 11);
    }
    lastMs = ms;
    lastText = prefix + timeOfDay(msOfDay);
    return lastText;
  };
}

/**
 * Merges several staff members' slots into one list ("any available staff"): one entry per
 * start instant, naming every staff member free then, with the most seats any of them has left.
 * @example mergeStaffSlots([{ staff: 'anna', slots }, { staff: 'bruno', slots }], 1)
 */
export function mergeStaffSlots(perStaff: ReadonlyArray<StaffSlots>, seats: number): Slot[] {
  const iso = isoWriter();
  const slots: Slot[] = [];
  forEachStart(perStaff, seats, (start, end, staff, seatsLeft) => {
    slots.push({ start: iso(start), end: iso(end), staff, seatsLeft });
  });
  return slots;
}

/**
 * Splits instants taken in order into the calendar days of `timeZone`: the function made answers
 * an instant with its day's `YYYY-MM-DD` when that day differs from the previous instant's, else
 * undefined. The date is written once per day, and the zone's offset looked up only when an
 * instant leaves the span known to lie in the last one's day: from that instant to the day's
 * end, when the offset is the same at both ends (a day has at most one transition, so then none
 * lies between them).
 */
function dayBreaks(timeZone: string): (utcMs: number) => string | undefined {
  let day = Number.NaN;
  let knownFrom = Number.NaN;
  let knownUntil = Number.NaN;
  return (utcMs) => {
    if (utcMs >= knownFrom && utcMs < knownUntil) return undefined;
    const offset = zoneOffsetAt(timeZone, utcMs);
    const today = Math.floor((utcMs + offset) / DAY_MS);
    const dayEnd = (today + 1) * DAY_MS - offset;
    knownFrom = utcMs;
    knownUntil = zoneOffsetAt(timeZone, dayEnd - 1) === offset ? dayEnd : utcMs + 1;
    if (today === day) return undefined;
    day = today;
    return new Date(today * DAY_MS).toISOString().slice(0, 10);
  };
}

/**
 * Groups slots (sorted by start) into the calendar days of `timeZone`, the visitor's zone.
 * Days without slots are left out.
 * @example groupSlotsByDay(slots, 'Asia/Kolkata') // [{ date: '2026-03-09', slots: [...] }, ...]
 */
export function groupSlotsByDay(slots: ReadonlyArray<Slot>, timeZone: string): SlotDay[] {
  const days: SlotDay[] = [];
  const newDay = dayBreaks(timeZone);
  for (const slot of slots) {
    const date = newDay(Date.parse(slot.start));
    if (date !== undefined) days.push({ date, slots: [slot] });
    else days[days.length - 1]?.slots.push(slot);
  }
  return days;
}

/**
 * `groupSlotsByDay(mergeStaffSlots(perStaff, seats), timeZone)` in one pass, without writing
 * each instant as text and reading it back: what `GET /slots` answers.
 * @example slotDays([{ staff: 'anna', slots }], 1, 'Europe/Amsterdam') // [{ date: '2026-03-09', slots: [...] }, ...]
 */
export function slotDays(perStaff: ReadonlyArray<StaffSlots>, seats: number, timeZone: string): SlotDay[] {
  const days: SlotDay[] = [];
  const iso = isoWriter();
  const newDay = dayBreaks(timeZone);
  forEachStart(perStaff, seats, (start, end, staff, seatsLeft) => {
    const slot: Slot = { start: iso(start), end: iso(end), staff, seatsLeft };
    const date = newDay(start);
    if (date !== undefined) days.push({ date, slots: [slot] });
    else days[days.length - 1]?.slots.push(slot);
  });
  return days;
}

/**
 * The JSON text that ends a slot in the answer, from its staff on (`","staff":[…],"seatsLeft":n}`),
 * made again only when the staff or the seats differ from the last slot's: neighbouring slots
 * mostly have the same staff free, and one ready piece makes the answer's text shorter to build.
 */
function slotEndWriter(): (staff: readonly string[], seatsLeft: number) => string {
  let lastStaff: readonly string[] = [];
  let lastSeats = Number.NaN;
  let text = '';
  return (staff, seatsLeft) => {
    if (seatsLeft !== lastSeats || staff.length !== lastStaff.length || staff.some((slug, index) => slug !== lastStaff[index])) {
      lastStaff = staff;
      lastSeats = seatsLeft;
      text = `","staff":${JSON.stringify(staff)},"seatsLeft":${seatsLeft}}`;
    }
    return text;
  };
}

/**
 * `JSON.stringify(slotDays(perStaff, seats, timeZone))`, written as text as the slots are merged,
 * with no object made per slot: the month of slots is `GET /slots`' whole answer, and building
 * its objects and then serialising them was two thirds of the route's own CPU. Every string in
 * it is an ISO instant, a `YYYY-MM-DD` date or a staff list written by `JSON.stringify`, so the
 * text is exactly what `JSON.stringify` would write (a property test compares them).
 * @example `{"days":${slotDaysJson(perStaff, 1, 'Europe/Amsterdam')}}`
 */
export function slotDaysJson(perStaff: ReadonlyArray<StaffSlots>, seats: number, timeZone: string): string {
  const iso = isoWriter();
  const newDay = dayBreaks(timeZone);
  const slotEnd = slotEndWriter();
  let json = '';
  forEachStart(perStaff, seats, (start, end, staff, seatsLeft) => {
    const date = newDay(start);
    // A new day closes the last one's slots and day object (none before the first).
    if (date !== undefined) json += `${json === '' ? '' : ']},'}{"date":"${date}","slots":[`;
    else json += ',';
    json += `{"start":"${iso(start)}","end":"${iso(end)}${slotEnd(staff, seatsLeft)}`;
  });
  return json === '' ? '[]' : `[${json}]}]`;
}
