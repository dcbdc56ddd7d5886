import { seatLimit } from '@booking-kit/core';
import type { ServiceRecord, StaffRecord } from '../catalog/catalog-queries';
import type { Database, Transaction } from '../db/database';
import { EXCLUSION_VIOLATION, sqlState, violatedConstraint } from '../db/database-errors';
import { DomainError } from '../errors/domain-error';
import type { BookingTimes } from './booking-times';
import { checkBookingWindow } from './booking-window';
import { resourceCandidates, resourceUnavailable, takeResource } from './resource-assignment';
import { lockResources } from './resource-lock';
import { assignmentOrder, candidateStaff } from './staff-assignment';
import { availableStaffSlots, type StaffSlot } from './staff-availability';
import { lockStaff } from './staff-lock';

const MINUTE_MS = 60_000;

/** STAFF_BUSY: 'Not booked: Staff busy'. */
export function staffBusy(): DomainError {
  return new DomainError('STAFF_BUSY', 'Not booked: Staff busy');
}

/** What a booking of `service` at `start` occupies. */
export function bookingTimes(service: ServiceRecord, start: number): BookingTimes {
  return {
    start: new Date(start).toISOString(),
    end: new Date(start + service.durationMinutes * MINUTE_MS).toISOString(),
    busyFrom: new Date(start - service.bufferBeforeMinutes * MINUTE_MS).toISOString(),
    busyUntil: new Date(start + (service.durationMinutes + service.bufferAfterMinutes) * MINUTE_MS).toISOString(),
  };
}

/**
 * Deletes the holds that expired by `now` and overlap `times`, of the staff member or of one of
 * the resources the placement may take, and marks such bookings whose payment lapsed as expired,
 * so that the exclusion constraints (which cannot know the time) no longer count them.
 */
async function clearExpiredHolds(
  tx: Transaction,
  staffId: number,
  resourceIds: readonly number[],
  times: BookingTimes,
  now: Date,
): Promise<void> {
  // One statement for both: a booking whose payment never came is kept (its visitor may look it up), as expired.
  await tx.query(
    `WITH lapsed_holds AS (
       DELETE FROM bookings WHERE (staff_id = $1 OR resource_id = ANY($5::int[])) AND status = 'held'
         AND expires_at <= $2::timestamptz AND during && tstzrange($3::timestamptz, $4::timestamptz) RETURNING id)
     UPDATE bookings SET status = 'expired' WHERE (staff_id = $1 OR resource_id = ANY($5::int[])) AND status = 'awaiting_payment'
       AND expires_at <= $2::timestamptz AND during && tstzrange($3::timestamptz, $4::timestamptz)`,
    [staffId, now.toISOString(), times.busyFrom, times.busyUntil, [...resourceIds]],
  );
}

/**
 * Locks a class occurrence's row and checks its seats (holds that have not expired count);
 * returns the occurrence id.
 * @param excludeId a row whose seats do not count: the booking being moved
 */
async function takeSeats(
  tx: Transaction,
  service: ServiceRecord,
  staff: StaffRecord,
  start: string,
  seats: number,
  now: Date,
  excludeId?: string,
) {
  await tx.query(
    `INSERT INTO class_occurrences (service_id, staff_id, start_at) VALUES ($1, $2, $3::timestamptz)
     ON CONFLICT (service_id, staff_id, start_at) DO NOTHING`,
    [service.id, staff.id, start],
  );
  // The row lock makes concurrent bookings of this occurrence count seats one after the other.
  const occurrence = await tx.query<{ id: number }>(
    'SELECT id FROM class_occurrences WHERE service_id = $1 AND staff_id = $2 AND start_at = $3::timestamptz FOR UPDATE',
    [service.id, staff.id, start],
  );
  const id = occurrence.rows[0]?.id;
  if (id === undefined) throw new Error('class occurrence vanished');
  const taken = await tx.query<{ seats: number }>(
    `SELECT COALESCE(sum(seats), 0)::int AS seats FROM bookings
     WHERE occurrence_id = $1 AND status <> 'cancelled' AND (expires_at IS NULL OR expires_at > $2::timestamptz)
       AND id <> COALESCE($3, '')`,
    [id, now.toISOString(), excludeId ?? null],
  );
  const left = service.seats - (taken.rows[0]?.seats ?? 0);
  if (left < seats) throw seatsLeft(left);
  return id;
}

/** Thrown in a placement's transaction when the staff member has reached the service's daily limit. */
class DailyLimitReached extends Error {}

/**
 * Enforces the service's daily limit for one staff member inside the booking's transaction. The
 * staff row lock (`lockStaff`, which the callers of `placeWith` take) makes simultaneous bookings of one staff
 * member count one after the other, so the limit holds under concurrency, not only in the slots
 * offered. A class counts once.
 * @param occurrenceId the class occurrence this booking joins: it is counted as this booking
 */
