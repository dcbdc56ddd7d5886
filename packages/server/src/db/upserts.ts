import type { Transaction } from './database';

// The two ways the business import and the content admin write rows by slug, shared from here so
// that neither module borrows the other's SQL.

/** How many rows of one kind an import created and updated. */
export interface ImportCounts {
  created: number;
  updated: number;
}

/** Upserts by slug; `xmax = 0` holds only for a row this statement inserted, which tells created from updated. */
export async function upsert(tx: Transaction, sql: string, params: unknown[], counts: ImportCounts): Promise<number> {
  const { rows } = await tx.query<{ id: number; inserted: boolean }>(`${sql} RETURNING id, (xmax = 0) AS inserted`, params);
  const row = rows[0];
  if (!row) throw new Error('upsert returned no row');
  if (row.inserted) counts.created++;
  else counts.updated++;
  return row.id;
}

/** Replaces an owner's ordered links (`provider_services`, `service_staff`, ...) with `ids`. */
export async function linkAll(
  tx: Transaction,
  table: string,
  ownerColumn: string,
  ownerId: number,
  column: string,
  ids: number[],
) {
  // Links carry no history: replacing them makes the document the truth for its own entries.
  await tx.query(`DELETE FROM ${table} WHERE ${ownerColumn} = $1`, [ownerId]);
  for (const [position, id] of ids.entries()) {
    await tx.query(`INSERT INTO ${table} (${ownerColumn}, ${column}, position) VALUES ($1, $2, $3)`, [ownerId, id, position]);
  }
}
