import { newSecretToken, secretTokenHash, secretTokenMatches } from '../secrets/secret-token';

/** How long a preview token works after it is issued. */
export const PREVIEW_TOKEN_DAYS = 30;

/** The environment variable whose value, when set, is the token of every preview an import issues one for. */
export const PREVIEW_TOKEN_ENV = 'PREVIEW_TOKEN';

/** What a fixed token must look like: URL-safe, and long enough to carry 128 bits were it random. */
const FIXED_TOKEN = /^[A-Za-z0-9_-]{22,256}$/;

/** A new preview token: 256 random bits, base64url (43 characters). */
export const newPreviewToken = newSecretToken;

/** The SHA-256 (hex) of a token: the only form a preview token is stored in. */
export const previewTokenHash = secretTokenHash;

/** Whether `token` is the one whose hash is `hash`, compared in constant time. */
export const previewTokenMatches = secretTokenMatches;

/** When a token issued at `now` stops working. */
export function previewTokenExpiry(now: Date): Date {
  return new Date(now.getTime() + PREVIEW_TOKEN_DAYS * 24 * 60 * 60 * 1000);
}

/**
 * A fixed preview token for tests and demos (`PREVIEW_TOKEN`), or undefined when none is set: an
 * import then gives each preview that needs a token this one instead of a random one, so an
 * end-to-end test knows it in advance.
 * @throws {Error} when set but not 22–256 characters of letters, digits, `-` and `_`
 */
export function fixedPreviewToken(value: string | undefined = process.env[PREVIEW_TOKEN_ENV]): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (!FIXED_TOKEN.test(value)) {
    throw new Error(
      `${PREVIEW_TOKEN_ENV} must be 22 to 256 characters of letters, digits, "-" and "_" (at least 128 bits): leave it unset for random preview tokens.`,
    );
  }
  return value;
}
