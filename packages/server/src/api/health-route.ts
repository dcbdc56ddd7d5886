import { outboxBacklog } from '../notifications/outbox';
import type { RouteHandler } from './api-context';
import { ApiProblem, jsonResponse } from './api-problem';

/** How long `GET /health` waits for the database before answering 503. */
export const HEALTH_TIMEOUT_MS = 3_000;

/** 503 SERVICE_UNAVAILABLE: the database cannot serve; try again in a few seconds. */
export function databaseUnavailable(): ApiProblem {
  return new ApiProblem('SERVICE_UNAVAILABLE', 'The booking service cannot reach its database. Please try again shortly.', {
    headers: { 'retry-after': '5' },
  });
}

/**
 * `GET /health`: reads the outbox's backlog from the database and answers 200
 * `{ ok: true, database: 'up', outbox: { pending, due, failed, oldestDueSeconds } }` (emails
 * waiting to be sent, how many are due, how many were given up on, how long the oldest due one has
 * waited: a growing backlog means the mail server is not taking them, and `slotsCache: { status,
 * ttlMs }`: whether slot answers are cached and what clears them, see `SlotsCache.status`),
 * or 503 SERVICE_UNAVAILABLE (with Retry-After) when the query fails or takes longer than
 * `HEALTH_TIMEOUT_MS`, so that a load balancer takes the process out of rotation rather than
 * sending visitors to it.
 */
export const getHealth: RouteHandler = async ({ db, logger, now, slotsCache }) => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${HEALTH_TIMEOUT_MS} ms`)), HEALTH_TIMEOUT_MS);
  });
  let outbox: Awaited<ReturnType<typeof outboxBacklog>>;
  try {
    outbox = await Promise.race([outboxBacklog(db, now()), timeout]);
  } catch (error) {
    logger.error('booking-kit: health check: the database cannot serve', error);
    throw databaseUnavailable();
  } finally {
    clearTimeout(timer);
  }
  const cache = slotsCache ? { status: slotsCache.status, ttlMs: slotsCache.ttlMs } : { status: 'off', ttlMs: 0 };
  return jsonResponse(200, { ok: true, database: 'up', outbox, slotsCache: cache });
};
