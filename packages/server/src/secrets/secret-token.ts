import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

// The bearer secrets the server hands out once and keeps only as a hash (a booking's manage
// token, a hold's token, a content preview's token): one way to make, store and check them.

/** A new secret token: 256 random bits, base64url (43 characters). */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The SHA-256 (hex) of a secret token: the only form one is stored in. */
export function secretTokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Whether `token` hashes to `expectedHash`, compared in constant time. */
export function secretTokenMatches(token: string, expectedHash: string): boolean {
  const actual = Buffer.from(secretTokenHash(token), 'hex');
  const expected = Buffer.from(expectedHash, 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
