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

/** What the API asks before each write: this process's buckets, or the ones every process shares. */
export interface WriteRateLimiter {
  /** Takes a token for `client` at `now` (ms), or says how long to wait. */
  take(client: string, now: number): RateVerdict | Promise<RateVerdict>;
}

/** The seconds until a bucket with `tokens` left has a whole token again (at least 1). */
export function retryAfterSeconds(tokens: number, tokensPerMs: number): number {
  return Math.max(1, Math.ceil((1 - tokens) / tokensPerMs / 1000));
}

/**
 * An in-memory token bucket per client: each write takes a token; tokens come back at
 * `writesPerMinute` up to `burst`. Per process: several processes each limit on their own, so
 * several processes on one PostgreSQL use `SharedRateLimiter` instead.
 */
export class RateLimiter implements WriteRateLimiter {
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
    return { allowed: false, retryAfterSeconds: retryAfterSeconds(bucket.tokens, this.#perMs) };
  }
}

/** The key of requests whose client nobody can tell: they share one bucket rather than escape the limit. */
export const UNKNOWN_CLIENT = 'unknown';

/**
 * Who a request comes from, as the write rate limit keys it.
 *
 * Without trusted proxies (`trustedProxies` 0, the default) it is the address the adapter saw
 * (`clientId`, the socket's remote address): `X-Forwarded-For` is ignored, because any client can
 * send one and rotating it would escape the limit. Behind `trustedProxies` proxies, each of which
 * appends the address it received the request from, the client is the `trustedProxies`-th entry
 * from the right of `X-Forwarded-For`; entries further left were written by the client and prove
 * nothing. A request whose client nobody can tell is keyed `unknown`, so it is still limited.
 * @example clientIdOf(request with 'X-Forwarded-For: 6.6.6.6, 203.0.113.7', '10.0.0.2', 1) // '203.0.113.7'
 */
export function clientIdOf(request: Request, clientId: string | undefined, trustedProxies = 0): string {
  if (trustedProxies > 0) {
    const hops = (request.headers.get('x-forwarded-for') ?? '')
      .split(',')
      .map((hop) => hop.trim())
      .filter((hop) => hop !== '');
    // Fewer entries than proxies: every entry came from a trusted proxy; the leftmost is the furthest seen.
    const client = hops.length >= trustedProxies ? hops[hops.length - trustedProxies] : hops[0];
    if (client) return client.slice(0, 100);
  }
  return clientId ? clientId.slice(0, 100) : UNKNOWN_CLIENT;
}

/**
 * The number of trusted proxy hops from an option or the `TRUST_PROXY` environment variable: a
 * whole number, 0 (the default) when neither is set.
 * @throws {Error} when the value is not a whole number ≥ 0, rather than guessing what was meant
 */
export function trustedProxyHops(option: number | undefined, env: string | undefined = process.env.TRUST_PROXY): number {
  const source = option ?? (env === undefined || env.trim() === '' ? 0 : Number(env));
  if (!Number.isInteger(source) || source < 0) {
    const shown = option === undefined ? `TRUST_PROXY=${JSON.stringify(env)}` : `trustProxy: ${String(option)}`;
    throw new Error(
      `booking-kit: ${shown} is not a number of proxy hops. Use 0 when clients connect directly, 1 behind one reverse proxy, and so on.`,
    );
  }
  return source;
}
