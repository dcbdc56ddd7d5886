import { type Booking, type CreateBookingRequest, chooseStaff, type Guest, seatsNeeded } from '@booking-kit/core';
import { ApiProblem, notFound } from '../api/api-problem';
import { findStaff, type ServiceRecord, type StaffRecord, staffSummary } from '../catalog/catalog-queries';
import type { Database, Transaction } from '../db/database';
import { EXCLUSION_VIOLATION, sqlState } from '../db/database-errors';
import { findBookableService } from './bookable-service';
import { hashManageToken, newBookingId, newManageToken } from './booking-secrets';
import { consumeHold, type HoldRecord, usableHold } from './holds';
import { consumeOneTimeLink, findOneTimeLink, isUsable, type OneTimeLinkRecord, slugExpired } from './one-time-links';
import { availableStaffSlots, type StaffSlot } from './staff-availability';

const MINUTE_MS = 60_000;

/** A validated `POST /bookings` body (defaults applied). */
export type CreateBookingInput = Required<Pick<CreateBookingRequest, 'staff' | 'locale'>> &
  Omit<CreateBookingRequest, 'staff' | 'locale'>;

/** Options of `createBooking`. */
export interface CreateBookingOptions {
  /** The current instant: only slots after it (and its minimum notice) can be booked. */
  now: Date;
  /** Runs inside the booking's transaction after the insert, e.g. to store an idempotent answer with it. */
  onCreated?: (tx: Transaction, booking: Booking) => Promise<void>;
}

export function staffBusy(): ApiProblem {
  return new ApiProblem(409, 'STAFF_BUSY', 'Not booked: Staff busy');
}

/** The staff who could take the booking, in the order to try them. */
async function candidateStaff(db: Database, service: ServiceRecord, requested: string): Promise<StaffRecord[]> {
  if (requested === 'any') return findStaff(db, service.staff);
  // A staff member who does not perform the service is as unknown as one who does not exist.
  if (!service.staff.includes(requested)) throw notFound('Staff member not found.');
  const staff = await findStaff(db, [requested]);
  if (staff.length === 0) throw notFound('Staff member not found.');
  return staff;
}

