import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A new public id (a booking, a form submission): 128 random bits, base64url (22 characters). */
export function newPublicId(): string {
  return randomBytes(16).toString('base64url');
}

/** A new booking id: 128 random bits, base64url (22 characters). */
export function newBookingId(): string {
  return newPublicId();
}

/** A new manage token: 256 random bits, base64url. Only its hash is stored. */
export function newManageToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The SHA-256 (hex) of a manage token, as stored in `bookings.manage_token_hash`. */
export function hashManageToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Whether `token` hashes to `expectedHash`, compared in constant time. */
export function manageTokenMatches(token: string, expectedHash: string): boolean {
  const actual = Buffer.from(hashManageToken(token), 'hex');
  const expected = Buffer.from(expectedHash, 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
