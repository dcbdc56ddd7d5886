import { createHmac, randomBytes } from 'node:crypto';

/** The prefix of a Standard Webhooks secret; base64 of the key's bytes follows it. */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';

/** A secret as the Standard Webhooks spec writes it: `whsec_` and base64 of 24 to 64 bytes. */
export const WEBHOOK_SECRET_PATTERN = /^whsec_[A-Za-z0-9+/]{32,88}={0,2}$/;

/** A new signing secret: 32 random bytes. */
export function newWebhookSecret(): string {
  return `${WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString('base64')}`;
}

/** The key bytes of a secret (see {@link WEBHOOK_SECRET_PATTERN}). */
function keyOf(secret: string): Buffer {
  return Buffer.from(secret.slice(WEBHOOK_SECRET_PREFIX.length), 'base64');
}

/**
 * The `webhook-signature` header of a message (Standard Webhooks 1.0, symmetric): for each
 * secret, `v1,` and base64 of HMAC-SHA256 over `{id}.{timestamp}.{body}`, space-separated, so a
 * receiver that knows any one of them verifies it (that is how a secret is rotated).
 * Written with node:crypto rather than the `standardwebhooks` package: the tests verify with that
 * package, which they could not do independently if it had also signed.
 * @param timestamp seconds since the epoch, as the `webhook-timestamp` header sends it
 */
export function signWebhook(id: string, timestamp: number, body: string, secrets: readonly string[]): string {
  return secrets
    .map((secret) => `v1,${createHmac('sha256', keyOf(secret)).update(`${id}.${timestamp}.${body}`).digest('base64')}`)
    .join(' ');
}
