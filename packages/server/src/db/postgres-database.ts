import pg from 'pg';
import type { Database, Transaction } from './database';
import { openNotificationConnection } from './postgres-notifications';
import { statementNames } from './statement-names';
import { retryTransientConflicts, type TransactionRetryOptions } from './transaction-retries';

/** Options of the PostgreSQL connection pool. */
export interface PostgresDatabaseOptions {
  /** Connections kept at most. @default 10 */
  maxConnections?: number;
  /** Called when an idle connection fails (the pool drops it and carries on). */
  onIdleError?: (error: Error) => void;
  /** How a transaction ended by a deadlock or a serialization failure is run again. */
  transactionRetries?: TransactionRetryOptions;
}

/**
 * A PostgreSQL server through a `pg` connection pool. App processes hold no state of their
 * own, so several of them can share one server; what they cache, they drop when the server
 * notifies them (`listen`, on one more connection of its own).
 *
 * `transaction` runs the whole transaction again (a few times, with a short jittered wait) when
 * PostgreSQL ends it with a deadlock (40P01) or a serialization failure (40001): concurrent
 * bookings of one staff member can collide like that, and a second run normally succeeds or
 * meets the ordinary conflict (the exclusion constraint). The function passed must therefore be
 * safe to run more than once: all its effects go through `tx`.
 */
export function openPostgresDatabase(connectionString: string, options: PostgresDatabaseOptions = {}): Database {
  const pool = new pg.Pool({ connectionString, max: options.maxConnections ?? 10 });
  // Without a listener, a dropped idle connection would crash the process.
  pool.on('error', (error) => options.onIdleError?.(error));
  // Opened on the first `listen` only: most tools (migrate, import) never listen.
  let notifications: ReturnType<typeof openNotificationConnection> | undefined;

  const names = statementNames();
  /** One statement, prepared by name (see `statementNames`); a stale one outside a transaction runs again, unnamed. */
  const run = async (
    client: pg.Pool | pg.PoolClient,
    sql: string,
    params: readonly unknown[] | undefined,
    inTransaction: boolean,
  ) => {
    const values = params ? [...params] : undefined;
    const name = names.of(sql);
    try {
      const result = await client.query(name === undefined ? { text: sql, values } : { name, text: sql, values });
      return { rows: result.rows };
    } catch (error) {
      // In a transaction the failure aborted it: `transaction` runs it again (a stale plan is transient).
      if (!names.failed(sql, error) || inTransaction) throw error;
      return { rows: (await client.query({ text: sql, values })).rows };
    }
  };

  /** One attempt: BEGIN, `fn`, COMMIT; ROLLBACK when anything fails. */
  const attempt = async <T>(fn: (tx: Transaction) => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    const tx: Transaction = {
      query: async <R>(sql: string, params?: readonly unknown[]) => (await run(client, sql, params, true)) as { rows: R[] },
      exec: async (sql: string) => {
        await client.query(sql);
      },
    };
    try {
      await client.query('BEGIN');
      const result = await fn(tx);
      await client.query('COMMIT');
      client.release();
      return result;
    } catch (error) {
      try {
        await client.query('ROLLBACK');
        client.release();
      } catch (rollbackError) {
        // A connection that cannot roll back is broken: destroy it rather than reuse it.
        client.release(rollbackError instanceof Error ? rollbackError : true);
      }
      throw error;
    }
  };

  return {
    kind: 'postgres',
    query: async <T>(sql: string, params?: readonly unknown[]) => (await run(pool, sql, params, false)) as { rows: T[] },
    exec: async (sql: string) => {
      // Without parameters pg uses the simple query protocol, which runs several statements.
      await pool.query(sql);
    },
    transaction: <T>(fn: (tx: Transaction) => Promise<T>) =>
      retryTransientConflicts(() => attempt(fn), options.transactionRetries),
    listen(channel, listener) {
      notifications ??= openNotificationConnection(connectionString, options.onIdleError ? { onError: options.onIdleError } : {});
      return notifications.listen(channel, listener);
    },
    close: async () => {
      await notifications?.close();
      await pool.end();
    },
  };
}
