import { randomUUID } from 'node:crypto';
import type { BookingMessage } from '@booking-kit/core';
import type { Queryable } from '../db/database';

/** The calendar invite an email carries: RFC 5546's method, and the event's UID and SEQUENCE. */
export interface OutboxInvite {
  method: 'REQUEST' | 'CANCEL';
  sequence: number;
}

/** What an outbox row keeps: the message as its reader will see it, and its invite. */
export interface OutboxPayload {
  message: BookingMessage;
  /** The appointments the invite lists (a series or a cart has several), each its own event. */
  events: readonly OutboxEvent[];
  invite?: OutboxInvite | undefined;
}

/** One appointment in an invite: its booking id (the event's UID) and its times. */
export interface OutboxEvent {
  bookingId: string;
  start: string;
  end: string;
}

/** What an outbox row carries: an email to a reader, or a webhook event to an endpoint. */
export type OutboxChannel = 'email' | 'webhook';

/** A message claimed for delivery, with the payload its channel wrote. */
export interface ClaimedMessage<Payload> {
  id: string;
  /** An email's address; a webhook's endpoint id. */
  recipient: string;
  payload: Payload;
  /** How many times it has been claimed, this time included. */
  attempts: number;
}

/** An email claimed for delivery. */
export type ClaimedEmail = ClaimedMessage<OutboxPayload>;

/** Where the outbox stands, for `GET /health` and the logs. */
export interface OutboxBacklog {
  /** Messages not yet sent that will be tried (again). */
  pending: number;
  /** Of those, how many are due now. */
  due: number;
  /** Messages given up on (an address refused, too many failures). */
  failed: number;
  /** How long the oldest due message has waited, in seconds (0 when none is due). */
  oldestDueSeconds: number;
}

/**
 * Writes an email to the outbox, in the caller's transaction (the booking change it tells of), so
 * it is committed with that change or not at all. Its id is also the message's and the email's
 * Message-ID, by which a receiver can tell a resend from a new message.
 * @returns the message's id
 */
export async function enqueueEmail(tx: Queryable, entry: EmailEntry): Promise<string> {
  const [id] = await enqueueEmails(tx, [entry]);
  return id as string;
}

/** One email for {@link enqueueEmail} and {@link enqueueEmails}. */
export interface EmailEntry {
  bookingId: string;
  recipient: string;
  payload: Omit<OutboxPayload, 'message'> & { message: Omit<BookingMessage, 'id'> };
  now: Date;
  /** When it is due: now unless later (a reminder). */
  sendAt?: Date | undefined;
}

/** `enqueueEmail` for several emails, in one statement; returns their ids in order. */
export async function enqueueEmails(tx: Queryable, entries: readonly EmailEntry[]): Promise<string[]> {
  const messages = entries.map((entry) => {
    const id = randomUUID();
    const payload: OutboxPayload = { ...entry.payload, message: { ...entry.payload.message, id } };
    return { ...entry, id, payload };
  });
  await enqueueMessages(tx, 'email', messages);
  return messages.map((message) => message.id);
}

/** A message for {@link enqueueMessages}. */
export interface OutboxEntry {
  id: string;
  bookingId: string;
  recipient: string;
  payload: unknown;
  now: Date;
  sendAt?: Date | undefined;
}

/**
 * Writes a message of `channel` to the outbox in the caller's transaction (see `enqueueEmail`),
 * due at `sendAt` or now.
 */
export async function enqueueMessage(tx: Queryable, channel: OutboxChannel, entry: OutboxEntry): Promise<void> {
  await enqueueMessages(tx, channel, [entry]);
}

/**
 * `enqueueMessage` for several messages in one statement: a booking owes its visitor, guests
 * and staff an email each, and reminders, and every statement is a round trip (and, on the
 * embedded database, its share of the process's CPU).
 */
export async function enqueueMessages(tx: Queryable, channel: OutboxChannel, entries: readonly OutboxEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await tx.query(
    `INSERT INTO outbox_messages (id, channel, booking_id, recipient, payload, next_attempt_at, created_at)
     SELECT m.id::uuid, $1, m.booking_id, m.recipient, m.payload::jsonb, m.due::timestamptz, m.created::timestamptz
     FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[])
       AS m(id, booking_id, recipient, payload, due, created)`,
    [
      channel,
      entries.map((entry) => entry.id),
      entries.map((entry) => entry.bookingId),
      entries.map((entry) => entry.recipient),
      entries.map((entry) => JSON.stringify(entry.payload)),
      entries.map((entry) => (entry.sendAt ?? entry.now).toISOString()),
      entries.map((entry) => entry.now.toISOString()),
    ],
  );
}

/** Deletes a booking's reminders not yet sent (it moved, or is off). */
export async function dropPendingReminders(tx: Queryable, bookingId: string): Promise<void> {
  await tx.query(
    `DELETE FROM outbox_messages WHERE booking_id = $1 AND status = 'pending' AND payload->'message'->>'kind' = 'reminder'`,
    [bookingId],
  );
}

