import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { appServerEnv } from './app-settings';
import { startServer } from './server-process';

/**
 * Playwright's global setup: starts the app server once on an empty folder, as a first
 * `npm start` does (`initdb`, the migrations, the demo business), stops it, and names that folder
 * in `E2E_DATA_DIR_TEMPLATE` (the workers inherit it). Every server a test then starts on a fresh
 * folder starts from a copy of it (`freshDataDir`): about 2 s instead of 6 on a 2-core machine, on
 * each of the run's seven such starts. The locale-strategy servers (Playwright's `webServer`)
 * still start on empty folders, as a first `npm start` does, and so does the packed-packages test.
 * Returns the teardown that removes the folder.
 */
export default async function createDataDirTemplate(): Promise<() => void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'booking-kit-e2e-template-'));
  const server = await startServer(appServerEnv(0, dataDir), 120_000);
  await server.stop();
  process.env.E2E_DATA_DIR_TEMPLATE = dataDir;
  return () => rmSync(dataDir, { recursive: true, force: true });
}
