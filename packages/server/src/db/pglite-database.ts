import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { lockDataDir, prepareDataDir } from './data-dir-lock';
import type { Database, Transaction } from './database';
import { DatabaseStartupError } from './database-startup-error';
import { type PreparedStatements, preparedStatements } from './pglite-prepared-statements';

/** The PGlite data directory that keeps everything in memory (tests). */
export const IN_MEMORY_DATA_DIR = 'memory://';

/** The extensions every embedded database is started with (the bookings' exclusion constraint needs btree_gist). */
export const PGLITE_EXTENSIONS = { btree_gist };

/**
 * PostgreSQL's `shared_buffers` for the embedded database, instead of its default 128MB (a `-c`
 * start parameter: nothing is written to the folder's `postgresql.conf`). PostgreSQL clears every
 * shared buffer as it starts, here in WebAssembly memory that then stays the process's own: with
 * 128MB that was 40–50 % of the CPU of opening a small database (1.1–1.2 s against 0.6–0.75 s,
 * from a dump in memory and from disk) and about 110 MB more of the server's memory (`npm start`
 * on an existing folder: 402–444 MB against 285–317 MB after 200 months of slots).
 * 4,096 pages of 8 kB still hold a small business's whole database, and a page that is not
 * there is read from the folder (the system's file cache) or, in memory, copied from it.
 */
export const EMBEDDED_SHARED_BUFFERS = '32MB';

/** Options of {@link openPgliteDatabase} beyond the folder. */
export interface PgliteOpenOptions {
  /** A dumped data directory (`PGlite#dumpDataDir`) to start from instead of creating a new database. */
  loadDataDir?: Blob;
}

/** The options PGlite starts with: the extensions, a dump when given, and {@link EMBEDDED_SHARED_BUFFERS}. */
export function pgliteStartOptions(options: PgliteOpenOptions = {}) {
  return {
    extensions: PGLITE_EXTENSIONS,
    ...(options.loadDataDir && { loadDataDir: options.loadDataDir }),
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${EMBEDDED_SHARED_BUFFERS}`],
  };
}

type PGliteTransaction = Parameters<Parameters<PGlite['transaction']>[0]>[0];

function wrapTransaction(pglite: PGlite, tx: PGliteTransaction, prepared: PreparedStatements): Transaction {
  return {
    // PGlite's transaction holds its transaction lock; each statement takes its query lock, as `tx.query` does.
    query: <T>(sql: string, params?: readonly unknown[]) => pglite.runExclusive(() => prepared.query<T>(sql, params, true)),
    exec: async (sql: string) => {
      await tx.exec(sql);
      prepared.forget();
    },
  };
}

/** PGlite could not open the files in `dataDir`: they are not a database it can read. */
function corrupt(dataDir: string, error: unknown): DatabaseStartupError {
  const reason = error instanceof Error && error.message ? ` (${error.message})` : '';
  return new DatabaseStartupError(
    `The embedded database in ${dataDir} cannot be opened${reason}: its files are damaged or were not written by ` +
      'PGlite. Move the folder away (keep it: it may still hold your bookings) and restore a backup into its place, or ' +
      'point DATA_DIR at a new folder to start afresh.',
    dataDir,
    { cause: error },
  );
}

/**
 * Embedded PostgreSQL (PGlite, WASM) in `dataDir`, or in memory for `memory://`.
 *
 * PGlite has a single connection, so every statement and transaction goes through one promise
 * queue: a transaction never sees another caller's statements in the middle of it.
 *
 * On disk, the folder is locked for this process (`DATA_DIR/.booking-kit.lock`, see `lockDataDir`)
 * until `close` or the process's exit: two processes writing one PGlite folder would corrupt it.
 * @param options a dump to start from (the tests start each in-memory database from one)
 * @throws {DatabaseStartupError} when another process uses the folder, it is not a folder or cannot
 *   be read and written, or its files are not a database PGlite can open
 */
export async function openPgliteDatabase(dataDir: string, options: PgliteOpenOptions = {}): Promise<Database> {
  const onDisk = !dataDir.startsWith(IN_MEMORY_DATA_DIR);
  if (onDisk) await prepareDataDir(dataDir);
  const lock = onDisk ? lockDataDir(dataDir) : undefined;
  let pglite: PGlite;
  try {
    pglite = await PGlite.create(dataDir, pgliteStartOptions(options));
  } catch (error) {
    lock?.release();
    throw onDisk ? corrupt(dataDir, error) : error;
  }
  const prepared = preparedStatements(pglite);
  let tail: Promise<unknown> = Promise.resolve();

  function enqueue<T>(work: () => Promise<T>): Promise<T> {
    const run = tail.then(work, work);
    // The queue continues whether this step succeeds or fails; callers see its own outcome.
    tail = run.catch(() => undefined);
    return run;
  }

  return {
    kind: 'pglite',
    query: <T>(sql: string, params?: readonly unknown[]) =>
      enqueue(() => pglite.runExclusive(() => prepared.query<T>(sql, params, false))),
    exec: (sql: string) =>
      enqueue(async () => {
        await pglite.exec(sql);
        prepared.forget();
      }),
    transaction: <T>(fn: (tx: Transaction) => Promise<T>) =>
      enqueue(() => pglite.transaction((tx) => fn(wrapTransaction(pglite, tx, prepared)))),
    // PGlite's own LISTEN: its notifications are handed to the callback as the statement whose
    // commit sent them returns, before its caller goes on. Run through the queue, like every
    // statement, so that LISTEN never lands inside another caller's transaction.
    listen(channel, listener) {
      let stopped = false;
      let unlisten: (() => Promise<void>) | undefined;
      void enqueue(async () => {
        if (stopped) return;
        unlisten = await pglite.listen(channel, (payload) => listener.notify(payload));
        listener.heard(true);
      }).catch(() => listener.heard(false));
      return () => {
        stopped = true;
        const stop = unlisten;
        if (stop) void enqueue(stop).catch(() => undefined);
      };
    },
    close: () =>
      enqueue(async () => {
        try {
          await pglite.close();
        } finally {
          lock?.release();
        }
      }),
  };
}
