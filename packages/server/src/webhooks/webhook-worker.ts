import type { Queryable } from '../db/database';
import {
  type ClaimedMessage,
  claimDueMessages,
  markMessageFailed,
  markMessageSent,
  retryMessageLater,
} from '../notifications/outbox';
import {
  describeFailure,
  type OutboxWorker,
  type OutboxWorkerBaseOptions,
  outboxWorkerSettings,
  startPollingLoop,
} from '../notifications/polling-loop';
import { disableWebhookEndpoint, findDeliveryTarget } from './webhook-endpoints';
import { logWebhookAttempt, type WebhookPayload } from './webhook-log';
import { postWebhook } from './webhook-post';
import { signWebhook } from './webhook-signature';
import { PrivateTargetError } from './webhook-targets';

/**
 * How long to wait after each failed attempt: 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h, 12 h,
 * 12 h, 20 h — about three days in all (Standard Webhooks suggests a schedule of this shape),
 * each with up to a fifth more at random so an endpoint back from an outage is not hit by every
 * message at once. After the last, the message is given up on (and can be sent again).
 */
export const WEBHOOK_RETRY_DELAYS_MS: readonly number[] = [
  5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000, 43_200_000, 43_200_000, 72_000_000,
];

/** Attempts before a message is given up on: the first and one per retry delay. */
export const WEBHOOK_MAX_ATTEMPTS = WEBHOOK_RETRY_DELAYS_MS.length + 1;

/** The wait after the `attempt`-th failure (see {@link WEBHOOK_RETRY_DELAYS_MS}). */
export function webhookRetryDelayMs(attempt: number, random: () => number = Math.random): number {
  const base = WEBHOOK_RETRY_DELAYS_MS[Math.min(attempt, WEBHOOK_RETRY_DELAYS_MS.length) - 1] ?? 5_000;
  return Math.round(base * (1 + random() / 5));
}

/** Whether private and loopback targets are allowed: `WEBHOOK_ALLOW_PRIVATE_TARGETS` is `1` or `true`. */
export function allowPrivateWebhookTargetsFromEnv(env: Record<string, string | undefined> = process.env): boolean {
  return /^(1|true|yes)$/i.test(env.WEBHOOK_ALLOW_PRIVATE_TARGETS?.trim() ?? '');
}

/** Options of {@link startWebhookWorker}: its messages go out together, each endpoint's in order. */
export interface WebhookWorkerOptions extends OutboxWorkerBaseOptions {
  /** How long an attempt may take before it counts as failed (below the lease). @default 10_000 */
  timeoutMs?: number;
  /** Deliver to private and loopback addresses. @default allowPrivateWebhookTargetsFromEnv() */
  allowPrivateTargets?: boolean;
}

/** A running webhook worker. */
export type WebhookWorker = OutboxWorker;

/**
 * Delivers the outbox's webhook messages (Standard Webhooks 1.0): each is POSTed with
 * `webhook-id` (the message's id, the same on every attempt), `webhook-timestamp` (the attempt's
 * second) and `webhook-signature` (by every secret of the endpoint still signing). A 2xx is
 * delivered; 410 Gone turns the endpoint off and gives the message up; anything else (another
 * status, no answer in `timeoutMs`, a refused connection) is tried again after
 * {@link webhookRetryDelayMs}, up to {@link WEBHOOK_MAX_ATTEMPTS}. A private target is refused
 * (unless allowed) and given up at once. Every attempt is logged (`webhook_attempts`). Several
 * workers, in one process or several on one PostgreSQL, never take the same message.
 */
export function startWebhookWorker(options: WebhookWorkerOptions): WebhookWorker {
  const settings = outboxWorkerSettings(options);
  const { db, logger, now, batchSize, leaseMs } = settings;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const allowPrivate = options.allowPrivateTargets ?? allowPrivateWebhookTargetsFromEnv();

  /** Gives a message up on `q` (the database, or the transaction that logs its last attempt). */
  const giveUp = (q: Queryable, message: ClaimedMessage<WebhookPayload>, why: string) => {
    logger.error(`booking-kit: webhook ${message.id} (${message.payload.type}) to ${message.recipient} is given up on: ${why}`);
    return markMessageFailed(q, message.id, why);
  };

  const deliver = async (message: ClaimedMessage<WebhookPayload>) => {
    const at = now();
    const target = await findDeliveryTarget(db, message.recipient, at);
    if (!target) return giveUp(db, message, 'The endpoint was deleted.');
    if (!target.endpoint.enabled)
      return giveUp(db, message, `The endpoint is turned off: ${target.endpoint.disabledReason ?? ''}`.trim());
    // The real time of sending, whatever clock schedules retries: receivers hold the header against
    // their own clock (Standard Webhooks: within 5 minutes) to refuse a replayed message.
    const timestamp = Math.floor(Date.now() / 1000);
    const { body } = message.payload;
    const result = await postWebhook(new URL(target.endpoint.url), {
      headers: {
        'content-type': 'application/json',
        'user-agent': 'booking-kit-webhooks/1',
        'webhook-id': message.id,
        'webhook-timestamp': String(timestamp),
        'webhook-signature': signWebhook(message.id, timestamp, body, target.secrets),
      },
      body,
      timeoutMs,
      allowPrivate,
    });
    const error = result.error && describeFailure(result.error);
    const status = result.status;
    // The attempt and what it decides are written together: whoever reads the log (the admin API,
    // another process) never sees an attempt whose message has not yet moved on.
    await db.transaction(async (tx) => {
      await logWebhookAttempt(tx, {
        messageId: message.id,
        endpointId: message.recipient,
        at,
        status,
        body: result.body,
        error,
        durationMs: result.durationMs,
      });
      if (status !== undefined && status >= 200 && status < 300) return markMessageSent(tx, message.id, now());
      if (status === 410) {
        // Turned off and given up together: nobody reads the endpoint off with its message still pending.
        await disableWebhookEndpoint(tx, message.recipient, 'The endpoint answered 410 Gone.', now());
        return giveUp(tx, message, 'The endpoint answered 410 Gone; it is turned off.');
      }
      const why = error ?? `The endpoint answered ${status}.`;
      if (result.error instanceof PrivateTargetError || message.attempts >= WEBHOOK_MAX_ATTEMPTS) return giveUp(tx, message, why);
      const next = new Date(now().getTime() + webhookRetryDelayMs(message.attempts));
      logger.warn?.(
        `booking-kit: webhook ${message.id} (${message.payload.type}) to ${message.recipient} failed (attempt ${message.attempts}), tried again at ${next.toISOString()}: ${why}`,
      );
      await retryMessageLater(tx, message.id, next, why);
    });
  };

  /** Each endpoint's messages in order, different endpoints at once: a slow one holds up only itself. */
  const runOnce = async () => {
    const claimed = await claimDueMessages<WebhookPayload>(db, 'webhook', { now: now(), limit: batchSize, leaseMs });
    const byEndpoint = new Map<string, ClaimedMessage<WebhookPayload>[]>();
    for (const message of claimed) byEndpoint.set(message.recipient, [...(byEndpoint.get(message.recipient) ?? []), message]);
    await Promise.all(
      [...byEndpoint.values()].map(async (messages) => {
        for (const message of messages) await deliver(message);
      }),
    );
    return claimed.length;
  };

  return startPollingLoop({
    ...settings,
    runOnce,
    failureMessage: 'booking-kit: the webhook outbox could not be read; trying again shortly',
  });
}
