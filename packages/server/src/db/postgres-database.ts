import pg from 'pg';
import type { Database, Transaction } from './database';

/** Options of the PostgreSQL connection pool. */
export interface PostgresDatabaseOptions {
  /** Connections kept at most. @default 10 */
  maxConnections?: number;
  /** Called when an idle connection fails (the pool drops it and carries on). */
  onIdleError?: (error: Error) => void;
}

/**
 * A PostgreSQL server through a `pg` connection pool. App processes hold no state of their
 * own, so several of them can share one server.
 */
export function openPostgresDatabase(connectionString: string, options: PostgresDatabaseOptions = {}): Database {
  const pool = new pg.Pool({ connectionString, max: options.maxConnections ?? 10 });
  // Without a listener, a dropped idle connection would crash the process.
  pool.on('error', (error) => options.onIdleError?.(error));

  const run = async (client: pg.Pool | pg.PoolClient, sql: string, params?: readonly unknown[]) => {
    const result = await client.query(sql, params ? [...params] : undefined);
    return { rows: result.rows };
  };

  return {
    kind: 'postgres',
    query: async <T>(sql: string, params?: readonly unknown[]) => (await run(pool, sql, params)) as { rows: T[] },
    exec: async (sql: string) => {
      // Without parameters pg uses the simple query protocol, which runs several statements.
      await pool.query(sql);
    },
    transaction: async <T>(fn: (tx: Transaction) => Promise<T>) => {
      const client = await pool.connect();
      const tx: Transaction = {
        query: async <R>(sql: string, params?: readonly unknown[]) => (await run(client, sql, params)) as { rows: R[] },
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
    },
    close: () => pool.end(),
  };
}
