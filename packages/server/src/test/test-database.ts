import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Database } from '../db/database';
import { openDatabase } from '../db/open-database';

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

/**
 * Opens a fresh, empty database: PGlite in memory, or on PostgreSQL (DATABASE_URL) a new
 * database `bk_test_<random>` that `dispose` drops, so runs never collide or leave anything behind.
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  if (testDatabaseKind === 'pglite') {
    const db = await openDatabase({ dataDir: 'memory://' });
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
