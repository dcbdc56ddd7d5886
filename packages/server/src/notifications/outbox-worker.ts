import type { RenderBookingMessage } from '@booking-kit/core';
import { bookingInvite } from './booking-invite';
import { MailRefused, type MailTransport } from './mail-transport';
import {
  type ClaimedEmail,
  claimDueMessages,
  markMessageFailed,
  markMessagesSent,
  type OutboxPayload,
  retryMessageLater,
} from './outbox';
import {
  describeFailure as describe,
  type OutboxWorker,
  type OutboxWorkerBaseOptions,
  outboxWorkerSettings,
  startPollingLoop,
} from './polling-loop';

/** Options of {@link startOutboxWorker} (its lease outlasts a send: the SMTP transport gives up after 25 s). */
export interface OutboxWorkerOptions extends OutboxWorkerBaseOptions {
  /** Turns a message into its subject and bodies (`renderBookingMessage` of `@booking-kit/emails`). */
  render: RenderBookingMessage;
  /** Where the emails go (`smtpMailTransport`, `fileMailTransport`). */
  transport: MailTransport;
  /** The sender: the business's name at the sending address. */
  from: { name?: string | undefined; email: string };
  /** How many attempts before a message is given up on. @default MAX_ATTEMPTS */
  maxAttempts?: number;
}

export type { OutboxWorker } from './polling-loop';

/** The longest a sent email waits to be marked sent (see `runOnce` in {@link startOutboxWorker}). */
const MARK_SENT_WITHIN_MS = 1_000;

/** Attempts before a message is given up on: with {@link retryDelayMs}, about a day of trying. */
export const MAX_ATTEMPTS = 14;

/**
 * How long to wait after the `attempt`-th failure: 5 s after the first (a blip, or a server
 * restarting), then 30 s doubling up to 6 h, each with up to a fifth more at random, so messages
 * that failed together (an SMTP server down) do not all come back at the same moment.
 */
export function retryDelayMs(attempt: number, random: () => number = Math.random): number {
  const base = attempt <= 1 ? 5_000 : Math.min(30_000 * 2 ** (attempt - 2), 6 * 3_600_000);
  return Math.round(base * (1 + random() / 5));
}

/**
 * Delivers the outbox: claims due messages (see `claimDueEmails`; several workers, in one process
 * or several on one PostgreSQL, never take the same one), renders each, sends it with its invite,
 * and marks it sent. A message the server refuses for good is marked failed and logged, never
 * retried; any other failure (the SMTP server unreachable, a 4xx) is tried again later with
 * backoff, up to `maxAttempts`. Nothing here ever reaches a visitor's request: the booking was
 * answered when its transaction committed, message included.
 */
export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const settings = outboxWorkerSettings(options);
  const { db, logger, now, batchSize, leaseMs } = settings;
  const { render, transport } = options;
  const maxAttempts = options.maxAttempts ?? MAX_ATTEMPTS;

  /** Sends one email; resolves with whether it went (a failure is recorded here, to be retried or given up on). */
  const deliver = async (email: ClaimedEmail): Promise<boolean> => {
    const { message } = email.payload;
    try {
      const rendered = await render(message);
      const from = { name: options.from.name ?? message.business.name, email: options.from.email };
      const invite = bookingInvite(email.payload, from);
      await transport.send({
        id: email.id,
        from,
        to: message.to,
        ...rendered,
        ...(invite && email.payload.invite && { invite: { method: email.payload.invite.method, content: invite } }),
      });
      return true;
    } catch (error) {
      if (error instanceof MailRefused || email.attempts >= maxAttempts) {
        logger.error(`booking-kit: email ${email.id} (${message.kind}) to ${email.recipient} is given up on: ${describe(error)}`);
        await markMessageFailed(db, email.id, describe(error));
        return false;
      }
      const next = new Date(now().getTime() + retryDelayMs(email.attempts));
      logger.warn?.(
        `booking-kit: email ${email.id} (${message.kind}) to ${email.recipient} failed (attempt ${email.attempts}), tried again at ${next.toISOString()}: ${describe(error)}`,
      );
      await retryMessageLater(db, email.id, next, describe(error));
      return false;
    }
  };

  const runOnce = async () => {
    const claimed = await claimDueMessages<OutboxPayload>(db, 'email', { now: now(), limit: batchSize, leaseMs });
    // The sent ones are marked together, in one statement (a booking's two emails took a statement
    // each), at the batch's end or once a second has passed since the last mark: a process that
    // dies between sending and marking sends those again once their lease is over, with the same
    // Message-ID, so the marks wait a second at most, not a slow SMTP server's whole batch.
    let sent: string[] = [];
    let markedAt = Date.now();
    const markSent = async () => {
      await markMessagesSent(db, sent, now());
      sent = [];
      markedAt = Date.now();
    };
    try {
      for (const email of claimed) {
        if (await deliver(email)) sent.push(email.id);
        if (Date.now() - markedAt >= MARK_SENT_WITHIN_MS) await markSent();
      }
    } finally {
      // Also when recording a failure failed (the database went away): what went out is marked if it can be.
      await markSent();
    }
    return claimed.length;
  };

  return startPollingLoop({
    ...settings,
    runOnce,
    // The database is down or closing: the messages stay in the outbox, and the next look tries again.
    failureMessage: 'booking-kit: the outbox could not be read; trying again shortly',
  });
}
