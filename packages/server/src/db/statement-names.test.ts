import { describe, expect, it } from 'vitest';
import { MAX_NAMED_STATEMENTS, statementNames } from './statement-names';

/** The error PostgreSQL gives a prepared statement whose table changed its columns. */
const stalePlan = Object.assign(new Error('cached plan must not change result type'), { code: '0A000' });

describe('statementNames', () => {
  it('gives each text one name, and never a name given before, also after a stale plan', () => {
    const names = statementNames();
    const first = names.of('SELECT 1');
    expect(names.of('SELECT 1')).toBe(first);
    const second = names.of('SELECT 2');
    expect(second).not.toBe(first);
    expect(names.failed('SELECT 1', stalePlan)).toBe(true);
    // The stale text runs unnamed from now on; a new text gets a name nobody had.
    expect(names.of('SELECT 1')).toBeUndefined();
    const third = names.of('SELECT 3');
    expect(third).toBeDefined();
    expect([first, second]).not.toContain(third);
  });

  it('learns only from a stale plan of a named text', () => {
    const names = statementNames();
    names.of('SELECT 1');
    expect(names.failed('SELECT 1', Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(names.failed('SELECT 2', stalePlan)).toBe(false);
    expect(names.of('SELECT 1')).toBeDefined();
  });

  it('names at most the limit of texts, stale ones counted, and runs the rest unnamed', () => {
    const names = statementNames();
    const given = new Set<string>();
    for (let index = 0; index < MAX_NAMED_STATEMENTS + 10; index++) {
      const name = names.of(`SELECT ${index}`);
      if (name !== undefined) given.add(name);
      if (index % 7 === 0) names.failed(`SELECT ${index}`, stalePlan);
    }
    expect(given.size).toBe(MAX_NAMED_STATEMENTS);
  });
});
