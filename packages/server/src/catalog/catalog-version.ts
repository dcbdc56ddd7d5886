import type { Queryable } from '../db/database';

/**
 * The catalog's version: a count that every committed change to the tables a service's record is
 * read from moves on (their triggers, migration 0023_catalog_version.sql), whichever process or
 * tool made it. A value kept with the version it was read at is the one in force for as long as
 * the version has not moved.
 */
export async function catalogVersion(db: Queryable): Promise<string> {
  const { rows } = await db.query<{ version: string | number }>('SELECT version FROM catalog_version');
  return String(rows[0]?.version ?? '');
}
