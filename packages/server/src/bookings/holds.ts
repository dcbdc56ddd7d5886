import type { CreateHoldRequest, Hold, HoldReference, Locale } from '@booking-kit/core';
import type { CatalogCache } from '../catalog/catalog-cache';
import type { Database, Queryable, Transaction } from '../db/database';
import { DomainError, notFound } from '../errors/domain-error';
import { findBookableServiceWithStaff } from './bookable-service';
import { insertBookingRow } from './booking-rows';
import { hashManageToken, manageTokenMatches, newManageToken } from './booking-secrets';
import { placedRow, placedView } from './placed-booking';
import { checkSeatLimit, placeAt } from './placement';

const MINUTE_MS = 60_000;

/** How long a hold lasts when neither `HOLD_MINUTES` nor an option says otherwise. */
export const DEFAULT_HOLD_MINUTES = 10;

/** A validated `POST /holds` body (defaults applied). */
export type CreateHoldInput = Required<Omit<CreateHoldRequest, 'durationMinutes'>> & Pick<CreateHoldRequest, 'durationMinutes'>;

/** Options of `createHold`. */
export interface CreateHoldOptions {
  now: Date;
  /** How long the hold lasts. */
  holdMinutes: number;
  /** The locale of the service's name in the answer. @default the default text */
  locale?: Locale | undefined;
  /** Where the service is read from when the process keeps the catalog (see `CatalogCache.readInForce`). @default the database */
  catalog?: CatalogCache | undefined;
  /** Runs inside the hold's transaction after the insert, e.g. to store an idempotent answer with it. */
  onCreated?: (tx: Transaction, hold: Hold) => Promise<void>;
}

/** A live hold as stored. */
export interface HoldRecord {
  id: string;
  serviceId: number;
  staffSlug: string;
  start: number;
  /** The end of the held service (its length is the one chosen when holding). */
  end: number;
  seats: number;
  /** When the slot was held (epoch ms): a booking consuming the hold keeps its minimum notice from then. */
  heldAt: number;
}

/** Holds look like booking ids: 128 random bits, base64url. */
const HOLD_ID = /^[A-Za-z0-9_-]{22,64}$/;

/** HOLD_EXPIRED: the hold lapsed, was released or used, or never was. */
export function holdExpired(): DomainError {
  return new DomainError('HOLD_EXPIRED', 'Your hold on this time has expired. Please choose a time again.');
}

/**
 * Takes a hold: the slot's time (or seats) becomes the visitor's for `holdMinutes`, and is offered
 * to nobody else. The hold is a `held` row of `bookings`, so the same constraint guards it.
 * @returns the hold, with its token (shown this once)
 * @throws {DomainError} NOT_FOUND unknown service or staff; STAFF_BUSY, SEATS_LEFT, SEAT_LIMIT,
 *   SLOT_UNAVAILABLE or RESOURCE_UNAVAILABLE
 */
export async function createHold(db: Database, input: CreateHoldInput, options: CreateHoldOptions): Promise<Hold> {
  // The rules in force (see `findBookableServiceWithStaff`): a hold is a write, as a booking is.
  const { service } = await findBookableServiceWithStaff(
    db,
    input.service,
    input.durationMinutes,
    options.locale,
    options.catalog,
  );
  checkSeatLimit(service, input.seats);
  const { now } = options;
  return placeAt(db, {
    service,
    staff: input.staff,
    start: Date.parse(input.start),
    seats: input.seats,
    now,
    write: async (tx, member, occurrenceId, times, resourceId) => {
      const placed = placedRow(service, member, occurrenceId, times, resourceId);
      const holdToken = newManageToken();
      const expiresAt = new Date(now.getTime() + options.holdMinutes * MINUTE_MS).toISOString();
      await insertBookingRow(tx, {
        ...placed,
        seats: input.seats,
        status: 'held',
        expiresAt,
        timeZone: member.timeZone,
        locale: 'en',
        contact: { firstName: '', lastName: '', email: '', phone: '' },
        tokenHash: hashManageToken(holdToken),
        createdAt: now.toISOString(),
      });
      const hold: Hold = {
        id: placed.id,
        holdToken,
        ...placedView(service, member, times),
        seats: input.seats,
        expiresAt,
      };
      await options.onCreated?.(tx, hold);
      return hold;
    },
  });
}

/**
 * The hold `reference` names, if its token matches and it has not expired by `now`.
 * @throws {DomainError} HOLD_EXPIRED otherwise (unknown, wrong token, expired, used or released)
 */
export async function usableHold(db: Queryable, reference: HoldReference, now: Date): Promise<HoldRecord> {
  if (!HOLD_ID.test(reference.id)) throw holdExpired();
  const { rows } = await db.query<{
    id: string;
    service_id: number;
    staff_slug: string;
    start_at: Date;
    end_at: Date;
    seats: number;
    expires_at: Date;
    manage_token_hash: string;
    created_at: Date;
  }>(
    `SELECT b.id, b.service_id, st.slug AS staff_slug, b.start_at, b.end_at, b.seats, b.expires_at, b.manage_token_hash,
       b.created_at
     FROM bookings b JOIN staff st ON st.id = b.staff_id WHERE b.id = $1 AND b.status = 'held'`,
    [reference.id],
  );
  const row = rows[0];
  if (!row || !manageTokenMatches(reference.token, row.manage_token_hash)) throw holdExpired();
  if (new Date(row.expires_at).getTime() <= now.getTime()) throw holdExpired();
  return {
    id: row.id,
    serviceId: row.service_id,
    staffSlug: row.staff_slug,
    start: new Date(row.start_at).getTime(),
    end: new Date(row.end_at).getTime(),
    seats: row.seats,
    heldAt: new Date(row.created_at).getTime(),
  };
}

/**
 * Deletes a live hold inside the booking's transaction, so its time is free for the booking
 * inserted next; of two bookings consuming one hold only one finds it.
 * @throws {DomainError} HOLD_EXPIRED when it is gone or expired
 */
export async function consumeHold(tx: Transaction, id: string, now: Date): Promise<void> {
  const { rows } = await tx.query(
    "DELETE FROM bookings WHERE id = $1 AND status = 'held' AND expires_at > $2::timestamptz RETURNING id",
    [id, now.toISOString()],
  );
  if (rows.length === 0) throw holdExpired();
}

/**
 * Releases a hold with its token. An unknown hold and a wrong token give the same NOT_FOUND.
 * @throws {DomainError} NOT_FOUND
 */
export async function releaseHold(tx: Transaction, id: string, token: string | undefined): Promise<void> {
  if (!HOLD_ID.test(id) || token === undefined) throw notFound('Hold not found.');
  const { rows } = await tx.query(
    "DELETE FROM bookings WHERE id = $1 AND status = 'held' AND manage_token_hash = $2 RETURNING id",
    [id, hashManageToken(token)],
  );
  if (rows.length === 0) throw notFound('Hold not found.');
}
