import type { Database } from '../db/database';
import type { SlotsCache } from './slots-cache';

/**
 * The channel PostgreSQL notifies when a transaction that changed what `GET /slots` reads
 * commits (its triggers are in migration 0021_shared_state.sql).
 */
export const SLOTS_CHANGED_CHANNEL = 'booking_kit_slots_changed';

/**
 * Keeps a process's slots cache true to the database that other processes write too: every
 * committed change to what the slots are computed from (a booking, a hold, a cancellation, an
 * import, through any process) clears it, through PostgreSQL's LISTEN/NOTIFY. While the
 * notification connection is down, or not yet up, the cache is suspended: it would not hear of
 * other processes' bookings, so every request computes its answer. The embedded database has
 * one process, which clears its cache on its own writes: nothing to listen to there.
 * Returns what stops listening.
 */
export function keepSlotsCacheCoherent(db: Database, cache: SlotsCache): () => void {
  if (!db.listen) return () => undefined;
  cache.suspend();
  return db.listen(SLOTS_CHANGED_CHANNEL, {
    notify: () => cache.clear(),
    heard: (listening) => (listening ? cache.resume() : cache.suspend()),
  });
}
