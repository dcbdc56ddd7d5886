import type { Queryable } from '../db/database';
import type { WebhookEventType } from './webhook-events';

/** What an outbox row of the webhook channel holds: the event's type and its body, byte for byte as sent. */
export interface WebhookPayload {
  type: WebhookEventType;
  /** The JSON body (a `WebhookEvent`), kept as text so every attempt sends, and signs, the same bytes. */
  body: string;
}

/** One delivery attempt as the admin API shows it. */
export interface WebhookAttempt {
  attemptedAt: string;
  /** The endpoint's HTTP status; null when no answer came. */
  responseStatus: number | null;
  /** The start of the endpoint's answer. */
  responseBody: string | null;
  /** Why no answer came, or why a delivery was not tried (a private address refused). */
  error: string | null;
  durationMs: number;
}

/** A webhook message and every attempt to deliver it. */
export interface WebhookMessageLog {
  /** The `webhook-id` header: the same on every attempt and on a resend. */
  id: string;
  type: WebhookEventType;
  bookingId: string | null;
  /** `pending` (to be tried, or tried again), `sent` (a 2xx came), `failed` (given up on). */
  status: 'pending' | 'sent' | 'failed';
  createdAt: string;
  sentAt: string | null;
  nextAttemptAt: string | null;
  lastError: string | null;
  /** The body as sent. */
  payload: unknown;
  attempts: WebhookAttempt[];
}

/** Records one attempt. */
export async function logWebhookAttempt(
  db: Queryable,
  entry: {
    messageId: string;
    endpointId: string;
    at: Date;
    status?: number | undefined;
    body: string;
    error?: string | undefined;
    durationMs: number;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO webhook_attempts (message_id, endpoint_id, attempted_at, response_status, response_body, error, duration_ms)
     VALUES ($1, $2, $3::timestamptz, $4, $5, $6, $7)`,
    [
      entry.messageId,
      entry.endpointId,
      entry.at.toISOString(),
      entry.status ?? null,
      entry.body || null,
      entry.error ?? null,
      entry.durationMs,
    ],
  );
}

interface MessageRow {
  id: string;
  booking_id: string | null;
  payload: WebhookPayload | string;
  status: WebhookMessageLog['status'];
  created_at: Date | string;
  sent_at: Date | string | null;
  next_attempt_at: Date | string;
  last_error: string | null;
  attempts: WebhookAttempt[] | string;
}

const iso = (value: Date | string) => new Date(value).toISOString();
const parsed = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/** A page of an endpoint's messages, newest first, each with its attempts (oldest first). */
export async function listWebhookMessages(
  db: Queryable,
  endpointId: string,
  options: {
    limit: number;
    status?: WebhookMessageLog['status'] | undefined;
    before?: { createdAt: string; id: string } | undefined;
    messageId?: string | undefined;
  },
): Promise<WebhookMessageLog[]> {
  const { rows } = await db.query<MessageRow>(
    `SELECT m.id, m.booking_id, m.payload, m.status, m.created_at, m.sent_at, m.next_attempt_at, m.last_error,
       COALESCE((SELECT json_agg(json_build_object('attemptedAt', a.attempted_at, 'responseStatus', a.response_status,
                   'responseBody', a.response_body, 'error', a.error, 'durationMs', a.duration_ms) ORDER BY a.attempted_at, a.id)
                 FROM webhook_attempts a WHERE a.message_id = m.id), '[]'::json) AS attempts
     FROM outbox_messages m
     WHERE m.channel = 'webhook' AND m.recipient = $1
       AND ($2::text IS NULL OR m.status = $2)
       AND ($3::timestamptz IS NULL OR (m.created_at, m.id) < ($3::timestamptz, $4::uuid))
       AND ($6::uuid IS NULL OR m.id = $6::uuid)
     ORDER BY m.created_at DESC, m.id DESC
     LIMIT $5`,
    [
      endpointId,
      options.status ?? null,
      options.before?.createdAt ?? null,
      options.before?.id ?? null,
      options.limit,
      options.messageId ?? null,
    ],
  );
  return rows.map((row) => {
    const payload = parsed(row.payload);
    return {
      id: row.id,
      type: payload.type,
      bookingId: row.booking_id,
      status: row.status,
      createdAt: iso(row.created_at),
      sentAt: row.sent_at === null ? null : iso(row.sent_at),
      nextAttemptAt: row.status === 'pending' ? iso(row.next_attempt_at) : null,
      lastError: row.last_error,
      payload: JSON.parse(payload.body) as unknown,
      attempts: parsed(row.attempts).map((attempt) => ({ ...attempt, attemptedAt: iso(attempt.attemptedAt) })),
    };
  });
}

/**
 * Puts a message back to be sent now, with its whole retry schedule again and the same
 * `webhook-id` (a receiver that already has it can tell). False when the endpoint has no such
 * message, or a worker is delivering it at this moment (its lease is not over).
 */
export async function resendWebhookMessage(db: Queryable, endpointId: string, messageId: string, now: Date): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE outbox_messages SET status = 'pending', attempts = 0, next_attempt_at = $3::timestamptz, locked_until = NULL
     WHERE id = $2::uuid AND channel = 'webhook' AND recipient = $1
       AND (locked_until IS NULL OR locked_until <= $3::timestamptz)
     RETURNING id`,
    [endpointId, messageId, now.toISOString()],
  );
  return rows.length > 0;
}
