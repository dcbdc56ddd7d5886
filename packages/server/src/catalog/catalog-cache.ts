import { ReadCache } from '../db/read-cache';

/**
 * The catalog as the slot routes read it (a service with its rules and staff, staff members with
 * their hours), kept between requests until the database says it changed: most requests ask for
 * the same few services, and reading one (its rules parsed) cost more than computing a month of
 * its slots. Only offers read it: a hold or a booking is checked against the rules read from the
 * database in its own transaction. Values are frozen: a request that changed one would change it for all.
 */
export class CatalogCache extends ReadCache<unknown> {
  constructor() {
    super({ maxEntries: 1000 });
  }

  /** `read()`'s value for `key`, from the cache when it has it; frozen, deeply. */
  read<T>(key: string, read: () => Promise<T>): Promise<T> {
    return this.get(key, 0, async () => deepFreeze(await read())) as Promise<T>;
  }
}

/** `value` and everything reachable from it, frozen. */
function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const item of Object.values(value)) deepFreeze(item);
  return value;
}
