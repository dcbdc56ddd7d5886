import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import type { Database } from '../db/database';
import { openDatabase } from '../db/open-database';
import { IN_MEMORY_DATA_DIR, openPgliteDatabase } from '../db/pglite-database';

/** Which database the test project asks for (see the root vitest.config.ts). */
export const testDatabaseKind: 'pglite' | 'postgres' =
  process.env.BOOKING_KIT_TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite';

/** A database for one test file, and how to get rid of it. */
export interface TestDatabase {
  db: Database;
  /** Closes the database and, on PostgreSQL, drops it. */
  dispose(): Promise<void>;
  /** On PostgreSQL, a connection string for the same database (for a second pool). */
  databaseUrl?: string;
}

async function withAdmin<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** The fresh, empty PGlite data directory the project's global setup dumped once for this run, if any. */
let template: Promise<Blob | undefined> | undefined;
function pgliteTemplate(): Promise<Blob | undefined> {
  const file = inject('pgliteTemplate');
  template ??= file ? readFile(file).then((bytes) => new Blob([bytes])) : Promise.resolve(undefined);
  return template;
}

/**
 * Opens a fresh, empty database: PGlite in memory, or on PostgreSQL (DATABASE_URL) a new
 * database `bk_test_<random>` that `dispose` drops, so runs never collide or leave anything behind.
 * PGlite starts from the empty database the server-pglite project's global setup created for the
 * run (`initdb` once instead of in every test file), or creates one when run without it.
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  if (testDatabaseKind === 'pglite') {
    const loadDataDir = await pgliteTemplate();
    const db = loadDataDir
      ? await openPgliteDatabase(IN_MEMORY_DATA_DIR, { loadDataDir })
      : await openDatabase({ dataDir: IN_MEMORY_DATA_DIR });
    return { db, dispose: () => db.close() };
  }
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('BOOKING_KIT_TEST_DATABASE=postgres needs DATABASE_URL');
  const name = `bk_test_${randomBytes(8).toString('hex')}`;
  await withAdmin(adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const db = await openDatabase({ databaseUrl });
  return {
    db,
    databaseUrl,
    dispose: async () => {
      await db.close();
      await withAdmin(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}