async function checkDailyLimit(
  tx: Transaction,
  service: ServiceRecord,
  staff: StaffRecord,
  start: string,
  occurrenceId: number | null,
  now: Date,
  excludeId?: string,
): Promise<void> {
  if (service.maxBookingsPerDay === undefined) return;
  // The same local day lies within two days of the start in every zone (offsets within ±14 h):
  // that bound lets the (staff_id, start_at) index read the days around it, not the staff
  // member's whole history, for the date comparison no index can answer.
  const { rows } = await tx.query<{ count: number }>(
    `SELECT count(DISTINCT COALESCE('occurrence ' || occurrence_id::text, id))::int AS count FROM bookings
     WHERE staff_id = $1 AND service_id = $2 AND status <> 'cancelled'
       AND (expires_at IS NULL OR expires_at > $3::timestamptz) AND id <> COALESCE($4, '')
       AND (occurrence_id IS NULL OR occurrence_id <> COALESCE($5, -1))
       AND (start_at AT TIME ZONE $6)::date = ($7::timestamptz AT TIME ZONE $6)::date
       AND start_at > $7::timestamptz - interval '2 days' AND start_at < $7::timestamptz + interval '2 days'`,
    [staff.id, service.id, now.toISOString(), excludeId ?? null, occurrenceId, staff.timeZone, start],
  );
  if ((rows[0]?.count ?? 0) >= service.maxBookingsPerDay) throw new DailyLimitReached();
}

function seatsLeft(left: number): DomainError {
  const n = Math.max(0, left);
  return new DomainError('SEATS_LEFT', `Total available seats for this slot is only ${n}`, { params: { n } });
}

/** Why no candidate offers the slot: never offered, too few seats, no resource free, or taken. */
async function unavailableProblem(
  db: Database,
  placement: Omit<Placement<unknown>, 'write'>,
  staff: StaffRecord[],
  offered: ReadonlyArray<{ slots: StaffSlot[] }>,
  now: number,
): Promise<DomainError> {
  const { service, start, seats, excludeId } = placement;
  const seatsAtStart = offered.flatMap(({ slots }) => slots.filter((slot) => slot.start === start).map((slot) => slot.seatsLeft));
  if (seatsAtStart.length > 0) return seatsLeft(Math.max(...seatsAtStart));
  if ((service.resources ?? []).length > 0) {
    // Someone could give the slot if a room were free: the resources are what is missing.
    const staffFree = await availableStaffSlots(db, service, staff, start, start + 1, now, { ignoreResources: true, excludeId });
    const free = staffFree.some(({ slots }) => slots.some((slot) => slot.start === start && slot.seatsLeft >= seats));
    if (free) return resourceUnavailable();
  }
  const open = await availableStaffSlots(db, service, staff, start, start + 1, now, { ignoreBookings: true });
  const everOffered = open.some(({ slots }) => slots.length > 0);
  return everOffered ? staffBusy() : new DomainError('SLOT_UNAVAILABLE', 'This time is not offered for this service.');
}

/**
 * Refuses more seats than one booking (or hold) of `service` may take: core's `seatLimit`, the
 * limit the cart and its prices (`cartLineSeats`) follow, so the browser and the server agree.
 * @throws {DomainError} SEAT_LIMIT with `params.count`, the limit
 */
export function checkSeatLimit(service: ServiceRecord, seats: number): void {
  const limit = seatLimit(service);
  if (seats > limit) {
    const message = `You can reserve up to ${limit} slots for this service. To book for additional guests, kindly select a different service for the same time slot.`;
    throw new DomainError('SEAT_LIMIT', message, {
      params: { count: limit },
    });
  }
}

/** Where and how `placeAt` puts a row of the staff member's time. */
export interface Placement<T> {
  service: ServiceRecord;
  /** A staff slug, or `any`. */
  staff: string;
  /** The service's staff records, when read with it: spares reading them again. */
  serviceStaff?: readonly StaffRecord[];
  start: number;
  seats: number;
  now: Date;
  /** A row that blocks nothing for this placement: the hold being consumed, the booking being moved. */
  excludeId?: string;
  /** Runs first in the transaction: consume a hold or a one-time link. */
  prepare?: (tx: Transaction) => Promise<void>;
  /**
   * Writes the row, in the transaction, once the time is cleared, the seats are taken and a
   * resource is chosen (`resourceId`, null when the service needs none).
   */
  write: (
    tx: Transaction,
    staff: StaffRecord,
    occurrenceId: number | null,
    times: BookingTimes,
    resourceId: number | null,
  ) => Promise<T>;
}

