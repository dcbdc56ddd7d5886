import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, HEADLESS_SHELL_PATH } from '../../scripts/lib/chromium.mjs';

/**
 * The packed-packages suite: the published tarballs installed into a fresh Vite + React project
 * outside the workspace, built, and driven in Chromium against the reference app's API server on
 * another origin (the spec starts it). Run with
 * `npx playwright test -c tests/packed/playwright.config.ts` after `npm run build` (the packages
 * for the tarballs, the app for its server).
 */
export default defineConfig({
  testDir: '.',
  testMatch: 'packed.spec.ts',
  outputDir: '../../.test-results/packed',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // Installing the tarballs and building the consumer app take a while on 2 cores.
  timeout: 300_000,
  expect: { timeout: 10_000 },
  use: {
    launchOptions: { executablePath: HEADLESS_SHELL_PATH, args: CHROMIUM_ARGS },
    locale: 'en-US',
    timezoneId: 'Europe/Amsterdam',
    trace: 'off',
  },
});
