/** Options of the write rate limit. */
export interface RateLimitOptions {
  /** Writes a client may make per minute, on average. */
  writesPerMinute: number;
  /** Writes a client may make at once before the average applies. @default writesPerMinute */
  burst?: number;
  /** Clients remembered at most; the longest idle are forgotten first. @default 10000 */
  maxClients?: number;
}

/** The default: 60 writes a minute per client. */
export const DEFAULT_WRITES_PER_MINUTE = 60;

interface Bucket {
  tokens: number;
  updated: number;
}

/** A verdict: allowed, or how many seconds until the next write would be. */
export type RateVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * An in-memory token bucket per client: each write takes a token; tokens come back at
 * `writesPerMinute` up to `burst`. Per process: several processes each limit on their own.
 */
export class RateLimiter {
  readonly #buckets = new Map<string, Bucket>();
  readonly #perMs: number;
  readonly #burst: number;
  readonly #maxClients: number;

  constructor(options: RateLimitOptions) {
    this.#perMs = options.writesPerMinute / 60_000;
    this.#burst = Math.max(1, options.burst ?? options.writesPerMinute);
    this.#maxClients = options.maxClients ?? 10_000;
  }

  /** Takes a token for `client` at `now` (ms), or says how long to wait. */
  take(client: string, now: number): RateVerdict {
    const bucket = this.#buckets.get(client) ?? { tokens: this.#burst, updated: now };
    // A clock that goes back (a test's) refills nothing.
    const elapsed = Math.max(0, now - bucket.updated);
    bucket.tokens = Math.min(this.#burst, bucket.tokens + elapsed * this.#perMs);
    bucket.updated = Math.max(bucket.updated, now);
    // Re-inserted, so the map stays ordered from longest idle to most recent.
    this.#buckets.delete(client);
    this.#buckets.set(client, bucket);
    if (this.#buckets.size > this.#maxClients) {
      const oldest = this.#buckets.keys().next().value;
      if (oldest !== undefined) this.#buckets.delete(oldest);
    }
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return { allowed: true };
    }
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - bucket.tokens) / this.#perMs / 1000)) };
  }
}

/**
 * Who a request comes from: the first hop of `X-Forwarded-For` (behind a proxy), else the
 * client id the adapter passed (the socket's address). Undefined when neither is known.
 */
export function clientIdOf(request: Request, clientId: string | undefined): string | undefined {
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  if (forwarded) return forwarded.slice(0, 100);
  return clientId;
}
