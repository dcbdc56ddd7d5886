import { generateSlotStarts, localDateKey, type SlotInterval, type StaffSlots } from '@booking-kit/core';
import type { ServiceRecord, StaffRecord } from '../catalog/catalog-queries';
import type { Queryable } from '../db/database';
import { type LiveBookingsOptions, liveBookingsOfResources, slotsWithFreeResource } from './resource-availability';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** A live booking of one staff member, as the slot engine needs it. */
export interface StaffBooking {
  serviceId: number;
  /** The class occurrence a seat belongs to; null for an ordinary booking. */
  occurrenceId: number | null;
  start: number;
  seats: number;
  /** The time the booking takes, buffers included: `[busyFrom, busyUntil)`. */
  busyFrom: number;
  busyUntil: number;
}

/** A slot of one staff member, with the seats still free at it. */
export type StaffSlot = SlotInterval & { seatsLeft: number };

/** One staff member's slots; fits core's `StaffSlots`. */
export interface StaffSlotList extends StaffSlots {
  slots: StaffSlot[];
}

/**
 * The live bookings of staff members whose busy time touches `[from, to)`: not cancelled, and
 * holds only until they expire. One query for all of them, by staff id (every id asked for has
 * an entry, empty when they have nothing there).
 *
 * Live is written as the exclusion constraint's index has it (`status NOT IN ('cancelled',
 * 'expired')`; a booking is only marked expired once its `expires_at` has passed, so the rows are
 * the same): with `status <> 'cancelled'` that index did not apply, and the query read every
 * booking the staff member ever had, in a month's slots and in each booking's check (420 rows to
 * find 5, after 420 bookings), a cost that grew with the business's history.
 */
export async function liveBookingsOfStaff(
  db: Queryable,
  staffIds: readonly number[],
  from: number,
  to: number,
  options: LiveBookingsOptions = {},
): Promise<Map<number, StaffBooking[]>> {
  const result = new Map<number, StaffBooking[]>(staffIds.map((id) => [id, []]));
  if (staffIds.length === 0) return result;
  const { rows } = await db.query<{
    staff_id: number;
    service_id: number;
    occurrence_id: number | null;
    start_at: Date;
    seats: number;
    busy_from: Date;
    busy_until: Date;
  }>(
    `SELECT staff_id, service_id, occurrence_id, start_at, seats, lower(during) AS busy_from, upper(during) AS busy_until
     FROM bookings
     WHERE staff_id = ANY($1::int[]) AND status NOT IN ('cancelled', 'expired') AND during && tstzrange($2::timestamptz, $3::timestamptz)
       AND (expires_at IS NULL OR expires_at > COALESCE($4::timestamptz, now())) AND id <> COALESCE($5, '')`,
    [
      [...new Set(staffIds)],
      new Date(from).toISOString(),
      new Date(to).toISOString(),
      options.now === undefined ? null : new Date(options.now).toISOString(),
      options.excludeId ?? null,
    ],
  );
  for (const row of rows) {
    result.get(row.staff_id)?.push({
      serviceId: row.service_id,
      occurrenceId: row.occurrence_id,
      start: new Date(row.start_at).getTime(),
      seats: row.seats,
      busyFrom: new Date(row.busy_from).getTime(),
      busyUntil: new Date(row.busy_until).getTime(),
    });
  }
  return result;
}

/**
 * Bookings of `service` per local day of the staff member (`YYYY-MM-DD`), for its daily limit.
 * A class counts once, whatever its seats. A live hold counts: it is a booking in the making, and counting it keeps two visitors from
 * holding the last place of a day at once.
 */
export function bookingsPerLocalDay(
  service: ServiceRecord,
  staff: StaffRecord,
  bookings: readonly StaffBooking[],
): Record<string, number> {
  const counts: Record<string, number> = {};
  const countedOccurrences = new Set<number>();
  for (const booking of bookings) {
    if (booking.serviceId !== service.id) continue;
    // A class counts once a day, however many seats of it are taken.
    if (booking.occurrenceId !== null) {
      if (countedOccurrences.has(booking.occurrenceId)) continue;
      countedOccurrences.add(booking.occurrenceId);
    }
    const day = localDateKey(staff.timeZone, booking.start);
    counts[day] = (counts[day] ?? 0) + 1;
  }
  return counts;
}

/**
 * The slots one staff member can give for a service in `[from, to)`, given their live bookings.
 *
 * Ordinary bookings block their time (buffers included). For a service with seats, the seats of
 * its own occurrences do not block: a slot at an occurrence's start stays open with fewer
 * `seatsLeft`, and only a slot that would overlap an occurrence at another start is taken away.
 */
