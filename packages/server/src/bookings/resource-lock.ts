import type { Transaction } from '../db/database';

/**
 * Locks the rows of the resources named by `slugs` for the rest of the transaction, in id order,
 * and answers their ids by slug. Every write that can take a resource (a booking, a hold, a move)
 * locks all the resources its service can use, after its staff (`lockStaff`) and before anything
 * else, so that simultaneous writes wanting one room run one after the other: the second then sees
 * the first's row and picks another room, or answers RESOURCE_UNAVAILABLE, instead of both
 * choosing the same room. The fixed order (staff, then resources, each by id) keeps writers from
 * waiting on each other in a circle; `NO KEY UPDATE` leaves the foreign-key checks of bookings free.
 */
export async function lockResources(tx: Transaction, slugs: readonly string[]): Promise<Map<string, number>> {
  const unique = [...new Set(slugs)];
  if (unique.length === 0) return new Map();
  const { rows } = await tx.query<{ id: number; slug: string }>(
    'SELECT id, slug FROM resources WHERE slug = ANY($1::text[]) ORDER BY id FOR NO KEY UPDATE',
    [unique],
  );
  return new Map(rows.map((row) => [row.slug, row.id]));
}
