/** The rows a query returned. */
export interface QueryResult<T> {
  rows: T[];
}

/** Something SQL can run on: the database itself, or an open transaction. */
export interface Queryable {
  /** Runs one statement with `$1`-style parameters. */
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<QueryResult<T>>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

/** A statement runner bound to one open transaction. */
export type Transaction = Queryable;

/**
 * The database the server runs on: embedded PGlite or a PostgreSQL server, with the same SQL.
 *
 * Inside `transaction`, use only the `tx` it hands you: on PGlite, statements on the database
 * itself wait until the transaction ends, so calling `db.query` there would never return.
 */
export interface Database extends Queryable {
  /** Which engine this is: `pglite` (embedded, single connection) or `postgres` (a connection pool). */
  readonly kind: 'pglite' | 'postgres';
  /** Runs `fn` in a transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T>;
  /** Closes the database; on PGlite this also flushes the data directory. */
  close(): Promise<void>;
  /**
   * Listens on a notification channel (`LISTEN`): on PostgreSQL on one connection of its own,
   * opened again whenever it drops; on PGlite in the process (what its one process commits, an
   * import included). Returns what stops listening.
   */
  listen(channel: string, listener: ChannelListener): () => void;
}

/** What hears a notification channel: its notifications, and whether it hears them at all. */
export interface ChannelListener {
  /** A notification arrived (sent by a transaction that committed). */
  notify(payload: string): void;
  /**
   * The channel is being listened to (`true`: from now on every notification arrives) or no
   * longer (`false`: the connection dropped; notifications are missed until it is `true` again).
   * Starts unheard: the first call is `true` once `LISTEN` has run.
   */
  heard(listening: boolean): void;
}
