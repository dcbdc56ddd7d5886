import { afterAll, beforeAll } from 'vitest';
import type { Database, Transaction } from '../db/database';
import { migrate } from '../db/migrate';
import { openDemoDatabase, openTestDatabase, type TestDatabase } from './test-database';

/** Opens a fresh database with the migrations applied and nothing in it: for the tests that import their own business. */
export async function openMigratedDatabase(): Promise<TestDatabase> {
  const testDatabase = await openTestDatabase();
  await migrate(testDatabase.db);
  return testDatabase;
}

/**
 * One database for all the tests of a file: registers the file's `beforeAll`, which opens it with
 * `open` (by default the demo business's, `openDemoDatabase`), and its `afterAll`, which disposes of
 * it. Answers a `Database` that stands for it, so the tests can name it at the top of the file
 * before it exists; its calls reach the database once that `beforeAll` has run. Hooks run in the
 * order they are registered: a `beforeAll` registered after this call can already use it.
 */
export function useFileDatabase(open: () => Promise<TestDatabase> = openDemoDatabase): Database {
  let testDatabase: TestDatabase | undefined;
  beforeAll(async () => {
    testDatabase = await open();
  });
  afterAll(async () => {
    await testDatabase?.dispose();
  });
  const current = (): Database => {
    if (!testDatabase) throw new Error('the file’s database is opened in its beforeAll');
    return testDatabase.db;
  };
  return {
    get kind() {
      return current().kind;
    },
    query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]) {
      return current().query<T>(sql, params);
    },
    exec: (sql) => current().exec(sql),
    transaction<T>(fn: (tx: Transaction) => Promise<T>) {
      return current().transaction(fn);
    },
    close: () => current().close(),
    listen: (channel, listener) => current().listen(channel, listener),
  };
}
