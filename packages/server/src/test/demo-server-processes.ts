import { afterAll, beforeAll, expect } from 'vitest';
import { loadDemoBusiness } from '../business/load-demo-business';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import type { ApiAnswer } from './api-fixture';
import { type ServerProcess, type ServerProcesses, startServerProcesses } from './server-processes';
import { openTestDatabase, type TestDatabase } from './test-database';

/** What {@link useDemoServerProcesses} gives a suite; its members are usable once the suite's `beforeAll` has run. */
export interface DemoServerProcesses {
  /** The test's own connection to the database the processes share. */
  readonly db: Database;
  /** The running processes, in start order. */
  readonly servers: ServerProcess[];
  /** Sends request `index` to process `index % count` (round-robin) and parses its JSON answer, if any. */
  send(index: number, path: string, init?: RequestInit): Promise<ApiAnswer>;
}

/**
 * Registers a suite's `beforeAll`/`afterAll` for `count` server processes on one fresh PostgreSQL
 * test database holding the demo business, with the write rate limit off (`env` is added last).
 * After the suite, it fails if any process logged a server fault. Several processes can share
 * PostgreSQL only: call it inside a `testDatabaseKind === 'postgres'` branch.
 */
export function useDemoServerProcesses(count: number, env: Record<string, string | undefined> = {}): DemoServerProcesses {
  let testDatabase: TestDatabase | undefined;
  let processes: ServerProcesses | undefined;

  beforeAll(async () => {
    testDatabase = await openTestDatabase();
    // Set up once, before the processes start: each one's own migrate and demo load are then no-ops.
    await migrate(testDatabase.db);
    await loadDemoBusiness(testDatabase.db);
    processes = await startServerProcesses(count, {
      DATABASE_URL: testDatabase.databaseUrl,
      DATA_DIR: undefined,
      // All requests come from 127.0.0.1: these tests are about exactness, not the write rate limit.
      RATE_LIMIT_WRITES_PER_MINUTE: '0',
      ...env,
    });
  }, 60_000);

  afterAll(async () => {
    try {
      const outputs = processes?.servers.map((server) => server.output()) ?? [];
      await processes?.stop();
      // No process logged a server fault.
      for (const output of outputs) expect(output).not.toMatch(/booking-kit: .* failed/);
    } finally {
      await testDatabase?.dispose();
    }
  }, 60_000);

  return {
    get db() {
      if (!testDatabase) throw new Error('the test database is opened in beforeAll');
      return testDatabase.db;
    },
    get servers() {
      return processes?.servers ?? [];
    },
    async send(index, path, init) {
      const servers = processes?.servers ?? [];
      const server = servers[index % servers.length];
      if (!server) throw new Error('no server');
      const response = await fetch(`${server.baseUrl}${path}`, init);
      const text = await response.text();
      return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined };
    },
  };
}
