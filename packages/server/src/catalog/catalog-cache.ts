import type { Queryable } from '../db/database';
import { ReadCache } from '../db/read-cache';
import { catalogVersion } from './catalog-version';

/**
 * The tables a booking, a hold, a move or a cancellation writes (with triggers that notify, see
 * migration 0021): the catalog is not read from them, so their changes leave it true.
 */
export const BOOKING_TABLES = ['bookings', 'booking_guests'] as const;

/** The most values the cache keeps, of offers and of writes each. */
const MAX_ENTRIES = 1000;

/**
 * The catalog as the slot, hold and booking routes read it (a service with its rules and staff,
 * staff members with their hours), kept between requests until the database says it changed:
 * most requests ask for the same few services, and reading one (its rules parsed) cost more than
 * computing a month of its slots, and a fifth of a booking's database time on PGlite.
 *
 * Offers (`read`) take what the cache holds: a change to the catalog reaches every process's
 * cache through the database's notifications, a moment after its commit; while they cannot be
 * heard, nothing is cached. Writes (`readInForce`) take it only when the catalog's version has not
 * moved since it was read (one small query, see `catalogVersion`): a booking is never checked
 * against rules no longer in force, in any process. Bookings, holds and cancellations leave the
 * catalog as it is (`BOOKING_TABLES`). Values are frozen: a request that changed one would change
 * it for all.
 */
export class CatalogCache extends ReadCache<unknown> {
  /** What `readInForce` keeps, by key: the value and the catalog version it was read at. */
  readonly #inForce = new Map<string, { version: string; value: Promise<unknown> }>();
  readonly #soleWriter: boolean;

  /**
   * @param options.soleWriter the database is written by this process alone and hands it each
   *   commit's notifications as the commit returns, before any other statement runs: the embedded
   *   database (PGlite, whose folder one process holds). While the notifications are heard, a
   *   change to the catalog has then already cleared this cache when a write asks, and
   *   `readInForce` takes the count of changes heard for the catalog's version instead of reading
   *   it: one statement fewer for every booking, hold and move. @default false
   */
  constructor(options: { soleWriter?: boolean } = {}) {
    super({ maxEntries: MAX_ENTRIES, unaffectedBy: BOOKING_TABLES });
    this.#soleWriter = options.soleWriter ?? false;
  }

  /** The catalog's version as `readInForce` compares it: heard here (see `soleWriter`), else read from `db`. */
  async #version(db: Queryable): Promise<string> {
    if (this.#soleWriter && this.status === 'listening') return `heard ${this.generation}`;
    return catalogVersion(db);
  }

  /** `read()`'s value for `key`, from the cache when it has it; frozen, deeply. */
  read<T>(key: string, read: () => Promise<T>): Promise<T> {
    return this.get(key, 0, async () => deepFreeze(await read())) as Promise<T>;
  }

  /**
   * `read()`'s value for `key` as the catalog is now: kept when the catalog's version (read from
   * `db` first, or heard, see the constructor) is the one it was read at, else read again. A failed
   * read is not kept.
   */
  async readInForce<T>(db: Queryable, key: string, read: () => Promise<T>): Promise<T> {
    const version = await this.#version(db);
    const kept = this.#inForce.get(key);
    if (kept && kept.version === version) return kept.value as Promise<T>;
    // Read after the version: a change between the two moves the version again, and the next
    // write reads afresh. At most MAX_ENTRIES keys: a full map starts again from empty.
    const value = read().then(deepFreeze);
    if (this.#inForce.size >= MAX_ENTRIES && !this.#inForce.has(key)) this.#inForce.clear();
    this.#inForce.set(key, { version, value });
    value.catch(() => {
      if (this.#inForce.get(key)?.value === value) this.#inForce.delete(key);
    });
    return value;
  }
}

/** `value` and everything reachable from it, frozen. */
function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const item of Object.values(value)) deepFreeze(item);
  return value;
}
