import { randomBytes } from 'node:crypto';
import { newSecretToken, secretTokenHash, secretTokenMatches } from '../secrets/secret-token';

/** A new public id (a booking, a form submission): 128 random bits, base64url (22 characters). */
export function newPublicId(): string {
  return randomBytes(16).toString('base64url');
}

/** A new booking id: 128 random bits, base64url (22 characters). */
export function newBookingId(): string {
  return newPublicId();
}

/** A new manage token: 256 random bits, base64url. Only its hash is stored. */
export const newManageToken = newSecretToken;

/** The SHA-256 (hex) of a manage token, as stored in `bookings.manage_token_hash`. */
export const hashManageToken = secretTokenHash;

/** Whether `token` hashes to `expectedHash`, compared in constant time. */
export const manageTokenMatches = secretTokenMatches;
