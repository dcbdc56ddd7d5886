import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { E2E_ADMIN_API_KEY, E2E_PREVIEW_TOKEN } from './e2e/admin-key';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/lib/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 3199);
/** The servers of the other two locale strategies (`e2e/locale-strategy-*.spec.ts`), each on its own port. */
const prefixPort = port + 1;
const noPrefixPort = port + 2;
// A fresh embedded database for every run: the demo business is loaded into it on start. The
// config is read again in each test worker, which inherits this environment: they all name the
// server's folder, whose `mail/` the email tests read (no SMTP_URL: the server writes files).
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'booking-kit-e2e-'));
const dataDir = process.env.E2E_DATA_DIR;
const serverEnv: Record<string, string> = {};
for (const [key, value] of Object.entries(process.env)) {
  if (value !== undefined && key !== 'DATABASE_URL') serverEnv[key] = value;
}

/**
 * The demo business with one service that locks its language: Chloé's yoga class, taught in
 * French. Only the `prefix` server loads it, so the other tests book the demo as DEMO.md has it.
 */
function businessWithLockedService(): string {
  const demo = JSON.parse(readFileSync('packages/server/demo/harbor-wellness.json', 'utf8'));
  for (const service of demo.services) if (service.slug === 'yoga-class') service.lockedLocale = 'fr';
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'booking-kit-e2e-business-')), 'business.json');
  writeFileSync(file, JSON.stringify(demo));
  return file;
}

/** A server of the reference app on `serverPort`, on its own fresh embedded database, with `extra` settings. */
function appServer(serverPort: number, extra: Record<string, string> = {}) {
  return {
    command: 'node packages/app/server.js',
    url: `http://127.0.0.1:${serverPort}/api/v1/health`,
    env: {
      ...serverEnv,
      PORT: String(serverPort),
      HOST: '127.0.0.1',
      DATA_DIR: serverPort === port ? dataDir : mkdtempSync(path.join(tmpdir(), 'booking-kit-e2e-')),
      // The links in emails point at this server; the emails are files, whatever the caller's SMTP_URL.
      PUBLIC_URL: `http://127.0.0.1:${serverPort}`,
      SMTP_URL: '',
      // The webhook test's receiver listens on 127.0.0.1, a loopback address a deployment refuses.
      WEBHOOK_ALLOW_PRIVATE_TARGETS: '1',
      NODE_ENV: 'production',
      // Playwright lays this env over its own process's, so DATABASE_URL (which CI sets for the
      // server suites) must be emptied here: the server under test runs on its fresh embedded
      // database, never on the shared PostgreSQL the server tests use.
      DATABASE_URL: '',
      // The admin API, for tests that set up what a business would (a one-time link, a page).
      ADMIN_API_KEY: E2E_ADMIN_API_KEY,
      // The demo preview's token, known to the tests (otherwise a random one is printed on first start).
      PREVIEW_TOKEN: E2E_PREVIEW_TOKEN,
      ...extra,
    },
    timeout: 60_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  };
}

/** The specs that run against the `prefix` and `no_prefix` servers. */
const STRATEGY_SPECS = /locale-strategy-(prefix|no-prefix)\.spec\.ts$/;

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
  projects: [
    // The default strategy (prefix_except_default): every other spec.
    { name: 'app', testIgnore: STRATEGY_SPECS },
    { name: 'prefix', testMatch: /locale-strategy-prefix\.spec\.ts$/, use: { baseURL: `http://127.0.0.1:${prefixPort}` } },
    {
      name: 'no_prefix',
      testMatch: /locale-strategy-no-prefix\.spec\.ts$/,
      use: { baseURL: `http://127.0.0.1:${noPrefixPort}` },
    },
  ],
  webServer: [
    appServer(port),
    // Every locale in the path, a fallback for browsers in no supported language, behind a proxy
    // that says the visitor came over HTTPS, and a service that locks its language.
    appServer(prefixPort, {
      LOCALE_STRATEGY: 'prefix',
      LOCALE_FALLBACK: 'nl',
      TRUST_PROXY: '1',
      BUSINESS_FILE: businessWithLockedService(),
    }),
    // No locale in any path, `/` sent to the team's calendar, a host site that embeds the widget,
    // and its own title separator.
    appServer(noPrefixPort, {
      LOCALE_STRATEGY: 'no_prefix',
      ROOT_REDIRECT: '/widget/appointment/harbor-studio',
      // `localhost` is another site than `127.0.0.1` (the widget's cookies stay behind), and still a
      // local one, which Chromium lets frame a local server.
      FRAME_ANCESTORS: "'self' http://localhost:*",
      // A site that sets its own title separator (the spec's default '|' elsewhere).
      TITLE_SEPARATOR: '·',
    }),
  ],
});
