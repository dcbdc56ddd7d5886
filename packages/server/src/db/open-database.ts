import path from 'node:path';
import type { Database } from './database';
import { IN_MEMORY_DATA_DIR, openPgliteDatabase } from './pglite-database';
import { openPostgresDatabase } from './postgres-database';

/** Where the database lives. Explicit options win over the environment. */
export interface OpenDatabaseOptions {
  /** A PostgreSQL connection string. @default process.env.DATABASE_URL */
  databaseUrl?: string;
  /**
   * The embedded database's folder, relative to the working directory, or `memory://`.
   * @default process.env.DATA_DIR ?? './.data'
   */
  dataDir?: string;
  /** Called when an idle PostgreSQL connection fails. */
  onIdleError?: (error: Error) => void;
}

/** The embedded database's folder when neither an option nor `DATA_DIR` names one. */
export const DEFAULT_DATA_DIR = './.data';

/**
 * Opens the database: PostgreSQL when a `databaseUrl` is given (or `DATABASE_URL` is set and no
 * `dataDir` is given), otherwise embedded PGlite in `dataDir`, which this process then locks
 * (`dataDir/.booking-kit.lock`) until `close` or its exit.
 * @throws {DatabaseStartupError} when the embedded database's folder is in use by another process,
 *   is not a usable folder, or holds files PGlite cannot open: print its message and exit non-zero
 * @example const db = await openDatabase(); // PGlite in ./.data, or DATABASE_URL
 * @example const db = await openDatabase({ dataDir: 'memory://' }); // tests
 */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  const databaseUrl = options.databaseUrl ?? (options.dataDir === undefined ? process.env.DATABASE_URL : undefined);
  if (databaseUrl) {
    return openPostgresDatabase(databaseUrl, options.onIdleError ? { onIdleError: options.onIdleError } : {});
  }
  const dataDir = options.dataDir ?? process.env.DATA_DIR ?? DEFAULT_DATA_DIR;
  return openPgliteDatabase(dataDir.startsWith(IN_MEMORY_DATA_DIR) ? dataDir : path.resolve(dataDir));
}
