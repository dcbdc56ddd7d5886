import type { Transaction } from '../db/database';

/**
 * Locks staff rows for the rest of the transaction, in id order. Every write of a staff member's
 * time (a booking, a hold, a move) takes this lock first, so simultaneous writes for one staff
 * member run one after the other instead of inserting conflicting rows at the same moment, which
 * can deadlock on the exclusion constraint; the fixed order keeps requests that write for several
 * staff members (carts, series) from waiting on each other in a circle. `NO KEY UPDATE` leaves the
 * foreign-key checks of other tables free.
 */
export async function lockStaff(tx: Transaction, staffIds: readonly number[]): Promise<void> {
  const ids = [...new Set(staffIds)].sort((a, b) => a - b);
  if (ids.length === 0) return;
  await tx.query('SELECT id FROM staff WHERE id = ANY($1::int[]) ORDER BY id FOR NO KEY UPDATE', [ids]);
}
