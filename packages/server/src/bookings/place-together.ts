import type { StaffRecord } from '../catalog/catalog-queries';
import type { Database, Transaction } from '../db/database';
import { DomainError } from '../errors/domain-error';
import { isTakenMeanwhile, type Placement, placeWith, staffBusy, staffToTry } from './placement';
import { lockResources } from './resource-lock';
import { lockStaff } from './staff-lock';

/** The same problem, naming the item (0 = the first) of a cart or series it is about. */
export function aboutItem(error: unknown, item: number): unknown {
  return error instanceof DomainError ? error.withParams({ item }) : error;
}

/**
 * Puts several placements (a cart's items, a series' occurrences) all or nothing, in one
 * transaction. Each staff member is tried inside a savepoint: a conflict with someone else's
 * booking, or with an earlier placement of this same request, rolls back only that attempt and
 * the next free staff member is tried; a placement nobody can take rolls back everything.
 * @param prepare runs first in the transaction (consume a one-time link or a hold)
 * @param finish runs last in the transaction, with every result (store an idempotent answer)
 * @returns the placements' results, in order
 * @throws {DomainError} the first problem, with `params.item` naming the placement
 */
export async function placeTogether<T>(
  db: Database,
  placements: ReadonlyArray<Placement<T>>,
  prepare?: (tx: Transaction) => Promise<void>,
  finish?: (tx: Transaction, results: T[]) => Promise<void>,
): Promise<T[]> {
  const orders: StaffRecord[][] = [];
  for (const [item, placement] of placements.entries()) {
    try {
      orders.push(await staffToTry(db, placement));
    } catch (error) {
      throw aboutItem(error, item);
    }
  }
  return db.transaction(async (tx) => {
    // Every staff member this request may write for, locked up front in id order (see `lockStaff`).
    await lockStaff(
      tx,
      orders.flatMap((order) => order.map((member) => member.id)),
    );
    // Then every resource any placement may take, so that earlier items' rooms are seen by later ones.
    const lockedResources = await lockResources(
      tx,
      placements.flatMap((placement) => placement.service.resources ?? []),
    );
    await prepare?.(tx);
    const results: T[] = [];
    for (const [item, placement] of placements.entries()) {
      results.push(await placeOne(tx, placement, orders[item] ?? [], item, lockedResources));
    }
    await finish?.(tx, results);
    return results;
  });
}

async function placeOne<T>(
  tx: Transaction,
  placement: Placement<T>,
  order: readonly StaffRecord[],
  item: number,
  lockedResources: ReadonlyMap<string, number>,
): Promise<T> {
  for (const member of order) {
    await tx.query('SAVEPOINT placement');
    try {
      const result = await placeWith(tx, placement, member, lockedResources);
      await tx.query('RELEASE SAVEPOINT placement');
      return result;
    } catch (error) {
      await tx.query('ROLLBACK TO SAVEPOINT placement');
      if (isTakenMeanwhile(error)) continue;
      throw aboutItem(error, item);
    }
  }
  throw aboutItem(staffBusy(), item);
}