/**
 * The staff who are free for a placement, in the order to try them: the one asked for, or for
 * `any` the free staff in fair-assignment order.
 * @throws {DomainError} OUTSIDE_BOOKING_WINDOW; NOT_FOUND unknown staff; STAFF_BUSY, SEATS_LEFT,
 *   SLOT_UNAVAILABLE or RESOURCE_UNAVAILABLE (the staff is free but no resource the service needs) when nobody is free
 */
export async function staffToTry(db: Database, placement: Omit<Placement<unknown>, 'write'>): Promise<StaffRecord[]> {
  const { service, start, seats, now, excludeId } = placement;
  checkBookingWindow(service, start, now);
  const staff = await candidateStaff(db, service, placement.staff, placement.serviceStaff);
  const nowMs = now.getTime();
  const offered = await availableStaffSlots(db, service, staff, start, start + 1, nowMs, { excludeId });
  const free = staff.filter((_member, index) =>
    (offered[index]?.slots ?? []).some((slot) => slot.start === start && slot.seatsLeft >= seats),
  );
  if (free.length === 0) throw await unavailableProblem(db, placement, staff, offered, nowMs);
  return placement.staff === 'any' ? assignmentOrder(db, service, free, start, now) : free;
}

/** The exclusion constraint that keeps one resource's live bookings from overlapping (migration 0013). */
const RESOURCE_OVERLAP = 'bookings_no_resource_overlap';

/**
 * Inside a transaction, puts a placement with one staff member: clears expired holds (theirs and
 * the resources'), takes the seats (under the occurrence's row lock), checks the daily limit,
 * chooses a free resource, then writes the row. The caller must already hold the member's staff
 * row lock (`lockStaff`) and then the service's resource row locks (`lockResources`, whose answer
 * is `lockedResources`), taken once per transaction before anything else: `placeAt` locks the
 * member and the service's resources, `placeTogether` every candidate and every resource in id order.
 * @throws a conflict that `isTakenMeanwhile` recognises when someone else got there first;
 *   {DomainError} RESOURCE_UNAVAILABLE when no resource the service can use is free
 */
export async function placeWith<T>(
  tx: Transaction,
  placement: Placement<T>,
  member: StaffRecord,
  lockedResources: ReadonlyMap<string, number>,
): Promise<T> {
  const { service, seats, now, excludeId } = placement;
  const times = bookingTimes(service, placement.start);
  const candidates = resourceCandidates(service, lockedResources);
  await clearExpiredHolds(tx, member.id, candidates, times, now);
  const occurrenceId = service.seats > 1 ? await takeSeats(tx, service, member, times.start, seats, now, excludeId) : null;
  await checkDailyLimit(tx, service, member, times.start, occurrenceId, now, excludeId);
  const resourceId = await takeResource(tx, candidates, times, occurrenceId, now, excludeId);
  try {
    return await placement.write(tx, member, occurrenceId, times, resourceId);
  } catch (error) {
    // Cannot happen while every writer locks its resources first; if it does, the room is what was lost.
    if (sqlState(error) === EXCLUSION_VIOLATION && violatedConstraint(error) === RESOURCE_OVERLAP) throw resourceUnavailable();
    throw error;
  }
}

/**
 * Whether a failed `placeWith` means the staff member's time (or their day's last place) was
 * taken since we looked, so that the next free staff member may be tried.
 */
export function isTakenMeanwhile(error: unknown): boolean {
  return sqlState(error) === EXCLUSION_VIOLATION || error instanceof DailyLimitReached;
}

/**
 * Puts a booking, a hold or a moved booking at a start time the slot engine offers, for the
 * requested staff member or the free one chosen fairly (`any`), in one transaction per attempt.
 * The database's exclusion constraints and the class-occurrence row lock are what really prevent
 * double booking; a conflict found there moves on to the next free staff member, or fails with
 * STAFF_BUSY. A resource is chosen under the resources' row locks: none free fails with
 * RESOURCE_UNAVAILABLE (another staff member would need one of the same resources).
 * @throws {DomainError} OUTSIDE_BOOKING_WINDOW; NOT_FOUND unknown staff; STAFF_BUSY, SEATS_LEFT,
 *   SLOT_UNAVAILABLE or RESOURCE_UNAVAILABLE
 */
export async function placeAt<T>(db: Database, placement: Placement<T>): Promise<T> {
  for (const member of await staffToTry(db, placement)) {
    try {
      return await db.transaction(async (tx) => {
        // The staff lock before anything else, then the resources', so that every writer takes its
        // locks in one order; they are the only such locks in this transaction (`placeWith` relies on it).
        await lockStaff(tx, [member.id]);
        const lockedResources = await lockResources(tx, placement.service.resources ?? []);
        await placement.prepare?.(tx);
        return placeWith(tx, placement, member, lockedResources);
      });
    } catch (error) {
      if (isTakenMeanwhile(error)) continue;
      throw error;
    }
  }
  throw staffBusy();
}
