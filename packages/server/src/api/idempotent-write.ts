import type { Transaction } from '../db/database';
import { DomainError } from '../errors/domain-error';
import type { RouteContext } from './api-context';
import { jsonResponse, problemBody, problemHeaders, problemStatus } from './api-problem';
import {
  findIdempotentAnswer,
  IdempotencyKeyTaken,
  type IdempotentAnswer,
  type IdempotentRequest,
  idempotentRequest,
  storeIdempotentAnswer,
} from './idempotency';

/** What a write answers. */
export interface WriteAnswer {
  status: number;
  /** The JSON body; none for 204. */
  body?: object;
  headers?: Record<string, string>;
}

/**
 * Stores the answer inside the write's own transaction, so that answer and effect commit
 * together; undefined without an `Idempotency-Key`.
 */
export type StoreAnswer = ((tx: Transaction, answer: WriteAnswer) => Promise<void>) | undefined;

function toResponse(answer: { status: number; body?: unknown; headers?: Record<string, string> }): Response {
  if (answer.status === 204)
    return new Response(null, { status: 204, headers: { 'cache-control': 'no-store', ...answer.headers } });
  return jsonResponse(answer.status, answer.body ?? {}, answer.headers);
}

/** The error answers an idempotent write stores and replays: a conflict (409) or a used link (410). */
const REPLAYED_STATUSES = new Set([409, 410]);

function replay(answer: IdempotentAnswer): Response {
  return toResponse({ ...answer, headers: { 'idempotent-replayed': 'true' } });
}

/** Stores a conflict answer for the key, or replays the answer a concurrent request stored first. */
async function answerConflict(context: RouteContext, idempotent: IdempotentRequest, problem: DomainError): Promise<Response> {
  const answer = { status: problemStatus(problem), body: problemBody(problem) };
  try {
    await context.db.transaction((tx) => storeIdempotentAnswer(tx, idempotent, answer));
    return jsonResponse(answer.status, answer.body, problemHeaders(problem));
  } catch (error) {
    if (!(error instanceof IdempotencyKeyTaken)) throw error;
    const first = await findIdempotentAnswer(context.db, idempotent);
    if (!first) throw error;
    return replay(first);
  }
}

/**
 * Runs a write with `Idempotency-Key` support: the same key and body replay the first answer
 * (success, 409 or 410); the same key with another body is 422. `perform` gets a `store` to call
 * inside its transaction with its answer.
 */
export async function idempotentWrite(
  context: RouteContext,
  body: unknown,
  perform: (store: StoreAnswer) => Promise<WriteAnswer>,
): Promise<Response> {
  const { db, request, url } = context;
  const idempotent = idempotentRequest(request, url.pathname, body);
  if (idempotent) {
    const first = await findIdempotentAnswer(db, idempotent);
    if (first) return replay(first);
  }
  try {
    const store: StoreAnswer =
      idempotent && ((tx, answer) => storeIdempotentAnswer(tx, idempotent, { status: answer.status, body: answer.body ?? {} }));
    return toResponse(await perform(store));
  } catch (error) {
    if (idempotent && error instanceof IdempotencyKeyTaken) {
      // A concurrent request with this key committed first; its effect stands, ours rolled back.
      const first = await findIdempotentAnswer(db, idempotent);
      if (first) return replay(first);
    }
    if (idempotent && error instanceof DomainError && REPLAYED_STATUSES.has(problemStatus(error))) {
      return answerConflict(context, idempotent, error);
    }
    throw error;
  }
}

/** The bearer token of `Authorization: Bearer …`, if any. */
export function bearerToken(request: Request): string | undefined {
  const header = request.headers.get('authorization');
  return header ? /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1] : undefined;
}
