import { CatalogCache } from '../catalog/catalog-cache';
import type { Database } from '../db/database';
import { keepReadCachesCoherent } from '../db/read-cache-coherence';
import { DomainError, notFound } from '../errors/domain-error';
import type { Logger } from '../logger';
import type { BookingNotifier } from '../notifications/booking-notifier';
import { allowPrivateWebhookTargetsFromEnv } from '../webhooks/webhook-worker';
import type { RouteContext } from './api-context';
import { API_BASE_PATH, isApiPath } from './api-paths';
import { ApiProblem, problemResponse } from './api-problem';
import { API_ROUTES, compileRoutePath } from './api-routes';
import { createCorsPolicy } from './cors';
import { databaseProblem } from './database-problems';
import {
  clientIdOf,
  DEFAULT_WRITES_PER_MINUTE,
  RateLimiter,
  type RateLimitOptions,
  trustedProxyHops,
  type WriteRateLimiter,
} from './rate-limit';
import { SharedRateLimiter } from './shared-rate-limit';
import { SlotsCache } from './slots-cache';

/** The path every API route lives under (kept in `api-paths.ts`, which the CORS policy shares). */
export { API_BASE_PATH };

/** Options of `createBookingApi`. */
export interface BookingApiOptions {
  db: Database;
  /** The clock. Tests freeze it. @default () => new Date() */
  now?: () => Date;
  /** Where server faults are reported. @default console */
  logger?: Logger;
  /** How long a slot hold lasts, in minutes. @default process.env.HOLD_MINUTES, else 10 */
  holdMinutes?: number;
  /** The key that authorizes the admin routes (confirm, reject, one-time links); without one they answer 401. @default process.env.ADMIN_API_KEY */
  adminApiKey?: string;
  /**
   * Writes per client (the adapter's `clientId`, or with `trustProxy` the client address a trusted
   * proxy recorded in X-Forwarded-For); over it, 429 with Retry-After. `false` turns it off.
   * Requests whose client cannot be told share one bucket, `unknown`. On PostgreSQL the buckets
   * are kept in the database, so that every process behind a load balancer counts a client's
   * writes together; on the embedded database, in this process.
   * @default { writesPerMinute: process.env.RATE_LIMIT_WRITES_PER_MINUTE ?? 60 } (0 turns it off)
   */
  rateLimit?: RateLimitOptions | false;
  /**
   * How many reverse proxies in front of the server append to `X-Forwarded-For`: the client is
   * then the entry that many places from the right. 0 ignores the header (clients connect
   * directly; a client could write anything there). A whole number; anything else throws.
   * @default process.env.TRUST_PROXY, else 0
   */
  trustProxy?: number;
  /**
   * Serve a `GET /slots` answer again for this many milliseconds; any write through this API
   * clears them all, and on PostgreSQL so does any other process's (LISTEN/NOTIFY, on one more
   * connection). 0 turns it off. Only offers are cached: bookings always check the database.
   * @default process.env.SLOTS_CACHE_MS, else 0
   */
  slotsCacheMs?: number;
  /**
   * The origins whose pages may call the API from a browser (CORS), each exactly as browsers send
   * `Origin` (`https://shop.example.com`, `http://localhost:5173`), or `['*']` for any origin.
   * Never with credentials; never the admin routes. An allowed origin's preflight (`OPTIONS`) is
   * answered 204 and does not count against the write rate limit. Parse `CORS_ORIGINS` with
   * `parseCorsOrigins`. Not read from the environment here: opening the API to other sites is
   * the embedding server's decision (`booking-kit-server serve` and the reference app read it).
   * @default [] (no CORS headers at all; OPTIONS is a 405 like any method a route does not take)
   * @throws {Error} from `createBookingApi` when an entry is not such an origin
   */
  corsOrigins?: readonly string[];
  /**
   * Tells people of booking changes by email: every booking made, requested, confirmed,
   * rejected, moved or cancelled writes its emails (see `createBookingNotifier`) in the change's
   * own transaction, to the outbox that `startOutboxWorker` delivers. Without it, no email is
   * written. @default undefined
   */
  notifier?: BookingNotifier | undefined;
  /**
   * Let the admin API register webhook endpoints on private, loopback and link-local addresses
   * (tests, a business's own network). @default WEBHOOK_ALLOW_PRIVATE_TARGETS is 1 or true
   */
  allowPrivateWebhookTargets?: boolean;
}

/** What an adapter knows about a request beyond the request itself. */
export interface ClientInfo {
  /** Who sent it, e.g. the socket's remote address: the key of the write rate limit. */
  clientId?: string | undefined;
}

/** A Fetch API request handler. */
export type FetchHandler = (request: Request, info?: ClientInfo) => Promise<Response>;

/** A positive number from the environment, or undefined. */
function envNumber(name: string): number | undefined {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return undefined;
  const value = Number(raw);
  return Number.isFinite(value) && value >= 0 ? value : undefined;
}

/** The write rate limit: shared through the database on PostgreSQL, this process's own on PGlite. */
function rateLimiter(option: RateLimitOptions | false | undefined, db: Database, logger: Logger): WriteRateLimiter | undefined {
  if (option === false) return undefined;
  const options = option ?? { writesPerMinute: envNumber('RATE_LIMIT_WRITES_PER_MINUTE') ?? DEFAULT_WRITES_PER_MINUTE };
  if (!(options.writesPerMinute > 0)) return undefined;
  return db.kind === 'postgres' ? new SharedRateLimiter(db, options, logger) : new RateLimiter(options);
}

