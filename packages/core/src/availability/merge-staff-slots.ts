import type { Slot, SlotDay } from '../schemas/slot';
import { localDateKey } from '../time/zone-offset';
import type { SlotInterval } from './generate-slots';

/** One staff member's generated slots, with the seats left at each start (default: the service's seats). */
export interface StaffSlots {
  staff: string;
  slots: ReadonlyArray<SlotInterval & { seatsLeft?: number }>;
}

/**
 * Merges several staff members' slots into one list ("any available staff"): one entry per
 * start instant, naming every staff member free then, with the most seats any of them has left.
 * @example mergeStaffSlots([{ staff: 'anna', slots }, { staff: 'bruno', slots }], 1)
 */
export function mergeStaffSlots(perStaff: ReadonlyArray<StaffSlots>, seats: number): Slot[] {
  const byStart = new Map<number, { end: number; staff: string[]; seatsLeft: number }>();
  for (const { staff, slots } of perStaff) {
    for (const slot of slots) {
      const seatsLeft = slot.seatsLeft ?? seats;
      if (seatsLeft <= 0) continue;
      const entry = byStart.get(slot.start);
      if (entry) {
        entry.staff.push(staff);
        entry.seatsLeft = Math.max(entry.seatsLeft, seatsLeft);
      } else {
        byStart.set(slot.start, { end: slot.end, staff: [staff], seatsLeft });
      }
    }
  }
  return [...byStart.entries()]
    .sort(([a], [b]) => a - b)
    .map(([start, entry]) => ({
      start: new Date(start).toISOString(),
      end: new Date(entry.end).toISOString(),
      staff: entry.staff.sort(),
      seatsLeft: entry.seatsLeft,
    }));
}

/**
 * Groups slots (sorted by start) into the calendar days of `timeZone`, the visitor's zone.
 * Days without slots are left out.
 * @example groupSlotsByDay(slots, 'Asia/Kolkata') // [{ date: '2026-03-09', slots: [...] }, ...]
 */
export function groupSlotsByDay(slots: ReadonlyArray<Slot>, timeZone: string): SlotDay[] {
  const days: SlotDay[] = [];
  for (const slot of slots) {
    const date = localDateKey(timeZone, Date.parse(slot.start));
    const last = days[days.length - 1];
    if (last && last.date === date) last.slots.push(slot);
    else days.push({ date, slots: [slot] });
  }
  return days;
}
