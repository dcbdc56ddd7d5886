import type { Booking, Locale } from '@booking-kit/core';
import { findService, type ServiceRecord } from '../catalog/catalog-queries';
import type { Database, Queryable, Transaction } from '../db/database';
import { DomainError, notFound } from '../errors/domain-error';
import { hashManageToken, newManageToken } from './booking-secrets';
import { bookingTokenMatches } from './booking-token';
import { type BookingRecord, findBooking } from './booking-view';
import { placeAt } from './placement';

const MINUTE_MS = 60_000;

/** Options of the manage operations. */
export interface ManageOptions {
  now: Date;
  /** The locale of the service's name in the answer (the request's). @default the booking's own `locale` */
  locale?: Locale | undefined;
  /**
   * Runs inside the operation's transaction with its answer, e.g. to store an idempotent answer or
   * write its emails; a move also passes the booking as it was before.
   */
  onDone?: (tx: Transaction, booking: Booking, previous?: Booking) => Promise<void>;
}

function bookingNotFound(): DomainError {
  return notFound('Booking not found.');
}

function bookingCancelled(): DomainError {
  return new DomainError('BOOKING_CANCELLED', 'This booking has been cancelled.');
}

/**
 * The booking if `token` is its manage token or an unexpired access token; a wrong token and a
 * missing booking are the same NOT_FOUND.
 */
async function authorized(
  db: Queryable,
  record: BookingRecord | undefined,
  token: string | undefined,
  now: Date,
): Promise<BookingRecord> {
  if (!record || !(await bookingTokenMatches(db, { id: record.booking.id, manageTokenHash: record.manageTokenHash }, token, now)))
    throw bookingNotFound();
  return record;
}

/**
 * Throws CUTOFF_PASSED when `now` lies within `minutes` of the booking's start.
 * @example a 1440-minute cutoff: no change within 24 hours of the start
 */
function checkCutoff(booking: Booking, minutes: number, now: Date, action: 'cancel' | 'reschedule'): void {
  if (now.getTime() > Date.parse(booking.start) - minutes * MINUTE_MS) {
    throw new DomainError(
      'CUTOFF_PASSED',
      minutes > 0
        ? `This booking can no longer be ${action === 'cancel' ? 'cancelled' : 'rescheduled'} less than ${minutes} minutes before it starts.`
        : `This booking can no longer be ${action === 'cancel' ? 'cancelled' : 'rescheduled'}: it has started.`,
      { params: { minutes } },
    );
  }
}

/** The booking's service at the length it was booked for: a moved booking keeps its length. */
async function serviceOf(db: Database | Transaction, booking: Booking): Promise<ServiceRecord> {
  const service = await findService(db, booking.service.slug);
  if (!service) throw bookingNotFound();
  return { ...service, durationMinutes: booking.service.durationMinutes };
}

/**
 * Moves a booking to another start (and optionally another staff member, or `any`), checked like
 * a new booking and by the same constraint, in one transaction. Everything else (status, seats,
 * contact, what was paid) stays. The manage token is rotated: the old one stops working. Its
 * access tokens (`grantBookingAccess`) stop working too, deleted in the same transaction: a move
 * hands out one new key, the returned manage token, and every earlier key dies with the old time,
 * whichever of them was used to move it. `token` may be the manage token or an access token.
 * @returns the booking with its new manage token (shown this once)
 * @throws {DomainError} NOT_FOUND unknown booking or wrong token; BOOKING_CANCELLED, CUTOFF_PASSED,
 *   STAFF_BUSY, SEATS_LEFT, SLOT_UNAVAILABLE or RESOURCE_UNAVAILABLE
 */
