import { createServer } from 'node:net';
import { test as base } from '@playwright/test';
import { appServerEnv } from './app-settings';
import { freshDataDir, type ServerProcess, startServer } from './server-process';

export { expect } from '@playwright/test';

/** A port nothing listens on now, as the system hands one out. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** The app server of a worker's tests: where it listens and the folder of its embedded database. */
export interface WorkerApp {
  origin: string;
  port: number;
  /** Its `DATA_DIR`: the emails it sends are files under `mail/`. */
  dataDir: string;
}

/**
 * Playwright's `test`, where every worker of the `app` project runs its tests against an app
 * server of its own, on a fresh embedded database with the demo business: the workers run side
 * by side, and one never books a time another's test is about to hold. `baseURL` is that server's
 * origin (the locale-strategy projects keep their own servers, from the config). A worker that
 * restarts after a failed test starts a fresh server.
 */
export const test = base.extend<{ workerApp: WorkerApp }, { workerServer: ServerProcess | null }>({
  workerServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from its first parameter's pattern; this one has none
    async ({}, use, workerInfo) => {
      if (workerInfo.project.name !== 'app') return use(null);
      const port = await freePort();
      const dataDir = freshDataDir();
      const server = await startServer(appServerEnv(port, dataDir), 120_000);
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 150_000 },
  ],
  workerApp: async ({ workerServer }, use) => {
    if (!workerServer) throw new Error('workerApp: only the app project runs its own server');
    await use({ origin: `http://127.0.0.1:${workerServer.port}`, port: workerServer.port, dataDir: workerServer.dataDir });
  },
  baseURL: async ({ workerServer, baseURL }, use) => use(workerServer ? `http://127.0.0.1:${workerServer.port}` : baseURL),
});
