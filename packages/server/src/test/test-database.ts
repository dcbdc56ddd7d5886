import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import type { Database } from '../db/database';
import { openDatabase } from '../db/open-database';
import { IN_MEMORY_DATA_DIR, openPgliteDatabase } from '../db/pglite-database';
import { migrateWithDemo } from './demo-database';

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
 * A dumped data directory held in memory, handed to PGlite as the `Blob` it asks for. PGlite
 * reads a dump with `arrayBuffer()`, and Node's own `Blob` assembles that from its stored chunks:
 * a third of a second for a 43 MB dump, at every test file's open. This one copies its bytes
 * (PGlite may keep what it is given), in about a hundredth of that. Only `size` and
 * `arrayBuffer()` hold the dump (what PGlite's `loadDataDir` reads); its other readers are empty.
 */
class DumpBlob extends Blob {
  readonly #dump: Uint8Array;

  constructor(dump: Uint8Array) {
    super([]);
    this.#dump = dump;
  }

  override get size(): number {
    return this.#dump.byteLength;
  }

  override arrayBuffer(): Promise<ArrayBuffer> {
    // A copy (a Buffer's own slice would share its memory).
    return Promise.resolve(new Uint8Array(this.#dump).buffer);
  }
}

/** The PGlite data directories the project's global setup dumped once for this run, read once per worker. */
const dumps = new Map<string, Promise<Blob | undefined>>();
function pgliteDump(file: string | undefined): Promise<Blob | undefined> {
  if (!file) return Promise.resolve(undefined);
  let dump = dumps.get(file);
  if (!dump) {
    dump = readFile(file).then((bytes) => new DumpBlob(bytes));
    dumps.set(file, dump);
  }
  return dump;
}

/** A new PostgreSQL database `bk_test_<random>` (a copy of `template`, if given) that `dispose` drops. */
async function createPostgresDatabase(template?: string): Promise<TestDatabase> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('BOOKING_KIT_TEST_DATABASE=postgres needs DATABASE_URL');
  const name = `bk_test_${randomBytes(8).toString('hex')}`;
  await withAdmin(adminUrl, (client) => client.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`));
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

/** A fresh in-memory PGlite database, from a dumped data directory when there is one. */
async function openPgliteTestDatabase(dumpFile: string | undefined): Promise<TestDatabase> {
  const loadDataDir = await pgliteDump(dumpFile);
  const db = loadDataDir
    ? await openPgliteDatabase(IN_MEMORY_DATA_DIR, { loadDataDir })
    : await openDatabase({ dataDir: IN_MEMORY_DATA_DIR });
  return { db, dispose: () => db.close() };
}

/**
 * Opens a fresh, empty database: PGlite in memory, or on PostgreSQL (DATABASE_URL) a new
 * database `bk_test_<random>` that `dispose` drops, so runs never collide or leave anything behind.
 * PGlite starts from the empty database the server-pglite project's global setup created for the
 * run (`initdb` once instead of in every test file), or creates one when run without it.
 */
export function openTestDatabase(): Promise<TestDatabase> {
  return testDatabaseKind === 'pglite' ? openPgliteTestDatabase(inject('pgliteTemplate')) : createPostgresDatabase();
}

/**
 * Opens a fresh database with the migrations and the demo business (`migrateWithDemo`), as every
 * API test starts: a copy of the one the project's global setup made for the run (PGlite: its
 * dumped data directory; PostgreSQL: `CREATE DATABASE … TEMPLATE`), about half a second less
 * per test file than migrating and importing again; or, run without that setup, made here.
 */
export async function openDemoDatabase(): Promise<TestDatabase> {
  const template = testDatabaseKind === 'pglite' ? inject('pgliteDemoTemplate') : inject('postgresDemoTemplate');
  if (template) {
    return testDatabaseKind === 'pglite' ? openPgliteTestDatabase(template) : createPostgresDatabase(template);
  }
  const testDatabase = await openTestDatabase();
  await migrateWithDemo(testDatabase.db);
  return testDatabase;
}

/**
 * Fills the folder `dataDir` with a copy of the run's PGlite database (`empty`, or `demo` with
 * the migrations and the demo business) and closes it: a database on disk as a process finds it
 * that has run there before. For the tests of folders, locks and processes, which need such a
 * folder but not to watch `initdb` make it (3–4 s on disk each time; the on-disk test in
 * embedded-database-startup.test.ts still does). Outside the server-pglite project (no dumps),
 * makes it the long way.
 */
export async function seedDataDir(dataDir: string, template: 'empty' | 'demo'): Promise<void> {
  const loadDataDir = await pgliteDump(inject(template === 'demo' ? 'pgliteDemoTemplate' : 'pgliteTemplate'));
  const db = await openPgliteDatabase(dataDir, loadDataDir ? { loadDataDir } : {});
  try {
    if (!loadDataDir && template === 'demo') await migrateWithDemo(db);
  } finally {
    await db.close();
  }
}