export async function rescheduleBooking(
  db: Database,
  id: string,
  token: string | undefined,
  input: { start: string; staff?: string | undefined },
  options: ManageOptions,
): Promise<Booking> {
  const { now } = options;
  const record = await authorized(db, await findBooking(db, id, { locale: options.locale }), token, now);
  const { booking } = record;
  if (booking.status === 'cancelled') throw bookingCancelled();
  const service = await serviceOf(db, booking);
  checkCutoff(booking, service.rescheduleCutoffMinutes ?? 0, now, 'reschedule');
  const manageToken = newManageToken();
  return placeAt(db, {
    service,
    staff: input.staff ?? booking.staff.slug,
    start: Date.parse(input.start),
    seats: booking.seats,
    now,
    excludeId: id,
    write: async (tx, member, occurrenceId, times, resourceId) => {
      // The booking takes the resource chosen for its new time; its old one is free again.
      const { rows } = await tx.query(
        `UPDATE bookings SET staff_id = $2, occurrence_id = $3, start_at = $4::timestamptz, end_at = $5::timestamptz,
           during = tstzrange($6::timestamptz, $7::timestamptz, '[)'), manage_token_hash = $8, rescheduled_at = $9::timestamptz,
           resource_id = $11
         WHERE id = $1 AND manage_token_hash = $10 AND status IN ('scheduled', 'requested') RETURNING id`,
        [
          id,
          member.id,
          occurrenceId,
          times.start,
          times.end,
          times.busyFrom,
          times.busyUntil,
          hashManageToken(manageToken),
          now.toISOString(),
          record.manageTokenHash,
          resourceId,
        ],
      );
      if (rows.length === 0) {
        // Changed since we looked: cancelled, or moved by someone holding the old token.
        const current = await findBooking(tx, id);
        throw current?.booking.status === 'cancelled' ? bookingCancelled() : bookingNotFound();
      }
      await tx.query('DELETE FROM booking_access_tokens WHERE booking_id = $1', [id]);
      const moved = await findBooking(tx, id, { locale: options.locale });
      if (!moved) throw bookingNotFound();
      const answer = { ...moved.booking, manageToken };
      await options.onDone?.(tx, answer, booking);
      return answer;
    },
  });
}

/**
 * Cancels a booking with the visitor's reason. `token` may be the manage token or an access token;
 * neither is revoked, so the visitor can still view the cancelled booking.
 * @returns the cancelled booking (full view, no token)
 * @throws {DomainError} NOT_FOUND unknown booking or wrong token; BOOKING_CANCELLED or CUTOFF_PASSED
 */
export async function cancelBooking(
  db: Database,
  id: string,
  token: string | undefined,
  reason: string,
  options: ManageOptions,
): Promise<Booking> {
  return db.transaction(async (tx) => {
    const { booking } = await authorized(tx, await findBooking(tx, id, { lock: true }), token, options.now);
    if (booking.status === 'cancelled') throw bookingCancelled();
    const service = await serviceOf(tx, booking);
    checkCutoff(booking, service.cancellationCutoffMinutes ?? 0, options.now, 'cancel');
    return setStatus(tx, id, 'cancelled', reason, options);
  });
}

async function setStatus(
  tx: Transaction,
  id: string,
  status: 'scheduled' | 'cancelled',
  reason: string | undefined,
  options: ManageOptions,
): Promise<Booking> {
  const now = options.now.toISOString();
  if (status === 'cancelled') {
    await tx.query(
      "UPDATE bookings SET status = 'cancelled', cancellation_reason = $2, cancelled_at = $3::timestamptz WHERE id = $1",
      [id, reason ?? null, now],
    );
  } else {
    await tx.query("UPDATE bookings SET status = 'scheduled', confirmed_at = $2::timestamptz WHERE id = $1", [id, now]);
  }
  const changed = await findBooking(tx, id, { locale: options.locale });
  if (!changed) throw bookingNotFound();
  await options.onDone?.(tx, changed.booking);
  return changed.booking;
}

/**
 * The business confirms (`scheduled`) or rejects (`cancelled`, with an optional reason) a
 * requested booking. Admin only: the caller has checked the admin API key.
 * @throws {DomainError} NOT_FOUND unknown booking; BOOKING_NOT_REQUESTED when it is not waiting for confirmation
 */
export async function decideRequestedBooking(
  db: Database,
  id: string,
  decision: 'confirm' | 'reject',
  reason: string | undefined,
  options: ManageOptions,
): Promise<Booking> {
  return db.transaction(async (tx) => {
    const record = await findBooking(tx, id, { lock: true });
    if (!record) throw bookingNotFound();
    if (record.booking.status !== 'requested') {
      throw new DomainError('BOOKING_NOT_REQUESTED', `This booking is ${record.booking.status}, not waiting for confirmation.`);
    }
    return setStatus(tx, id, decision === 'confirm' ? 'scheduled' : 'cancelled', reason, options);
  });
}
