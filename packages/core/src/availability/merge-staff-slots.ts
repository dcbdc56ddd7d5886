import type { Slot, SlotDay } from '../schemas/slot';
import { instantToWall } from '../time/zone-offset';
import type { SlotInterval } from './generate-slots';

/** One staff member's generated slots, with the seats left at each start (default: the service's seats). */
export interface StaffSlots {
  staff: string;
  slots: ReadonlyArray<SlotInterval & { seatsLeft?: number }>;
}

const DAY_MS = 86_400_000;

/** One merged start, in epoch milliseconds until the answer is written. */
interface MergedSlot {
  start: number;
  end: number;
  staff: string[];
  seatsLeft: number;
}

/**
 * The starts of several staff members' slots, one entry each with every staff member free then
 * and the most seats any of them has left, sorted by start. Staff are taken in slug order, so
 * each entry's list comes out sorted without sorting it.
 */
function mergeByStart(perStaff: ReadonlyArray<StaffSlots>, seats: number): MergedSlot[] {
  const byStart = new Map<number, MergedSlot>();
  const bySlug = [...perStaff].sort((a, b) => (a.staff < b.staff ? -1 : a.staff > b.staff ? 1 : 0));
  for (const { staff, slots } of bySlug) {
    for (const slot of slots) {
      const seatsLeft = slot.seatsLeft ?? seats;
      if (seatsLeft <= 0) continue;
      const entry = byStart.get(slot.start);
      if (entry) {
        entry.staff.push(staff);
        if (seatsLeft > entry.seatsLeft) entry.seatsLeft = seatsLeft;
      } else {
        byStart.set(slot.start, { start: slot.start, end: slot.end, staff: [staff], seatsLeft });
      }
    }
  }
  return [...byStart.values()].sort((a, b) => a.start - b.start);
}

/**
 * `Date#toISOString` for many instants in order, with the date part made once per UTC day:
 * a month of slots writes two instants per slot, and this is the slot answer's hottest line
 * (no library formats an epoch as ISO 8601 faster than the engine's own, which this reuses).
 */
function isoWriter(): (ms: number) => string {
  let day = Number.NaN;
  let prefix = '';
  return (ms) => {
    const msOfDay = ((ms % DAY_MS) + DAY_MS) % DAY_MS;
    const today = (ms - msOfDay) / DAY_MS;
    if (today !== day) {
      day = today;
      prefix = new Date(ms - msOfDay).toISOString().slice(0, 11);
    }
    const hours = Math.floor(msOfDay / 3_600_000);
    const minutes = Math.floor(msOfDay / 60_000) % 60;
    const seconds = Math.floor(msOfDay / 1000) % 60;
    const millis = msOfDay % 1000;
    return `${prefix}${hours < 10 ? '0' : ''}${hours}:${minutes < 10 ? '0' : ''}${minutes}:${seconds < 10 ? '0' : ''}${seconds}.${millis < 10 ? '00' : millis < 100 ? '0' : ''}${millis}Z`;
  };
}

/** A merged slot as the API answers it. */
function toSlot(slot: MergedSlot, iso: (ms: number) => string): Slot {
  return { start: iso(slot.start), end: iso(slot.end), staff: slot.staff, seatsLeft: slot.seatsLeft };
}

/**
 * Merges several staff members' slots into one list ("any available staff"): one entry per
 * start instant, naming every staff member free then, with the most seats any of them has left.
 * @example mergeStaffSlots([{ staff: 'anna', slots }, { staff: 'bruno', slots }], 1)
 */
export function mergeStaffSlots(perStaff: ReadonlyArray<StaffSlots>, seats: number): Slot[] {
  const iso = isoWriter();
  return mergeByStart(perStaff, seats).map((slot) => toSlot(slot, iso));
}

/**
 * Splits instants taken in order into the calendar days of `timeZone`: the function made answers
 * an instant with its day's `YYYY-MM-DD` when that day differs from the previous instant's, else
 * undefined. The zone's offset is looked up per instant (cached by core's zone arithmetic); the
 * date is written once per day.
 */
function dayBreaks(timeZone: string): (utcMs: number) => string | undefined {
  let day = Number.NaN;
  return (utcMs) => {
    const today = Math.floor(instantToWall(timeZone, utcMs) / DAY_MS);
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
  for (const merged of mergeByStart(perStaff, seats)) {
    const slot = toSlot(merged, iso);
    const date = newDay(merged.start);
    if (date !== undefined) days.push({ date, slots: [slot] });
    else days[days.length - 1]?.slots.push(slot);
  }
  return days;
}
