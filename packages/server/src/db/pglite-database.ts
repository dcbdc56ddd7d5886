import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import type { Database, QueryResult, Transaction } from './database';

/** The PGlite data directory that keeps everything in memory (tests). */
export const IN_MEMORY_DATA_DIR = 'memory://';

type PGliteTransaction = Parameters<Parameters<PGlite['transaction']>[0]>[0];

function wrapTransaction(tx: PGliteTransaction): Transaction {
  return {
    query: async <T>(sql: string, params?: readonly unknown[]) => {
      const result = await tx.query<T>(sql, params ? [...params] : undefined);
      return { rows: result.rows };
    },
    exec: async (sql: string) => {
      await tx.exec(sql);
    },
  };
}

/**
 * Embedded PostgreSQL (PGlite, WASM) in `dataDir`, or in memory for `memory://`.
 *
 * PGlite has a single connection, so every statement and transaction goes through one promise
 * queue: a transaction never sees another caller's statements in the middle of it.
 */
export async function openPgliteDatabase(dataDir: string): Promise<Database> {
  const pglite = await PGlite.create(dataDir, { extensions: { btree_gist } });
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
      enqueue(async (): Promise<QueryResult<T>> => {
        const result = await pglite.query<T>(sql, params ? [...params] : undefined);
        return { rows: result.rows };
      }),
    exec: (sql: string) =>
      enqueue(async () => {
        await pglite.exec(sql);
      }),
    transaction: <T>(fn: (tx: Transaction) => Promise<T>) => enqueue(() => pglite.transaction((tx) => fn(wrapTransaction(tx)))),
    close: () => enqueue(() => pglite.close()),
  };
}
