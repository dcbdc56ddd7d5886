import { isStalePlan } from './database-errors';

/**
 * How many statement texts get a name. The server's own statements are a few hundred fixed
 * texts; texts that change with their data (an import's multi-row `VALUES`) run unnamed once
 * this many are named, so no connection ever holds more prepared statements than this.
 */
export const MAX_NAMED_STATEMENTS = 300;

/**
 * Names for the statements node-postgres prepares. A named query is parsed once per connection
 * and its plan kept (PostgreSQL plans it generically after five runs if that is no worse), where
 * an unnamed one is parsed and planned on every run: for a booking's small statements, parsing
 * and planning are much of the server's work. node-postgres keeps the prepared statements per
 * connection but has no way to choose names or bound them, so this does.
 * @example const names = statementNames(); client.query({ name: names.of(sql), text: sql, values })
 */
export function statementNames() {
  const names = new Map<string, string>();
  // Statements whose plan went stale under a migration: unnamed from then on (a name would keep
  // the stale statement on the connections that prepared it).
  const unnamed = new Set<string>();
  // Every name ever given, stale ones included: a name is never given to another text (node-postgres
  // refuses that on a connection that prepared it), and no connection prepares more than the limit.
  let given = 0;
  return {
    /** The name to run `sql` under, or `undefined` to run it unnamed. */
    of(sql: string): string | undefined {
      let name = names.get(sql);
      if (name === undefined && given < MAX_NAMED_STATEMENTS && !unnamed.has(sql)) {
        name = `bk_${++given}`;
        names.set(sql, name);
      }
      return name;
    },
    /**
     * Learns from a statement's failure: a stale plan (see `isStalePlan`) means `sql` runs unnamed
     * from now on. Returns whether that was the failure, so that the statement can be run again.
     */
    failed(sql: string, error: unknown): boolean {
      if (!isStalePlan(error) || !names.has(sql)) return false;
      names.delete(sql);
      unnamed.add(sql);
      return true;
    },
  };
}
