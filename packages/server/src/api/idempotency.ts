import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database';
import { sqlState, UNIQUE_VIOLATION } from '../db/database-errors';
import { ApiProblem } from './api-problem';

/** An `Idempotency-Key` request: the key and what identifies the request it was first used with. */
export interface IdempotentRequest {
  /** The client's key, kept in memory only. */
  key: string;
  /** SHA-256 of the key: the stored primary key. */
  keyHash: string;
  /** SHA-256 of method, path and canonical body. */
  requestHash: string;
}

/** A stored first answer. */
export interface IdempotentAnswer {
  status: number;
  body: Record<string, unknown>;
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** JSON with object keys sorted, so that the same body always hashes the same. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * The idempotency request of a POST, or undefined without an `Idempotency-Key` header.
 * @throws {ApiProblem} 400 for an empty or over-long key
 */
export function idempotentRequest(request: Request, path: string, body: unknown): IdempotentRequest | undefined {
  const key = request.headers.get('idempotency-key');
  // Whoever sent the first request: a replay must not hand one caller's answer to another.
  const authorization = request.headers.get('authorization');
  if (key === null) return undefined;
  if (key.length < 1 || key.length > 255) {
    throw new ApiProblem('VALIDATION_FAILED', 'The Idempotency-Key header must be 1 to 255 characters.', {
      fields: { 'Idempotency-Key': 'validation.invalid' },
    });
  }
  return {
    key,
    keyHash: sha256(`idempotency-key\n${key}`),
    requestHash: sha256(
      `${request.method} ${path}\n${canonicalJson(body)}${authorization === null ? '' : `\nauthorization ${sha256(authorization)}`}`,
    ),
  };
}

function sealingKey(key: string): Buffer {
  return createHash('sha256').update(`booking-kit idempotency seal\n${key}`, 'utf8').digest();
}

function seal(key: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealingKey(key), iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
}

function unseal(key: string, sealed: string): string {
  const [iv = '', tag = '', data = ''] = sealed.split('.');
  const decipher = createDecipheriv('aes-256-gcm', sealingKey(key), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}

/** Thrown when a concurrent request with the same key stored its answer first. */
export class IdempotencyKeyTaken extends Error {
  override readonly name = 'IdempotencyKeyTaken';
}

/**
 * The first answer to replay for this key, or undefined when the key is new.
 * @throws {ApiProblem} 422 IDEMPOTENCY_MISMATCH when the key was used with another request
 */
export async function findIdempotentAnswer(db: Queryable, request: IdempotentRequest): Promise<IdempotentAnswer | undefined> {
  const { rows } = await db.query<{
    request_hash: string;
    response_status: number;
    response_body: Record<string, unknown>;
    sealed_secret: string | null;
  }>('SELECT request_hash, response_status, response_body, sealed_secret FROM idempotency_keys WHERE key = $1', [
    request.keyHash,
  ]);
  const row = rows[0];
  if (!row) return undefined;
  if (row.request_hash !== request.requestHash) {
    throw new ApiProblem('IDEMPOTENCY_MISMATCH', 'This Idempotency-Key was already used with a different request.');
  }
  const body = { ...row.response_body };
  if (row.sealed_secret !== null) Object.assign(body, unsealSecrets(unseal(request.key, row.sealed_secret)));
  return { status: row.response_status, body };
}

/** Fields of an answer that are secrets: stored sealed, never in clear. */
const SECRET_FIELDS = ['manageToken', 'holdToken'] as const;

/** The secrets sealed with an answer: a bare string is a manage token, else a JSON object of them. */
function unsealSecrets(text: string): Record<string, string> {
  if (!text.startsWith('{')) return { manageToken: text };
  return JSON.parse(text) as Record<string, string>;
}

/**
 * Stores the answer to a request, inside the transaction that produced it, so that the answer
 * and its effect commit together. A `manageToken` or `holdToken` in the body is stored sealed, never in clear.
 * A concurrent request holding the same key makes this wait for it, then throw `IdempotencyKeyTaken`.
 */
export async function storeIdempotentAnswer(
  tx: Queryable,
  request: IdempotentRequest,
  answer: { status: number; body: object },
): Promise<void> {
  const body: Record<string, unknown> = { ...answer.body };
  const secrets: Record<string, string> = {};
  for (const field of SECRET_FIELDS) {
    const value = body[field];
    delete body[field];
    if (typeof value === 'string') secrets[field] = value;
  }
  const sealed = Object.keys(secrets).length > 0 ? seal(request.key, JSON.stringify(secrets)) : null;
  try {
    await tx.query(
      `INSERT INTO idempotency_keys (key, request_hash, response_status, response_body, sealed_secret)
       VALUES ($1, $2, $3, $4::jsonb, $5)`,
      [request.keyHash, request.requestHash, answer.status, JSON.stringify(body), sealed],
    );
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION) throw new IdempotencyKeyTaken('idempotency key already answered');
    throw error;
  }
}
