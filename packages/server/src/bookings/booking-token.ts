import type { Queryable } from '../db/database';
import { hashManageToken, manageTokenMatches } from './booking-secrets';

/** What a bearer token is checked against: a booking's id and the stored hash of its manage token. */
export interface BookingKey {
  id: string;
  manageTokenHash: string;
}

/** Longer than any token the server hands out (43 characters): not worth a query. */
const MAX_TOKEN_LENGTH = 256;

/**
 * Whether `token` opens the booking, or any one of several (the bookings of one payment): its
 * manage token, or an access token of it (`POST /bookings/{id}/access`) that has not expired by
 * `now`. The one check behind the full view, cancel, reschedule and pay, so that the two kinds of
 * token cannot drift apart. Holds keep their own check: a hold token opens a hold, not a booking.
 * @example if (!(await bookingTokenMatches(db, { id, manageTokenHash }, token, now))) throw notFound('Booking not found.');
 */
export async function bookingTokenMatches(
  db: Queryable,
  bookings: BookingKey | readonly BookingKey[],
  token: string | undefined,
  now: Date,
): Promise<boolean> {
  if (token === undefined || token.length > MAX_TOKEN_LENGTH) return false;
  const keys: readonly BookingKey[] = 'id' in bookings ? [bookings] : bookings;
  if (keys.length === 0) return false;
  // The manage token needs no query: its hash came with the booking.
  if (keys.some((key) => manageTokenMatches(token, key.manageTokenHash))) return true;
  // Looked up by the token's hash: only someone holding a 256-bit token can make this match.
  const { rows } = await db.query(
    `SELECT 1 FROM booking_access_tokens
     WHERE token_hash = $1 AND booking_id = ANY($2::text[]) AND expires_at > $3::timestamptz`,
    [hashManageToken(token), keys.map((key) => key.id), now.toISOString()],
  );
  return rows.length > 0;
}
