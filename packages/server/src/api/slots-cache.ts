import { ReadCache, type ReadCacheStatus } from '../db/read-cache';

/** Options of the slots cache. */
export interface SlotsCacheOptions {
  /** How long an answer is served again, in milliseconds of the API's clock. */
  ttlMs: number;
  /** The most answers kept; the oldest goes first. @default 500 */
  maxEntries?: number;
}

/** What clears the slots cache's answers (see `ReadCacheStatus`). */
export type SlotsCacheStatus = ReadCacheStatus;

/**
 * Recent `GET /slots` answers (their JSON text), by their normalised query. Only what is
 * *offered* is cached: booking always checks the database under its constraints, so a slot
 * taken by another process within the TTL answers a clear 409 rather than a double booking.
 * Every write through this API clears the cache at once, so a visitor never sees their own
 * booking's slot offered again, and so does every change committed to the database by anyone
 * else (see `keepReadCachesCoherent`).
 */
export class SlotsCache extends ReadCache<string> {
  constructor(options: SlotsCacheOptions) {
    super({ ttlMs: options.ttlMs, maxEntries: options.maxEntries ?? 500 });
  }
}

/** How long a running server (`booking-kit-server serve`, the reference app) serves a slots answer again. */
export const SERVER_SLOTS_CACHE_MS = 2000;

/**
 * The slots-cache TTL a server process uses: `SLOTS_CACHE_MS` from the environment (0 turns it
 * off), else `SERVER_SLOTS_CACHE_MS`.
 */
export function serverSlotsCacheMs(): number {
  const raw = process.env.SLOTS_CACHE_MS;
  const value = raw === undefined || raw.trim() === '' ? Number.NaN : Number(raw);
  return Number.isFinite(value) && value >= 0 ? value : SERVER_SLOTS_CACHE_MS;
}
