import { type PGlite, parse, protocol } from '@electric-sql/pglite';
import type { QueryResult } from './database';
import { isStalePlan } from './database-errors';

/**
 * How many statements stay prepared at once. The server's own statements are a few hundred
 * fixed texts; the rest (an import's multi-row `VALUES`) come and go, and the oldest is closed.
 */
export const MAX_PREPARED_STATEMENTS = 300;

/** A message of PostgreSQL's backend, as PGlite hands it back. */
type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];

/** A statement PostgreSQL has parsed once, by name, with what its parameters and rows look like. */
interface PreparedStatement {
  name: string;
  /** Type OIDs of `$1`, `$2`, …, as PostgreSQL inferred them: they choose each value's serializer. */
  parameterTypes: readonly number[];
  /** Its row description (`undefined` for a statement that returns no rows). */
  rowDescription: BackendMessage | undefined;
}

/** Several frontend messages as the one buffer PGlite's backend reads them from. */
function messages(...parts: Uint8Array[]): Uint8Array {
  const buffer = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    buffer.set(part, offset);
    offset += part.length;
  }
  return buffer;
}

/** Adds what PGlite's `query` adds to a database error, so that logs show the statement. */
function withStatement(error: unknown, sql: string, params: readonly unknown[]): unknown {
  if (error instanceof Error) Object.assign(error, { query: sql, params });
  return error;
}

/** What {@link preparedStatements} returns. */
export interface PreparedStatements {
  /**
   * Runs `sql` as a named prepared statement, preparing it on first use. Call it where PGlite's
   * own `query` would run (the caller holds the connection: inside `runExclusive`).
   * @param inTransaction whether a transaction is open (outside one, PGlite's files are synced after the statement, as `query` does)
   */
  query<T>(sql: string, params: readonly unknown[] | undefined, inTransaction: boolean): Promise<QueryResult<T>>;
  /** Forgets every prepared statement (after a script such as a migration, which may change what they return). */
  forget(): void;
}

/**
 * Runs PGlite statements as named prepared statements. PGlite's `query` parses, plans and
 * describes every statement afresh, in six calls into its WebAssembly (parse, describe, bind,
 * describe, execute, sync); PGlite keeps no statements of its own. Prepared once, a statement
 * runs as one call (bind, execute, sync) and PostgreSQL reuses its plan: 30–55 µs of CPU instead
 * of 130–550 µs for the booking's small statements on this project's schema. node-postgres
 * does the same for named queries; PGlite has no such option, so this is written here on its
 * public protocol API (`execProtocolStream`, `protocol.serialize`, `parse.parseResults`).
 *
 * A statement whose text changes every time (an import's rows) still works: the least recently
 * used of more than {@link MAX_PREPARED_STATEMENTS} is closed with its next neighbour's run.
 */
export function preparedStatements(pglite: PGlite): PreparedStatements {
  const { serialize } = protocol;
  // In use order, oldest first: a hit moves the statement to the end.
  let statements = new Map<string, PreparedStatement>();
  // Names of statements to close, sent with the next run (a Close needs no round of its own).
  let toClose: string[] = [];
  let counter = 0;

  async function prepare(sql: string): Promise<PreparedStatement> {
    const name = `bk_${++counter}`;
    const answer = await pglite.execProtocolStream(
      messages(serialize.parse({ name, text: sql }), serialize.describe({ type: 'S', name }), serialize.sync()),
      { syncToFs: false },
    );
    const parameters = answer.find((message) => message.name === 'parameterDescription') as
      | (BackendMessage & { dataTypeIDs: number[] })
      | undefined;
    const statement: PreparedStatement = {
      name,
      parameterTypes: parameters?.dataTypeIDs ?? [],
      rowDescription: answer.find((message) => message.name === 'rowDescription'),
    };
    statements.set(sql, statement);
    if (statements.size > MAX_PREPARED_STATEMENTS) {
      const [oldestSql, oldest] = statements.entries().next().value as [string, PreparedStatement];
      statements.delete(oldestSql);
      toClose.push(oldest.name);
    }
    return statement;
  }

  /** A parameter as PGlite's `query` sends it: by the serializer of the type PostgreSQL inferred. */
  function serializeValue(value: unknown, type: number | undefined): string | null {
    if (value === null || value === undefined) return null;
    const serializer = type === undefined ? undefined : pglite.serializers[type];
    return serializer ? serializer(value) : String(value);
  }

  async function run<T>(sql: string, values: readonly unknown[], inTransaction: boolean): Promise<QueryResult<T>> {
    let statement = statements.get(sql);
    if (statement) {
      statements.delete(sql);
      statements.set(sql, statement);
    } else {
      statement = await prepare(sql);
    }
    const { name, parameterTypes, rowDescription } = statement;
    const closing = toClose.map((old) => serialize.close({ type: 'S', name: old }));
    toClose = [];
    const answer = await pglite.execProtocolStream(
      messages(
        ...closing,
        serialize.bind({ statement: name, values: values.map((value, index) => serializeValue(value, parameterTypes[index])) }),
        serialize.execute({}),
        serialize.sync(),
      ),
      { syncToFs: false },
    );
    if (!inTransaction) await pglite.syncToFs();
    const [result] = parse.parseResults(rowDescription ? [rowDescription, ...answer] : answer, pglite.parsers);
    return { rows: (result?.rows ?? []) as T[] };
  }

  /** Whether `error` is a stale plan of `sql`'s statement, which is then closed. */
  function forgetStale(sql: string, error: unknown): boolean {
    const statement = statements.get(sql);
    if (!statement || !isStalePlan(error)) return false;
    statements.delete(sql);
    toClose.push(statement.name);
    return true;
  }

  return {
    async query<T>(sql: string, params: readonly unknown[] | undefined, inTransaction: boolean) {
      const values = params ?? [];
      try {
        return await run<T>(sql, values, inTransaction);
      } catch (error) {
        // A table changed its columns under the statement (DDL sent as a statement, not a script):
        // it is prepared again. Outside a transaction nothing was done, so it runs again now.
        if (!forgetStale(sql, error) || inTransaction) throw withStatement(error, sql, values);
      }
      try {
        return await run<T>(sql, values, inTransaction);
      } catch (error) {
        throw withStatement(error, sql, values);
      }
    },
    forget() {
      toClose.push(...[...statements.values()].map((statement) => statement.name));
      statements = new Map();
    },
  };
}
