import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { E2E_ADMIN_API_KEY, E2E_PREVIEW_TOKEN } from './e2e/admin-key';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/lib/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 3199);
// A fresh embedded database for every run: the demo business is loaded into it on start.
const dataDir = mkdtempSync(path.join(tmpdir(), 'booking-kit-e2e-'));
const serverEnv: Record<string, string> = {};
for (const [key, value] of Object.entries(process.env)) {
  if (value !== undefined && key !== 'DATABASE_URL') serverEnv[key] = value;
}

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    locale: 'en-US',
    timezoneId: 'Europe/Amsterdam',
    // A returning visitor who accepted all cookies: the banner (tested on its own in
    // cookie-consent.spec.ts, in a fresh context) does not cover what the other tests click.
    storageState: {
      cookies: [
        {
          name: 'bk-consent',
          value: 'all',
          domain: '127.0.0.1',
          path: '/',
          expires: -1,
          httpOnly: false,
          secure: false,
          sameSite: 'Lax',
        },
      ],
      origins: [],
    },
    trace: 'off',
  },
  webServer: {
    command: 'node packages/app/server.js',
    url: `http://127.0.0.1:${port}/api/v1/health`,
    env: {
      ...serverEnv,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      // Playwright lays this env over its own process's, so DATABASE_URL (which CI sets for the
      // server suites) must be emptied here: the server under test runs on its fresh embedded
      // database, never on the shared PostgreSQL the server tests use.
      DATABASE_URL: '',
      // The admin API, for tests that set up what a business would (a one-time link, a page).
      ADMIN_API_KEY: E2E_ADMIN_API_KEY,
      // The demo preview's token, known to the tests (otherwise a random one is printed on first start).
      PREVIEW_TOKEN: E2E_PREVIEW_TOKEN,
    },
    timeout: 60_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