/**
 * Claims up to `limit` due messages of `channel` for `leaseMs`: no other worker (in this process or another on
 * the same PostgreSQL) claims them until the lease runs out. `FOR UPDATE SKIP LOCKED` lets workers
 * that ask at the same moment take different rows instead of waiting for each other. A worker that
 * dies mid-send leaves its rows to be claimed again once the lease is over: a message is sent at
 * least once, and a resend carries the same Message-ID.
 */
export async function claimDueMessages<Payload>(
  db: Queryable,
  channel: OutboxChannel,
  options: { now: Date; limit: number; leaseMs: number },
): Promise<ClaimedMessage<Payload>[]> {
  const now = options.now.toISOString();
  const leaseEnd = new Date(options.now.getTime() + options.leaseMs).toISOString();
  const { rows } = await db.query<{ id: string; recipient: string; payload: Payload | string; attempts: number }>(
    `UPDATE outbox_messages SET locked_until = $2::timestamptz, attempts = attempts + 1
     WHERE id IN (
       SELECT id FROM outbox_messages
       WHERE status = 'pending' AND channel = $4 AND next_attempt_at <= $1::timestamptz
         AND (locked_until IS NULL OR locked_until <= $1::timestamptz)
       ORDER BY next_attempt_at
       LIMIT $3
       FOR UPDATE SKIP LOCKED)
     RETURNING id, recipient, payload, attempts`,
    [now, leaseEnd, options.limit, channel],
  );
  return rows.map((row) => ({
    ...row,
    // node-postgres parses jsonb; PGlite does too, but a driver that hands text back is read the same way.
    payload: typeof row.payload === 'string' ? (JSON.parse(row.payload) as Payload) : row.payload,
  }));
}

/** Marks a message sent. */
export async function markMessageSent(db: Queryable, id: string, now: Date): Promise<void> {
  await markMessagesSent(db, [id], now);
}

/**
 * Marks several messages sent in one statement: the email worker marks a batch's sent messages
 * together (each statement is a round trip and, on the embedded database, its share of the
 * process's CPU).
 */
export async function markMessagesSent(db: Queryable, ids: readonly string[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await db.query(
    "UPDATE outbox_messages SET status = 'sent', sent_at = $2::timestamptz, locked_until = NULL, last_error = NULL WHERE id = ANY($1::uuid[])",
    [ids, now.toISOString()],
  );
}

/** Puts a message back to be tried again at `nextAttemptAt`, with why this attempt failed. */
export async function retryMessageLater(db: Queryable, id: string, nextAttemptAt: Date, error: string): Promise<void> {
  await db.query(
    'UPDATE outbox_messages SET next_attempt_at = $2::timestamptz, locked_until = NULL, last_error = $3 WHERE id = $1',
    [id, nextAttemptAt.toISOString(), error.slice(0, 2000)],
  );
}

/** Gives up on a message (an address the server refused, or too many failures), with why. */
export async function markMessageFailed(db: Queryable, id: string, error: string): Promise<void> {
  await db.query("UPDATE outbox_messages SET status = 'failed', locked_until = NULL, last_error = $2 WHERE id = $1", [
    id,
    error.slice(0, 2000),
  ]);
}

/**
 * Counts what the outbox holds (see {@link OutboxBacklog}). Each figure is its own subquery so
 * that each reads a partial index (pending: `outbox_messages_due`; failed: `outbox_messages_failed`)
 * instead of the whole table, which keeps every message ever sent: `GET /health` asks this.
 */
export async function outboxBacklog(db: Queryable, now: Date): Promise<OutboxBacklog> {
  const { rows } = await db.query<{
    pending: string | number;
    due: string | number;
    failed: string | number;
    oldest: string | null;
  }>(
    `SELECT (SELECT count(*) FROM outbox_messages WHERE status = 'pending') AS pending,
            (SELECT count(*) FROM outbox_messages WHERE status = 'pending' AND next_attempt_at <= $1::timestamptz) AS due,
            (SELECT count(*) FROM outbox_messages WHERE status = 'failed') AS failed,
            (SELECT min(next_attempt_at) FROM outbox_messages
              WHERE status = 'pending' AND next_attempt_at <= $1::timestamptz) AS oldest`,
    [now.toISOString()],
  );
  const row = rows[0];
  const oldest = row?.oldest ? new Date(row.oldest).getTime() : undefined;
  return {
    pending: Number(row?.pending ?? 0),
    due: Number(row?.due ?? 0),
    failed: Number(row?.failed ?? 0),
    oldestDueSeconds: oldest === undefined ? 0 : Math.max(0, Math.round((now.getTime() - oldest) / 1000)),
  };
}