/**
 * Creates the booking API as a Fetch API handler (`Request` in, `Response` out), to mount in any
 * server: node:http through `createNodeHandler`, or an app framework's request handler.
 *
 * Every 4xx and 5xx answer has the shape `{ statusCode, statusMessage, code, message, fields? }`;
 * only a real server fault answers 500, and it is logged. A value the database refuses is a 400,
 * transactions that keep colliding a 409, an unreachable database a 503 (see `databaseProblem`).
 * With `corsOrigins`, pages on those origins may call it from the browser (see `createCorsPolicy`).
 * @example
 * const api = createBookingApi({ db });
 * const response = await api(new Request('http://localhost/api/v1/services/intro-call'));
 */
export function createBookingApi(options: BookingApiOptions): FetchHandler {
  const { db } = options;
  const now = options.now ?? (() => new Date());
  const slotsCacheMs = options.slotsCacheMs ?? envNumber('SLOTS_CACHE_MS') ?? 0;
  const notifier = options.notifier;
  const allowPrivateWebhookTargets = options.allowPrivateWebhookTargets ?? allowPrivateWebhookTargetsFromEnv();
  const slotsCache = slotsCacheMs > 0 ? new SlotsCache({ ttlMs: slotsCacheMs }) : undefined;
  // The catalog (services, staff) as the booking routes read it, until it changes. The embedded
  // database is this process's alone, and tells it of each change as it commits.
  const catalog = new CatalogCache({ soleWriter: db.kind === 'pglite' });
  // Other processes on the same database book and import too: their commits clear these as well.
  keepReadCachesCoherent(db, slotsCache ? [slotsCache, catalog] : [catalog]);
  const logger = options.logger ?? console;
  const holdMinutes = options.holdMinutes ?? envNumber('HOLD_MINUTES') ?? 10;
  const adminApiKey = (options.adminApiKey ?? process.env.ADMIN_API_KEY) || undefined;
  const limiter = rateLimiter(options.rateLimit, db, logger);
  const trustedProxies = trustedProxyHops(options.trustProxy);
  const cors = createCorsPolicy(options.corsOrigins ?? []);

  const compiled = API_ROUTES.map((route) => ({ ...route, ...compileRoutePath(route.path) }));

  async function dispatch(request: Request, info: ClientInfo | undefined): Promise<Response> {
    const url = new URL(request.url);
    if (!isApiPath(url.pathname)) throw notFound('No such route.');
    const path = url.pathname.slice(API_BASE_PATH.length) || '/';
    const matching = compiled.filter((route) => route.pattern.test(path));
    if (matching.length === 0) throw notFound('No such route.');
    const route = matching.find((candidate) => candidate.method === request.method);
    if (!route) {
      const allow = [...new Set(matching.map((candidate) => candidate.method))].join(', ');
      throw new ApiProblem('METHOD_NOT_ALLOWED', `Use ${allow} for this route.`, { headers: { allow } });
    }
    if (limiter && route.method !== 'GET') {
      const verdict = await limiter.take(clientIdOf(request, info?.clientId, trustedProxies), now().getTime());
      if (!verdict.allowed) {
        throw new ApiProblem('RATE_LIMITED', `Too many requests. Please try again in ${verdict.retryAfterSeconds} seconds.`, {
          params: { seconds: verdict.retryAfterSeconds },
          headers: { 'retry-after': String(verdict.retryAfterSeconds) },
        });
      }
    }
    const values = route.pattern.exec(path)?.slice(1) ?? [];
    const params: Record<string, string> = {};
    for (const [index, name] of route.names.entries()) {
      try {
        params[name] = decodeURIComponent(values[index] ?? '');
      } catch {
        throw notFound('No such route.');
      }
    }
    const context: RouteContext = {
      db,
      now,
      logger,
      request,
      url,
      params,
      holdMinutes,
      adminApiKey,
      slotsCache,
      catalog,
      notifier,
      allowPrivateWebhookTargets,
    };
    // A write may change what is free: cached offers go before it runs, and again once it has.
    if (route.method !== 'GET') slotsCache?.clear();
    try {
      return await route.handle(context);
    } finally {
      if (route.method !== 'GET') {
        // The catalog is not cleared here: no API route changes it, whatever does (an import) is
        // heard through the database's notifications, and writes read it from the database.
        slotsCache?.clear();
        // Committed (or rolled back): a worker may send what the write queued now.
        notifier?.written();
      }
    }
  }

  async function answer(request: Request, info: ClientInfo | undefined): Promise<Response> {
    try {
      return await dispatch(request, info);
    } catch (error) {
      if (error instanceof DomainError) return problemResponse(error);
      const problem = databaseProblem(error, logger, `${request.method} ${new URL(request.url).pathname}`);
      if (problem) return problemResponse(problem);
      logger.error(`booking-kit: ${request.method} ${request.url} failed`, error);
      return problemResponse(new ApiProblem('INTERNAL', 'Something went wrong on our side. Please try again.'));
    }
  }

  return async (request, info) => {
    if (!cors) return answer(request, info);
    // A preflight is answered before routing: it runs no route and takes no write token.
    if (request.method === 'OPTIONS' && isApiPath(new URL(request.url).pathname)) return cors.preflight(request);
    // Every answer, error answers included: a page on another site reads the 4xx's message too.
    return cors.decorate(request, await answer(request, info));
  };
}