/** Live bookings (not holds) on the local day (in the staff member's zone) of `start`, for fair assignment. */
async function bookingsThatDay(db: Database, staff: StaffRecord, start: number): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM bookings
     WHERE staff_id = $1 AND status IN ('scheduled', 'requested')
       AND (start_at AT TIME ZONE $2)::date = ($3::timestamptz AT TIME ZONE $2)::date`,
    [staff.id, staff.timeZone, new Date(start).toISOString()],
  );
  return rows[0]?.count ?? 0;
}

/** The staff member given the latest booking of `service` that the business assigned (`any`). */
async function lastAssigned(db: Database, service: ServiceRecord): Promise<string | undefined> {
  const { rows } = await db.query<{ slug: string }>(
    `SELECT staff.slug FROM bookings JOIN staff ON staff.id = bookings.staff_id
     WHERE bookings.service_id = $1 AND bookings.assignment_seq IS NOT NULL AND bookings.status IN ('scheduled', 'requested')
     ORDER BY bookings.assignment_seq DESC LIMIT 1`,
    [service.id],
  );
  return rows[0]?.slug;
}

/**
 * Orders free staff for `any` by core's `chooseStaff`: the fewest bookings that day (their own
 * local day) first, ties taken round robin after the staff member assigned last. The rest follow
 * in the same rotation, to try when someone else takes the first one's time meanwhile.
 */
async function assignmentOrder(
  db: Database,
  service: ServiceRecord,
  staff: StaffRecord[],
  start: number,
): Promise<StaffRecord[]> {
  const loads: Record<string, number> = {};
  for (const member of staff) loads[member.slug] = await bookingsThatDay(db, member, start);
  const bySlug = new Map(staff.map((member) => [member.slug, member]));
  const order: StaffRecord[] = [];
  let previous = await lastAssigned(db, service);
  while (bySlug.size > 0) {
    const slug = chooseStaff([...bySlug.keys()], loads, previous);
    order.push(bySlug.get(slug) as StaffRecord);
    bySlug.delete(slug);
    previous = slug;
  }
  return order;
}

/** The instants a booking of `service` at `start` occupies, as ISO strings. */
export interface BookingTimes {
  start: string;
  end: string;
  /** The staff member's busy time, buffers included: `[busyFrom, busyUntil)`. */
  busyFrom: string;
  busyUntil: string;
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
 * Deletes a staff member's holds that expired by `now` and overlap `times`, so that the
 * exclusion constraint (which cannot know the time) no longer counts them.
 */
async function clearExpiredHolds(tx: Transaction, staffId: number, times: BookingTimes, now: Date): Promise<void> {
  await tx.query(
    `DELETE FROM bookings WHERE staff_id = $1 AND status = 'held' AND expires_at <= $2::timestamptz
       AND during && tstzrange($3::timestamptz, $4::timestamptz)`,
    [staffId, now.toISOString(), times.busyFrom, times.busyUntil],
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
     WHERE occurrence_id = $1 AND status <> 'cancelled' AND (status <> 'held' OR expires_at > $2::timestamptz)
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
 * staff row lock makes simultaneous bookings of one staff member count one after the other, so
 * the limit holds under concurrency, not only in the slots offered. A class counts once.
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
  await tx.query('SELECT id FROM staff WHERE id = $1 FOR UPDATE', [staff.id]);
  const { rows } = await tx.query<{ count: number }>(
    `SELECT count(DISTINCT COALESCE('occurrence ' || occurrence_id::text, id))::int AS count FROM bookings
     WHERE staff_id = $1 AND service_id = $2 AND status <> 'cancelled'
       AND (status <> 'held' OR expires_at > $3::timestamptz) AND id <> COALESCE($4, '')
       AND (occurrence_id IS NULL OR occurrence_id <> COALESCE($5, -1))
       AND (start_at AT TIME ZONE $6)::date = ($7::timestamptz AT TIME ZONE $6)::date`,
    [staff.id, service.id, now.toISOString(), excludeId ?? null, occurrenceId, staff.timeZone, start],
  );
  if ((rows[0]?.count ?? 0) >= service.maxBookingsPerDay) throw new DailyLimitReached();
}

function seatsLeft(left: number): ApiProblem {
  const n = Math.max(0, left);
  return new ApiProblem(409, 'SEATS_LEFT', `Total available seats for this slot is only ${n}`, { params: { n } });
}

/** Why no candidate offers the slot: never offered, too few seats, or taken. */
async function unavailableProblem(
  db: Database,
  service: ServiceRecord,
  staff: StaffRecord[],
  offered: ReadonlyArray<{ slots: StaffSlot[] }>,
  start: number,
  now: number,
): Promise<ApiProblem> {
  const seatsAtStart = offered.flatMap(({ slots }) => slots.filter((slot) => slot.start === start).map((slot) => slot.seatsLeft));
  if (seatsAtStart.length > 0) return seatsLeft(Math.max(...seatsAtStart));
  const open = await availableStaffSlots(db, service, staff, start, start + 1, now, true);
  const everOffered = open.some(({ slots }) => slots.length > 0);
  return everOffered ? staffBusy() : new ApiProblem(409, 'SLOT_UNAVAILABLE', 'This time is not offered for this service.');
}

/** The most seats one booking (or hold) of `service` may take. */
export function checkSeatLimit(service: ServiceRecord, seats: number): void {
  const seatLimit = service.seats > 1 ? Math.min(service.seats, service.maxSeatsPerBooking ?? service.seats) : 1;
  if (seats > seatLimit) {
    const message = `You can reserve up to ${seatLimit} slots for this service. To book for additional guests, kindly select a different service for the same time slot.`;
    throw new ApiProblem(409, 'SEAT_LIMIT', message, {
      params: { count: seatLimit },
    });
  }
}

/** Where and how `placeAt` puts a row of the staff member's time. */
export interface Placement<T> {
  service: ServiceRecord;
  /** A staff slug, or `any`. */
  staff: string;
  start: number;
  seats: number;
  now: Date;
  /** A row that blocks nothing for this placement: the hold being consumed, the booking being moved. */
  excludeId?: string;
  /** Runs first in the transaction: consume a hold or a one-time link. */
  prepare?: (tx: Transaction) => Promise<void>;
  /** Writes the row, in the transaction, once the time is cleared and the seats are taken. */
  write: (tx: Transaction, staff: StaffRecord, occurrenceId: number | null, times: BookingTimes) => Promise<T>;
}

/**
 * Puts a booking, a hold or a moved booking at a start time the slot engine offers, for the
 * requested staff member or the free one with the fewest bookings that day (`any`), in one
 * transaction per attempt. The database's exclusion constraint and the class-occurrence row lock
 * are what really prevent double booking; a conflict found there moves on to the next free staff
 * member, or answers 409 STAFF_BUSY.
 * @throws {ApiProblem} 404 unknown staff; 409 STAFF_BUSY, SEATS_LEFT or SLOT_UNAVAILABLE
 */
export async function placeAt<T>(db: Database, placement: Placement<T>): Promise<T> {
  const { service, start, seats, now, excludeId } = placement;
  const staff = await candidateStaff(db, service, placement.staff);
  const nowMs = now.getTime();
  const offered = await availableStaffSlots(db, service, staff, start, start + 1, nowMs, false, excludeId);
  const free = staff.filter((_member, index) =>
    (offered[index]?.slots ?? []).some((slot) => slot.start === start && slot.seatsLeft >= seats),
  );
  if (free.length === 0) throw await unavailableProblem(db, service, staff, offered, start, nowMs);

  const ordered = placement.staff === 'any' ? await assignmentOrder(db, service, free, start) : free;
  const times = bookingTimes(service, start);
  for (const member of ordered) {
    try {
      return await db.transaction(async (tx) => {
        await placement.prepare?.(tx);
        await clearExpiredHolds(tx, member.id, times, now);
        const occurrenceId = service.seats > 1 ? await takeSeats(tx, service, member, times.start, seats, now, excludeId) : null;
        await checkDailyLimit(tx, service, member, times.start, occurrenceId, now, excludeId);
        return placement.write(tx, member, occurrenceId, times);
      });
    } catch (error) {
      // Someone else took this staff member's time (or their day's last place) since we looked: try the next one.
      if (sqlState(error) === EXCLUSION_VIOLATION || error instanceof DailyLimitReached) continue;
      throw error;
    }
  }
  throw staffBusy();
}

/** The row of a booking or a hold in `bookings`. */
export interface BookingRowValues {
  id: string;
  service: ServiceRecord;
  staff: StaffRecord;
  occurrenceId: number | null;
  times: BookingTimes;
  seats: number;
  status: 'scheduled' | 'requested' | 'held';
  /** For a hold: when it lapses. */
  expiresAt?: string;
  timeZone: string;
  locale: string;
  contact: { firstName: string; lastName: string; email: string; phone: string };
  /** SHA-256 (hex) of the manage token, or of a hold's token. */
  tokenHash: string;
  createdAt: string;
  oneTimeLinkId?: number;
  /** The business chose the staff member (the visitor asked for any). @default false */
  assigned?: boolean;
}

/** Inserts a booking or hold row. */
export async function insertBookingRow(tx: Transaction, row: BookingRowValues): Promise<void> {
  await tx.query(
    `INSERT INTO bookings (id, service_id, staff_id, occurrence_id, start_at, end_at, during, seats, status, time_zone, locale,
       first_name, last_name, email, phone, manage_token_hash, created_at, expires_at, one_time_link_id, assignment_seq)
     VALUES ($1, $2, $3, $4, $5::timestamptz, $6::timestamptz, tstzrange($7::timestamptz, $8::timestamptz, '[)'), $9, $10,
       $11, $12, $13, $14, $15, $16, $17, $18::timestamptz, $19::timestamptz, $20,
       CASE WHEN $21::boolean THEN nextval('booking_assignments') END)`,
    [
      row.id,
      row.service.id,
      row.staff.id,
      row.occurrenceId,
      row.times.start,
      row.times.end,
      row.times.busyFrom,
      row.times.busyUntil,
      row.seats,
      row.status,
      row.timeZone,
      row.locale,
      row.contact.firstName,
      row.contact.lastName,
      row.contact.email,
      row.contact.phone,
      row.tokenHash,
      row.createdAt,
      row.expiresAt ?? null,
      row.oneTimeLinkId ?? null,
      row.assigned ?? false,
    ],
  );
}

/**
 * The seats a booking takes. In a service with seats, the visitor and each guest take one; a
 * `seats` that disagrees with the guest list is a validation error. Elsewhere guests take no
 * seat (they come along to the appointment) and `seats` defaults to 1.
 */
function seatsToBook(service: ServiceRecord, input: CreateBookingInput): number {
  if (service.seats === 1 || input.guests === undefined) return input.seats ?? 1;
  const needed = seatsNeeded(input.guests);
  if (input.seats !== undefined && input.seats !== needed) {
    throw new ApiProblem(400, 'VALIDATION_FAILED', `With ${input.guests.length} guests this booking takes ${needed} seats.`, {
      fields: { seats: 'validation.invalid' },
    });
  }
  return needed;
}

/** Stores a booking's guests in its transaction, in the order given. */
async function insertGuests(tx: Transaction, bookingId: string, guests: ReadonlyArray<Guest>): Promise<void> {
  for (const [position, guest] of guests.entries()) {
    await tx.query('INSERT INTO booking_guests (booking_id, position, name, email) VALUES ($1, $2, $3, $4)', [
      bookingId,
      position,
      guest.name,
      guest.email,
    ]);
  }
}

function validationField(field: string, message: string): ApiProblem {
  return new ApiProblem(400, 'VALIDATION_FAILED', message, { fields: { [field]: 'validation.invalid' } });
}

/** The staff a booking through a one-time link or a hold must go to. */
function restrictStaff(requested: string, required: string | undefined, mismatch: () => ApiProblem): string {
  if (required === undefined) return requested;
  if (requested !== 'any' && requested !== required) throw mismatch();
  return required;
}

/**
 * Books a service at a start time the slot engine offers (see `placeAt`). With `hold`, the hold
 * is consumed in the booking's transaction and its time counts as free for this booking; with
 * `oneTimeLink`, the link is used up in the same transaction, so of simultaneous bookings through
 * one link exactly one succeeds.
 * @returns the booking, with its manage token (shown this once)
 * @throws {ApiProblem} 404 unknown service, staff or link; 409 STAFF_BUSY, SEATS_LEFT, SEAT_LIMIT,
 *   SLOT_UNAVAILABLE or HOLD_EXPIRED; 410 SLUG_EXPIRED
 */
export async function createBooking(db: Database, input: CreateBookingInput, options: CreateBookingOptions): Promise<Booking> {
  const service = await findBookableService(db, input.service, input.durationMinutes);
  const seats = seatsToBook(service, input);
  checkSeatLimit(service, seats);
  const start = Date.parse(input.start);
  const { now } = options;

  let link: OneTimeLinkRecord | undefined;
  let staff = input.staff;
  if (input.oneTimeLink !== undefined) {
    link = await findOneTimeLink(db, input.oneTimeLink);
    if (!link) throw notFound('One-time link not found.');
    if (!isUsable(link, now)) throw slugExpired();
    if (link.serviceId !== service.id) throw validationField('oneTimeLink', 'This one-time link books another service.');
    staff = restrictStaff(staff, link.staffSlug, () =>
      validationField('staff', 'This one-time link books another staff member.'),
    );
  }
  let hold: HoldRecord | undefined;
  if (input.hold !== undefined) {
    hold = await usableHold(db, input.hold, now);
    const sameLength = hold.end - hold.start === service.durationMinutes * MINUTE_MS;
    if (hold.serviceId !== service.id || hold.start !== start || !sameLength || seats > hold.seats) {
      throw new ApiProblem(409, 'HOLD_EXPIRED', 'This hold is for another service, time, length or number of seats.');
    }
    staff = restrictStaff(
      staff,
      hold.staffSlug,
      () => new ApiProblem(409, 'HOLD_EXPIRED', 'This hold is for another staff member.'),
    );
  }
  const heldId = hold?.id;
  const guests = input.guests ?? [];
  const linkId = link?.id;

  try {
    return await placeAt(db, {
      service,
      staff,
      start,
      seats,
      now,
      ...(heldId !== undefined && { excludeId: heldId }),
      prepare: async (tx) => {
        if (linkId !== undefined) await consumeOneTimeLink(tx, linkId, now);
        if (heldId !== undefined) await consumeHold(tx, heldId, now);
      },
      write: async (tx, member, occurrenceId, times) => {
        const id = newBookingId();
        const manageToken = newManageToken();
        const status = service.requiresConfirmation ? 'requested' : 'scheduled';
        const createdAt = now.toISOString();
        const { contact } = input;
        await insertBookingRow(tx, {
          id,
          service,
          staff: member,
          occurrenceId,
          times,
          seats,
          status,
          timeZone: input.timeZone,
          locale: input.locale,
          contact,
          tokenHash: hashManageToken(manageToken),
          createdAt,
          ...(linkId !== undefined && { oneTimeLinkId: linkId }),
          assigned: input.staff === 'any',
        });
        const booking: Booking = {
          id,
          status,
          service: { slug: service.slug, name: service.name, durationMinutes: service.durationMinutes },
          staff: staffSummary(member),
          start: times.start,
          end: times.end,
          timeZone: input.timeZone,
          locale: input.locale,
          createdAt,
          seats,
          guests: guests.map((guest) => ({ name: guest.name, email: guest.email })),
          contact: { firstName: contact.firstName, lastName: contact.lastName, email: contact.email, phone: contact.phone },
          manageToken,
        };
        await insertGuests(tx, id, guests);
        await options.onCreated?.(tx, booking);
        return booking;
      },
    });
  } catch (error) {
    // The slot went to the booking that used the link first: the link is what this visitor lost.
    if (link && error instanceof ApiProblem && error.statusCode === 409) {
      const current = await findOneTimeLink(db, link.slug);
      if (!current || !isUsable(current, now)) throw slugExpired();
    }
    throw error;
  }
}
