import type { Database } from './database';
import type { ReadCache } from './read-cache';

/**
 * The channel the database notifies when a transaction that changed the catalog or what
 * `GET /slots` reads commits, with the changed table's name as the payload (its triggers are in
 * migration 0021_shared_state.sql, the payload in 0023_catalog_version.sql).
 */
export const SLOTS_CHANGED_CHANNEL = 'booking_kit_slots_changed';

/**
 * Keeps a process's read caches (slots answers, the catalog) true to a database that others
 * write too: every committed change to what they hold (a booking, a hold, a cancellation, an
 * import, through any process or tool) clears them, through the database's LISTEN/NOTIFY; a
 * cache keeps its values through changes to the tables it is `unaffectedBy`. Until
 * the notifications are heard, and while their connection is down, the caches are suspended:
 * they would miss other processes' changes, so every request reads afresh.
 * Returns what stops listening.
 */
export function keepReadCachesCoherent(db: Database, caches: ReadonlyArray<ReadCache<unknown>>): () => void {
  if (caches.length === 0) return () => undefined;
  for (const cache of caches) cache.suspend();
  return db.listen(SLOTS_CHANGED_CHANNEL, {
    notify: (table) => {
      for (const cache of caches) cache.changed(table);
    },
    heard: (listening) => {
      for (const cache of caches) {
        if (listening) cache.resume();
        else cache.suspend();
      }
    },
  });
}
