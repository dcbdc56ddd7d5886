import { randomBytes } from 'node:crypto';
import { camelCaseColumns } from '../db/camel-case-columns';
import type { Queryable } from '../db/database';
import type { WebhookEventType } from './webhook-events';
import { newWebhookSecret } from './webhook-signature';

/** How long a secret replaced by a rotation keeps signing beside the new one. */
export const ROTATED_SECRET_HOURS = 24;

/** Where an endpoint was declared: the business document, or the admin API. */
export type WebhookEndpointSource = 'document' | 'api';

/** A webhook endpoint as the admin API shows it (its secrets are shown only when made). */
export interface WebhookEndpoint {
  id: string;
  url: string;
  description: string;
  /** The event types sent there; null for every type. */
  events: WebhookEventType[] | null;
  source: WebhookEndpointSource;
  /** False once it answered 410 Gone or was turned off; nothing is sent to it then. */
  enabled: boolean;
  disabledReason: string | null;
  disabledAt: string | null;
  /** When each signing secret stops signing (null: until rotated), newest first. */
  secrets: { expiresAt: string | null }[];
  createdAt: string;
  updatedAt: string;
}

/** A signing secret as stored. */
interface StoredSecret {
  secret: string;
  expiresAt: string | null;
}

interface EndpointRow {
  id: string;
  url: string;
  description: string;
  events: WebhookEventType[] | null;
  secrets: StoredSecret[] | string;
  source: WebhookEndpointSource;
  disabled_at: Date | string | null;
  disabled_reason: string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

const iso = (value: Date | string) => new Date(value).toISOString();
const secretsOf = (row: EndpointRow): StoredSecret[] =>
  typeof row.secrets === 'string' ? (JSON.parse(row.secrets) as StoredSecret[]) : row.secrets;

function toEndpoint(row: EndpointRow): WebhookEndpoint {
  return {
    ...camelCaseColumns(row, ['id', 'url', 'description', 'events', 'source']),
    enabled: row.disabled_at === null,
    disabledReason: row.disabled_reason,
    disabledAt: row.disabled_at === null ? null : iso(row.disabled_at),
    secrets: secretsOf(row).map(({ expiresAt }) => ({ expiresAt })),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

/** An endpoint with the secrets that sign its messages at `now`. */
export interface DeliveryTarget {
  endpoint: WebhookEndpoint;
  secrets: string[];
}

/** All endpoints, oldest first. */
export async function listWebhookEndpoints(db: Queryable): Promise<WebhookEndpoint[]> {
  const { rows } = await db.query<EndpointRow>('SELECT * FROM webhook_endpoints ORDER BY created_at, id');
  return rows.map(toEndpoint);
}

/** One endpoint, or undefined. */
export async function findWebhookEndpoint(db: Queryable, id: string): Promise<WebhookEndpoint | undefined> {
  const { rows } = await db.query<EndpointRow>('SELECT * FROM webhook_endpoints WHERE id = $1', [id]);
  return rows[0] && toEndpoint(rows[0]);
}

/** An endpoint and its secrets still signing at `now`, or undefined when it is gone. */
export async function findDeliveryTarget(db: Queryable, id: string, now: Date): Promise<DeliveryTarget | undefined> {
  const { rows } = await db.query<EndpointRow>('SELECT * FROM webhook_endpoints WHERE id = $1', [id]);
  const row = rows[0];
  if (!row) return undefined;
  const secrets = secretsOf(row)
    .filter((entry) => entry.expiresAt === null || Date.parse(entry.expiresAt) > now.getTime())
    .map((entry) => entry.secret);
  return { endpoint: toEndpoint(row), secrets };
}

/** The ids of the enabled endpoints that take events of `type`. */
export async function subscribedEndpointIds(db: Queryable, type: WebhookEventType): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    'SELECT id FROM webhook_endpoints WHERE disabled_at IS NULL AND (events IS NULL OR $1 = ANY(events)) ORDER BY id',
    [type],
  );
  return rows.map((row) => row.id);
}

/** What makes an endpoint. */
export interface NewWebhookEndpoint {
  url: string;
  description?: string | undefined;
  events?: readonly WebhookEventType[] | null | undefined;
}

/** Makes an endpoint through the admin API, with a new secret: the only time that secret is shown. */
export async function createWebhookEndpoint(
  db: Queryable,
  input: NewWebhookEndpoint,
  now: Date,
): Promise<{ endpoint: WebhookEndpoint; secret: string }> {
  const id = `we_${randomBytes(16).toString('base64url')}`;
  const secret = newWebhookSecret();
  const { rows } = await db.query<EndpointRow>(
    `INSERT INTO webhook_endpoints (id, url, description, events, secrets, source, created_at, updated_at)
     VALUES ($1, $2, $3, $4::text[], $5::jsonb, 'api', $6::timestamptz, $6::timestamptz) RETURNING *`,
    [
      id,
      input.url,
      input.description ?? '',
      input.events ?? null,
      JSON.stringify([{ secret, expiresAt: null }]),
      now.toISOString(),
    ],
  );
  return { endpoint: toEndpoint(rows[0] as EndpointRow), secret };
}

/** What an update may change; `enabled: true` turns a disabled endpoint back on. */
export interface WebhookEndpointChanges extends Partial<NewWebhookEndpoint> {
  enabled?: boolean | undefined;
}

/** Changes an endpoint; undefined when there is none with that id. */
export async function updateWebhookEndpoint(
  db: Queryable,
  id: string,
  changes: WebhookEndpointChanges,
  now: Date,
): Promise<WebhookEndpoint | undefined> {
  const { rows } = await db.query<EndpointRow>(
    `UPDATE webhook_endpoints SET
       url = COALESCE($2, url),
       description = COALESCE($3, description),
       events = CASE WHEN $4::boolean THEN $5::text[] ELSE events END,
       disabled_at = CASE WHEN $6::boolean IS NULL THEN disabled_at WHEN $6 THEN NULL ELSE COALESCE(disabled_at, $7::timestamptz) END,
       disabled_reason = CASE WHEN $6::boolean IS NULL THEN disabled_reason WHEN $6 THEN NULL ELSE COALESCE(disabled_reason, 'Turned off through the admin API.') END,
       updated_at = $7::timestamptz
     WHERE id = $1 RETURNING *`,
    [
      id,
      changes.url ?? null,
      changes.description ?? null,
      changes.events !== undefined,
      changes.events ?? null,
      changes.enabled ?? null,
      now.toISOString(),
    ],
  );
  return rows[0] && toEndpoint(rows[0]);
}

/**
 * Deletes an endpoint and gives up its messages not yet sent (the log keeps them, marked failed);
 * false when there was none. A message a worker has in hand at that moment is given up when it
 * comes back for the endpoint and finds none.
 */
export async function deleteWebhookEndpoint(db: Queryable, id: string, now: Date): Promise<boolean> {
  const { rows } = await db.query('DELETE FROM webhook_endpoints WHERE id = $1 RETURNING id', [id]);
  if (rows.length === 0) return false;
  await db.query(
    `UPDATE outbox_messages SET status = 'failed', last_error = 'The endpoint was deleted.'
     WHERE channel = 'webhook' AND recipient = $1 AND status = 'pending'
       AND (locked_until IS NULL OR locked_until <= $2::timestamptz)`,
    [id, now.toISOString()],
  );
  return true;
}

/**
 * Gives an endpoint a new secret, shown once in the answer; the ones before it keep signing for
 * {@link ROTATED_SECRET_HOURS} hours, so the receiver can switch without losing a message.
 * Undefined when there is no such endpoint.
 */
export async function rotateWebhookSecret(
  db: Queryable,
  id: string,
  now: Date,
): Promise<{ endpoint: WebhookEndpoint; secret: string } | undefined> {
  const { rows } = await db.query<EndpointRow>('SELECT * FROM webhook_endpoints WHERE id = $1 FOR UPDATE', [id]);
  const row = rows[0];
  if (!row) return undefined;
  const until = new Date(now.getTime() + ROTATED_SECRET_HOURS * 3_600_000).toISOString();
  const secret = newWebhookSecret();
  const kept = secretsOf(row)
    .filter((entry) => entry.expiresAt === null || Date.parse(entry.expiresAt) > now.getTime())
    .map((entry) => ({ secret: entry.secret, expiresAt: entry.expiresAt ?? until }));
  const updated = await db.query<EndpointRow>(
    'UPDATE webhook_endpoints SET secrets = $2::jsonb, updated_at = $3::timestamptz WHERE id = $1 RETURNING *',
    [id, JSON.stringify([{ secret, expiresAt: null }, ...kept]), now.toISOString()],
  );
  return { endpoint: toEndpoint(updated.rows[0] as EndpointRow), secret };
}

/** Turns an endpoint off with why (it answered 410 Gone). */
export async function disableWebhookEndpoint(db: Queryable, id: string, reason: string, now: Date): Promise<void> {
  await db.query(
    'UPDATE webhook_endpoints SET disabled_at = $3::timestamptz, disabled_reason = $2, updated_at = $3::timestamptz WHERE id = $1 AND disabled_at IS NULL',
    [id, reason, now.toISOString()],
  );
}

/** An endpoint the business document declares (see the document's `webhooks`). */
export interface DocumentWebhookEndpoint {
  id: string;
  url: string;
  description?: string | undefined;
  events?: readonly WebhookEventType[] | undefined;
  /** Its signing secrets, all of which sign: list the new one beside the old while a receiver switches. */
  secrets: readonly string[];
}

/**
 * Writes a document's endpoint (created or updated by id). An endpoint turned off (410 Gone, or
 * through the API) stays off: importing the document again does not undo what its receiver said.
 * @returns whether it was created
 */
export async function upsertDocumentWebhook(db: Queryable, endpoint: DocumentWebhookEndpoint, now: Date): Promise<boolean> {
  const { rows } = await db.query<{ created: boolean }>(
    `INSERT INTO webhook_endpoints (id, url, description, events, secrets, source, created_at, updated_at)
     VALUES ($1, $2, $3, $4::text[], $5::jsonb, 'document', $6::timestamptz, $6::timestamptz)
     ON CONFLICT (id) DO UPDATE SET url = EXCLUDED.url, description = EXCLUDED.description, events = EXCLUDED.events,
       secrets = EXCLUDED.secrets, source = 'document', updated_at = EXCLUDED.updated_at
     RETURNING (xmax = 0) AS created`,
    [
      endpoint.id,
      endpoint.url,
      endpoint.description ?? '',
      endpoint.events ?? null,
      JSON.stringify(endpoint.secrets.map((secret) => ({ secret, expiresAt: null }))),
      now.toISOString(),
    ],
  );
  return rows[0]?.created ?? false;
}
