import { createHash, timingSafeEqual } from 'node:crypto';
import { type BookingAccess, emailKey } from '@booking-kit/core';
import type { Database, Transaction } from '../db/database';
import { notFound } from '../errors/domain-error';
import { hashManageToken, newManageToken } from './booking-secrets';

/**
 * How long an access token works: a day, long enough to look at a booking and change it in one
 * sitting, short enough that a forgotten one in a shared browser soon stops opening it.
 */
export const ACCESS_TOKEN_MINUTES = 24 * 60;

/** Options of `grantBookingAccess`. */
export interface GrantAccessOptions {
  now: Date;
  /** Runs inside the grant's transaction with its answer, e.g. to store an idempotent answer. */
  onDone?: (tx: Transaction, access: BookingAccess) => Promise<void>;
}

/** Whether two emails are the same address, trimmed and regardless of case, compared in constant time. */
function sameEmail(stored: string, given: string): boolean {
  const digest = (email: string) => createHash('sha256').update(emailKey(email), 'utf8').digest();
  return timingSafeEqual(digest(stored), digest(given));
}

/**
 * Grants a new access token to the booking `id` when `email` is its contact's email (trimmed,
 * any case): a visitor without the manage link opens their booking with its reference and email.
 * The token (256 random bits, only its hash stored) works like the manage token until
 * `expiresAt`; the manage token itself is neither shown nor rotated. The booking's lapsed access
 * tokens are deleted on the way, so they do not pile up.
 *
 * An unknown id, a hold and a wrong email all throw the same NOT_FOUND as an unknown booking, so the
 * route tells a prober nothing about which booking ids exist.
 * @throws {DomainError} NOT_FOUND 'Booking not found.'
 */
export async function grantBookingAccess(
  db: Database,
  id: string,
  email: string,
  options: GrantAccessOptions,
): Promise<BookingAccess> {
  const { now } = options;
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ email: string }>("SELECT email FROM bookings WHERE id = $1 AND status <> 'held'", [id]);
    const row = rows[0];
    if (!row || !sameEmail(row.email, email)) throw notFound('Booking not found.');
    const token = newManageToken();
    const expiresAt = new Date(now.getTime() + ACCESS_TOKEN_MINUTES * 60_000).toISOString();
    await tx.query('DELETE FROM booking_access_tokens WHERE booking_id = $1 AND expires_at <= $2::timestamptz', [
      id,
      now.toISOString(),
    ]);
    await tx.query(
      `INSERT INTO booking_access_tokens (token_hash, booking_id, created_at, expires_at)
       VALUES ($1, $2, $3::timestamptz, $4::timestamptz)`,
      [hashManageToken(token), id, now.toISOString(), expiresAt],
    );
    const access: BookingAccess = { id, manageToken: token, expiresAt };
    await options.onDone?.(tx, access);
    return access;
  });
}