export function staffSlots(
  service: ServiceRecord,
  staff: StaffRecord,
  bookings: readonly StaffBooking[],
  from: number,
  to: number,
  now: number,
): StaffSlot[] {
  const isOwnSeat = (booking: StaffBooking) =>
    service.seats > 1 && booking.serviceId === service.id && booking.occurrenceId !== null;
  const seatBookings = bookings.filter(isOwnSeat);
  const starts = generateSlotStarts({
    timeZone: staff.timeZone,
    weeklyHours: staff.weeklyHours,
    ...(staff.dateOverrides !== undefined && { dateOverrides: staff.dateOverrides }),
    from,
    to,
    durationMinutes: service.durationMinutes,
    ...(service.intervalMinutes !== undefined && { intervalMinutes: service.intervalMinutes }),
    minimumNoticeMinutes: service.minimumNoticeMinutes,
    bookingHorizonDays: service.bookingHorizonDays,
    ...(service.maxBookingsPerDay !== undefined && {
      maxBookingsPerDay: service.maxBookingsPerDay,
      bookingsPerDay: bookingsPerLocalDay(service, staff, bookings),
    }),
    bufferBeforeMinutes: service.bufferBeforeMinutes,
    bufferAfterMinutes: service.bufferAfterMinutes,
    now,
    busy: bookings
      .filter((booking) => !isOwnSeat(booking))
      .map((booking) => ({ start: booking.busyFrom, end: booking.busyUntil })),
  });
  const duration = service.durationMinutes * MINUTE_MS;
  if (seatBookings.length === 0) {
    // Each slot is made once, seats and all, from the engine's starts (a month of three staff is
    // some 2,300 slots, on every `GET /slots`).
    const slots: StaffSlot[] = new Array(starts.length);
    for (let index = 0; index < starts.length; index++) {
      const start = starts[index] as number;
      slots[index] = { start, end: start + duration, seatsLeft: service.seats };
    }
    return slots;
  }

  const taken = new Map<number, number>();
  for (const booking of seatBookings) taken.set(booking.start, (taken.get(booking.start) ?? 0) + booking.seats);
  const result: StaffSlot[] = [];
  for (const start of starts) {
    const end = start + duration;
    const seatsTaken = taken.get(start);
    if (seatsTaken !== undefined) {
      result.push({ start, end, seatsLeft: Math.max(0, service.seats - seatsTaken) });
      continue;
    }
    const busyFrom = start - service.bufferBeforeMinutes * MINUTE_MS;
    const busyUntil = end + service.bufferAfterMinutes * MINUTE_MS;
    const overlapsOccurrence = seatBookings.some((booking) => booking.busyFrom < busyUntil && booking.busyUntil > busyFrom);
    if (!overlapsOccurrence) result.push({ start, end, seatsLeft: service.seats });
  }
  return result;
}

/** Options of `availableStaffSlots`. */
export interface AvailabilityOptions {
  /** Compute as if nobody had booked (tells "never offered" from "taken"). @default false */
  ignoreBookings?: boolean;
  /** Leave out the resources the service needs (tells "staff busy" from "no room free"). @default false */
  ignoreResources?: boolean;
  /** A row that blocks nothing here: the hold being consumed, or the booking being moved. */
  excludeId?: string | undefined;
}

/**
 * Every listed staff member's slots for a service in `[from, to)`, ready for core's `mergeStaffSlots`:
 * the staff member free, and one of the resources the service needs (if any) free with them.
 */
export async function availableStaffSlots(
  db: Queryable,
  service: ServiceRecord,
  staff: readonly StaffRecord[],
  from: number,
  to: number,
  now: number,
  options: AvailabilityOptions = {},
): Promise<StaffSlotList[]> {
  if (options.ignoreBookings) {
    return staff.map((member) => ({ staff: member.slug, slots: staffSlots(service, member, [], from, to, now) }));
  }
  const reach = bookingReach(service);
  const live = { now, ...(options.excludeId !== undefined && { excludeId: options.excludeId }) };
  // Everyone's bookings in one query, not one per staff member; the resources' in one more.
  const bookings = await liveBookingsOfStaff(
    db,
    staff.map((member) => member.id),
    from - reach,
    to + reach,
    live,
  );
  const resources = options.ignoreResources
    ? undefined
    : await liveBookingsOfResources(db, service, from - reach, to + reach, live);
  return staff.map((member) => ({
    staff: member.slug,
    slots: slotsWithFreeResource(
      service,
      member,
      staffSlots(service, member, bookings.get(member.id) ?? [], from, to, now),
      resources,
    ),
  }));
}

/**
 * How far beyond a range a booking can still matter to a slot inside it: one slot length plus
 * buffers, and with a daily limit every booking of a local day the range touches (zones lie within ±14 h).
 */
function bookingReach(service: ServiceRecord): number {
  return (
    (service.durationMinutes + service.bufferBeforeMinutes + service.bufferAfterMinutes) * MINUTE_MS +
    (service.maxBookingsPerDay !== undefined ? 2 * DAY_MS : 0)
  );
}

/** A range of instants, `[from, to)` in epoch milliseconds. */
export interface InstantRange {
  from: number;
  to: number;
}

/**
 * `availableStaffSlots` over several ranges at once (a recurring series' weeks): the live bookings
 * of the whole span in one query, the slot engine run only inside the ranges.
 * @param ranges ascending and not overlapping
 */
export async function availableStaffSlotsInRanges(
  db: Queryable,
  service: ServiceRecord,
  staff: readonly StaffRecord[],
  ranges: readonly InstantRange[],
  now: number,
): Promise<StaffSlotList[]> {
  const first = ranges[0];
  const last = ranges.at(-1);
  if (!first || !last) return staff.map((member) => ({ staff: member.slug, slots: [] }));
  const reach = bookingReach(service);
  const bookings = await liveBookingsOfStaff(
    db,
    staff.map((member) => member.id),
    first.from - reach,
    last.to + reach,
    { now },
  );
  const resources = await liveBookingsOfResources(db, service, first.from - reach, last.to + reach, { now });
  return staff.map((member) => {
    const own = bookings.get(member.id) ?? [];
    const slots = ranges.flatMap((range) => staffSlots(service, member, own, range.from, range.to, now));
    return { staff: member.slug, slots: slotsWithFreeResource(service, member, slots, resources) };
  });
}
