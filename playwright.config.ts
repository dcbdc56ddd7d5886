import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { appServerEnv } from './e2e/app-settings';
import { CHROMIUM_ARGS, HEADLESS_SHELL_PATH } from './scripts/lib/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 3199);
/** The servers of the other two locale strategies (`e2e/locale-strategy-*.spec.ts`), each on its own port. */
const prefixPort = port + 1;
const noPrefixPort = port + 2;

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
    env: appServerEnv(serverPort, mkdtempSync(path.join(tmpdir(), 'booking-kit-e2e-')), extra),
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
  // One database folder made by a first start, copied by every server a test starts (see the file).
  globalSetup: './e2e/data-dir-template.ts',
  fullyParallel: false,
  // Two files at a time, each worker on an app server of its own (see e2e/fixtures.ts): a test
  // spends much of its time waiting on the browser and the server, and on 2 cores the whole run
  // took 4.2 min instead of 5.2 on one worker. E2E_WORKERS=1 runs one file at a time.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    // baseURL: each project's server (the app project's: the worker's own, see e2e/fixtures.ts).
    launchOptions: { executablePath: HEADLESS_SHELL_PATH, args: CHROMIUM_ARGS },
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
    // The default strategy (prefix_except_default): every other spec, each worker on its own server.
    { name: 'app', testIgnore: STRATEGY_SPECS },
    { name: 'prefix', testMatch: /locale-strategy-prefix\.spec\.ts$/, use: { baseURL: `http://127.0.0.1:${prefixPort}` } },
    {
      name: 'no_prefix',
      testMatch: /locale-strategy-no-prefix\.spec\.ts$/,
      use: { baseURL: `http://127.0.0.1:${noPrefixPort}` },
    },
  ],
  webServer: [
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
