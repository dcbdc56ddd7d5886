import type { Transaction } from '../db/database';

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

/** The row id of a slug the import wrote. */
export function idOf(ids: Map<string, number>, slug: string): number {
  const id = ids.get(slug);
  // The document schema already checked every reference; this guards against a caller skipping it.
  if (id === undefined) throw new Error(`unknown slug "${slug}"`);
  return id;
}

/** What `importBusiness` did with the business and its catalog (all but the content). */
export interface CatalogImportReport {
  business: string;
  staff: ImportCounts;
  resources: ImportCounts;
  services: ImportCounts;
  providers: ImportCounts;
  oneTimeLinks: ImportCounts;
  groups: ImportCounts;
  serviceMenus: ImportCounts;
  bookingPages: ImportCounts;
  forms: ImportCounts;
  surveys: ImportCounts;
  webhooks: ImportCounts;
}
