import type { Queryable } from '../db/database';
import type { Logger } from '../logger';
import { type RateLimitOptions, type RateVerdict, retryAfterSeconds, type WriteRateLimiter } from './rate-limit';

/** How often a process deletes the buckets that are full again (forgetting them changes nothing). */
const SWEEP_EVERY_MS = 60_000;

/**
 * The same token bucket per client as `RateLimiter`, kept in PostgreSQL (`rate_limit_buckets`),
 * so that every process behind a load balancer counts one client's writes together: a client
 * gets the limit in all, not the limit per process. Each write is one `INSERT … ON CONFLICT DO
 * UPDATE`, which refills the bucket for the time passed and takes a token when there is one,
 * under the row's lock: two processes taking the last token at once give it to one of them.
 * Buckets that are full again are deleted now and then, as the in-memory limiter forgets
 * idle clients.
 */
export class SharedRateLimiter implements WriteRateLimiter {
  readonly #db: Queryable;
  readonly #logger: Logger;
  readonly #perMs: number;
  readonly #burst: number;
  #sweptAt = Number.NEGATIVE_INFINITY;

  constructor(db: Queryable, options: RateLimitOptions, logger: Logger = console) {
    this.#db = db;
    this.#logger = logger;
    this.#perMs = options.writesPerMinute / 60_000;
    this.#burst = Math.max(1, options.burst ?? options.writesPerMinute);
  }

  async take(client: string, now: number): Promise<RateVerdict> {
    // The bucket refilled for the time passed (none when a clock went back), capped at the burst.
    const refilled = 'LEAST($2::float8, b.tokens + GREATEST(0, $3::bigint - b.updated_ms) * $4::float8)';
    const { rows } = await this.#db.query<{ taken: boolean; tokens: number }>(
      `INSERT INTO rate_limit_buckets AS b (client, tokens, taken, updated_ms)
       VALUES ($1, $2::float8 - 1, true, $3::bigint)
       ON CONFLICT (client) DO UPDATE SET
         tokens = CASE WHEN ${refilled} >= 1 THEN ${refilled} - 1 ELSE ${refilled} END,
         taken = ${refilled} >= 1,
         updated_ms = GREATEST(b.updated_ms, $3::bigint)
       RETURNING taken, tokens`,
      [client, this.#burst, Math.round(now), this.#perMs],
    );
    this.#sweep(now);
    const row = rows[0];
    if (!row || row.taken) return { allowed: true };
    return { allowed: false, retryAfterSeconds: retryAfterSeconds(Number(row.tokens), this.#perMs) };
  }

  /** Deletes, once a minute at most and without waiting, the buckets that have refilled completely. */
  #sweep(now: number): void {
    if (now - this.#sweptAt < SWEEP_EVERY_MS) return;
    this.#sweptAt = now;
    const fullAfterMs = this.#burst / this.#perMs;
    this.#db
      .query('DELETE FROM rate_limit_buckets WHERE updated_ms < $1::bigint', [Math.round(now - fullAfterMs)])
      .catch((error: unknown) => this.#logger.warn?.('booking-kit: could not forget idle rate-limit buckets', error));
  }
}
