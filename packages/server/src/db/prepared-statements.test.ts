import { describe, expect, it } from 'vitest';
import { useFileDatabase } from '../test/file-database';
import { openTestDatabase, testDatabaseKind } from '../test/test-database';
import { sqlState, UNIQUE_VIOLATION } from './database-errors';
import { MAX_PREPARED_STATEMENTS } from './pglite-prepared-statements';
import { MAX_NAMED_STATEMENTS } from './statement-names';

/**
 * Statements run prepared, by name (PGlite: `pglite-prepared-statements.ts`; PostgreSQL:
 * `statement-names.ts`): what a caller reads must be what an unprepared statement gave.
 */
const db = useFileDatabase(openTestDatabase);

/** How many statements this session has prepared (PGlite has one session; on PostgreSQL, a transaction holds one connection). */
async function preparedOnSession(): Promise<number> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ count: number }>('SELECT count(*)::int AS count FROM pg_prepared_statements');
    return rows[0]?.count ?? 0;
  });
}

describe('prepared statements', () => {
  it('give the same values on every run: text, numbers, timestamps, arrays, JSON and NULL', async () => {
    await db.exec('CREATE TABLE kinds (id int PRIMARY KEY, name text, at timestamptz, tags text[], doc jsonb, note text)');
    const insert = `INSERT INTO kinds (id, name, at, tags, doc, note) VALUES ($1, $2, $3::timestamptz, $4::text[], $5::jsonb, $6)
      RETURNING id, name, at, tags, doc, note`;
    const at = new Date(Date.UTC(2026, 2, 29, 1, 30));
    const first = await db.query(insert, [1, 'Zoë', at, ['a', 'b,c'], JSON.stringify({ seats: 2 }), null]);
    const second = await db.query(insert, [2, 'Zoë', at, ['a', 'b,c'], JSON.stringify({ seats: 2 }), null]);
    const expected = { name: 'Zoë', at, tags: ['a', 'b,c'], doc: { seats: 2 }, note: null };
    expect(first.rows).toEqual([{ id: 1, ...expected }]);
    expect(second.rows).toEqual([{ id: 2, ...expected }]);
    for (let run = 0; run < 8; run++) {
      // Past PostgreSQL's fifth run, where it may switch to a generic plan.
      const { rows } = await db.query('SELECT id, name FROM kinds WHERE id = $1', [run % 2 === 0 ? 1 : 2]);
      expect(rows).toEqual([{ id: run % 2 === 0 ? 1 : 2, name: 'Zoë' }]);
    }
    expect((await db.query('SELECT id FROM kinds WHERE id = $1', [99])).rows).toEqual([]);
    expect((await db.query('UPDATE kinds SET note = $2 WHERE id = $1', [1, 'x'])).rows).toEqual([]);
  });

  it('fail as the database says, and the next run of the same statement works', async () => {
    const insert = 'INSERT INTO kinds (id, name) VALUES ($1, $2)';
    const error = await db.query(insert, [1, 'again']).catch((caught: unknown) => caught);
    expect(sqlState(error)).toBe(UNIQUE_VIOLATION);
    expect((error as { query?: string }).query ?? insert).toBe(insert);
    await db.query(insert, [3, 'new']);
    const failed = await db
      .transaction(async (tx) => {
        await tx.query(insert, [4, 'in a transaction']);
        await tx.query(insert, [4, 'twice']);
      })
      .catch((caught: unknown) => caught);
    expect(sqlState(failed)).toBe(UNIQUE_VIOLATION);
    // Rolled back as a whole; the statement still runs afterwards.
    expect((await db.query('SELECT id FROM kinds WHERE id = $1', [4])).rows).toEqual([]);
    await db.query(insert, [4, 'once']);
    expect((await db.query('SELECT name FROM kinds WHERE id = $1', [4])).rows).toEqual([{ name: 'once' }]);
  });

  it('read the new columns after a migration script changes a table', async () => {
    const select = 'SELECT * FROM kinds WHERE id = $1';
    expect(Object.keys((await db.query(select, [3])).rows[0] ?? {})).not.toContain('added');
    await db.exec("ALTER TABLE kinds ADD COLUMN added text NOT NULL DEFAULT 'yes'");
    expect((await db.query<{ added: string }>(select, [3])).rows[0]?.added).toBe('yes');
  });

  it('keep working when a statement changes a table under them', async () => {
    const select = 'SELECT * FROM kinds WHERE id = $1';
    await db.query(select, [3]);
    // DDL as a statement, not a script: on PostgreSQL, as another process's migration would.
    await db.query('ALTER TABLE kinds DROP COLUMN added');
    expect(Object.keys((await db.query(select, [3])).rows[0] ?? {})).not.toContain('added');
    await db.query("ALTER TABLE kinds ADD COLUMN later text DEFAULT 'l'");
    // In a transaction the stale statement fails it; PostgreSQL's transactions are run again.
    const read = () => db.transaction(async (tx) => (await tx.query<{ later?: string }>(select, [3])).rows[0]?.later);
    if (testDatabaseKind === 'postgres') expect(await read()).toBe('l');
    else expect(await read().catch(() => read())).toBe('l');
  });

  it('stay bounded when statement texts keep changing (an import’s rows)', async () => {
    const limit = testDatabaseKind === 'postgres' ? MAX_NAMED_STATEMENTS : MAX_PREPARED_STATEMENTS;
    for (let count = 1; count <= limit + 20; count++) {
      const placeholders = Array.from({ length: count }, (_, index) => `$${index + 1}::int`).join(', ');
      const { rows } = await db.query<{ total: number }>(
        `SELECT (${placeholders.replaceAll(', ', ' + ')})::int AS total`,
        Array.from({ length: count }, () => 1),
      );
      expect(rows).toEqual([{ total: count }]);
    }
    expect(await preparedOnSession()).toBeLessThanOrEqual(limit);
  });
});
