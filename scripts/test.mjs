#!/usr/bin/env node
/**
 * `npm test`: every quality gate and test suite of booking-kit, in order, then one summary line
 * `N passed, N failed` (`, N skipped`) that sums them all. Each gate (lint, type check, package
 * checks, builds) counts as one test; the test runners' own counts are read from their JSON reports.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium, ensureHeadlessShell } from './lib/chromium.mjs';
import { playwrightFailures, vitestFailures } from './lib/failed-tests.mjs';
import { ensureHaproxy } from './lib/haproxy.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const results = path.join(root, '.test-results');
/** TypeScript 7's `tsc` (the `typescript-native` alias): named by path, as both versions link a `tsc` bin. */
const TSC_NATIVE = path.join(root, 'node_modules/typescript-native/bin/tsc');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const lines = [];

function run(command, args, env = {}) {
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return { ok: result.status === 0, seconds: ((Date.now() - started) / 1000).toFixed(1) };
}

/** Counts a gate's outcome as one test and adds its summary line. */
function recordGate(name, ok, seconds) {
  totals[ok ? 'passed' : 'failed'] += 1;
  lines.push(`${ok ? 'ok  ' : 'FAIL'} ${name} (${seconds} s)`);
  return ok;
}

/** A gate passes or fails as one test. */
function gate(name, command, args, env) {
  console.info(`\n── ${name} ──`);
  const { ok, seconds } = run(command, args, env);
  return recordGate(name, ok, seconds);
}

/** Runs a command with its output kept (printed later, whole), and resolves with how it went. */
function runCaptured(command, args, env = {}) {
  return new Promise((resolve) => {
    const started = Date.now();
    const seconds = () => ((Date.now() - started) / 1000).toFixed(1);
    const chunks = [];
    const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('error', (error) => resolve({ ok: false, seconds: seconds(), output: String(error) }));
    child.on('close', (code) => resolve({ ok: code === 0, seconds: seconds(), output: Buffer.concat(chunks).toString() }));
  });
}

/**
 * Gates and suites that need nothing from each other, run side by side: each of these is mostly
 * single-threaded (the type check; the package builds use about one core and a third; a small
 * Vitest project; the app's build), so on 2 cores two or three together take little more than
 * the longest alone (the type check beside the builds: about 40–44 s where they took 54 one after
 * the other, from a clean clone here). Each one's output is printed whole once all have ended, in
 * order. An entry with a `report` is a suite (see `suite`), one without a gate.
 * @param {{ name: string, command: string, args: string[], env?: Record<string, string>, report?: string, count?: (report: object) => { passed: number, failed: number, skipped: number, failures: string[] } }[]} list
 * @returns {Promise<boolean[]>} whether each passed
 */
async function sideBySide(list) {
  const outcomes = await Promise.all(list.map(({ command, args, env }) => runCaptured(command, args, env)));
  return list.map(({ name, report, count }, index) => {
    const { ok, seconds, output } = outcomes[index];
    console.info(`\n── ${name} ──`);
    process.stdout.write(output);
    if (!report) return recordGate(name, ok, seconds);
    recordSuite(name, ok, seconds, report, count);
    return ok;
  });
}

/** The summary names at most this many failed tests per suite. */
const LISTED_FAILURES = 20;

/**
 * The counts of a Vitest (Jest-format) JSON report.
 * @param {any} json
 */
function vitestCounts(json) {
  return {
    passed: json.numPassedTests ?? 0,
    failed: json.numFailedTests ?? 0,
    skipped: (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0),
    failures: vitestFailures(json, root),
  };
}

/**
 * The counts of a Playwright JSON report: a test that passed on its retry counts as passed.
 * @param {any} json
 */
function playwrightCounts(json) {
  return {
    passed: (json.stats?.expected ?? 0) + (json.stats?.flaky ?? 0),
    failed: json.stats?.unexpected ?? 0,
    skipped: json.stats?.skipped ?? 0,
    failures: playwrightFailures(json),
  };
}

/**
 * A test suite counts each of its tests, and the summary names those that failed; a runner that
 * crashes without a report counts as one failure.
 */
function suite(name, command, args, report, count, env) {
  console.info(`\n── ${name} ──`);
  const { ok, seconds } = run(command, args, env);
  recordSuite(name, ok, seconds, report, count);
}

/** Adds a finished suite's counts from its JSON report, and its summary lines. */
function recordSuite(name, ok, seconds, report, count) {
  if (!existsSync(report)) {
    totals.failed += 1;
    lines.push(`FAIL ${name}: no report (${seconds} s)`);
    return;
  }
  const counts = count(JSON.parse(readFileSync(report, 'utf8')));
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  totals.skipped += counts.skipped;
  // A runner that exits non-zero with every test passed still failed (a setup error, an unhandled rejection).
  if (!ok && counts.failed === 0) totals.failed += 1;
  lines.push(
    `${ok ? 'ok  ' : 'FAIL'} ${name}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped (${seconds} s)`,
  );
  for (const failure of counts.failures.slice(0, LISTED_FAILURES)) lines.push(`       ✗ ${failure}`);
  if (counts.failures.length > LISTED_FAILURES) lines.push(`       … and ${counts.failures.length - LISTED_FAILURES} more`);
}

/**
 * A tool of the workspace, by its `node_modules/.bin` link: what `npx` would run, without the npm
 * process `npx` starts first to find it (0.6 s of CPU each time, and npm test runs a dozen tools).
 */
const bin = (name) => path.join(root, 'node_modules', '.bin', process.platform === 'win32' ? `${name}.cmd` : name);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

if (process.env.CI && !process.env.DATABASE_URL) {
  console.error('CI must run the server suite on PostgreSQL: set DATABASE_URL.');
  totals.failed += 1;
  lines.push('FAIL server on PostgreSQL: DATABASE_URL is not set in CI');
}

// Chromium for the story tests, its headless shell for the end-to-end and packed-package tests.
for (const [label, ensure] of [
  ['Chromium', ensureChromium],
  ['Chromium headless shell', ensureHeadlessShell],
]) {
  if (ensure()) continue;
  totals.failed += 1;
  lines.push(`FAIL ${label}: not found and could not be installed`);
}

gate('lint and format (biome)', bin('biome'), ['check', '.']);
// The type check reads the packages' sources (the `@booking-kit/source` condition), not their builds.
await sideBySide([
  { name: 'build packages (tsup for CJS and types, Vite for ES modules)', command: npm, args: ['run', 'build:packages'] },
  // TypeScript 7's native compiler checks the same rules as 6 in a third of the CPU (55 → 17 s
  // for the workspace here); 6 stays the `typescript` package, whose API tsup's declarations need.
  { name: 'type check (tsc 7, strict)', command: process.execPath, args: [TSC_NATIVE, '-p', 'tsconfig.json'] },
]);

const vitestReport = path.join(results, 'vitest.json');
/** Unit, server and story tests: one Vitest run of every project (see vitest.config.ts). */
const vitest = {
  name: `unit, server (PGlite${process.env.DATABASE_URL ? ' + PostgreSQL' : ''}) and story tests (vitest, core under TZ=UTC)`,
  command: bin('vitest'),
  args: ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`],
  // The whole run, core included, on UTC: that is the core's UTC run (a separate one repeated it).
  env: { TZ: 'UTC' },
  report: vitestReport,
  count: vitestCounts,
};

/**
 * The gates that read the packages' builds, the app's build and what runs in a browser against
 * it: the app's type check, publint and the core's other two zones, then the app's build, then
 * the end-to-end tests, then the packed packages. Returns whether the app was built.
 */
async function appChain() {
  // The app's type generation loads its Vite config, which imports core's build; publint reads
  // the builds. The core's time arithmetic must not depend on the machine's zone: UTC in
  // Vitest's run, and two more here.
  await sideBySide([
    { name: 'type check app (react-router typegen + tsc)', command: npm, args: ['run', 'typecheck', '-w', '@booking-kit/app'] },
    ...['core', 'react', 'ui', 'embed', 'server'].map((name) => ({
      name: `publint --strict @booking-kit/${name}`,
      command: bin('publint'),
      args: ['--strict', `packages/${name}`],
    })),
    ...['America/New_York', 'Pacific/Chatham'].map((zone) => {
      const report = path.join(results, `core-${zone.replace('/', '-')}.json`);
      return {
        name: `core under TZ=${zone}`,
        command: bin('vitest'),
        args: ['run', '--project', 'core', '--reporter=dot', '--reporter=json', `--outputFile.json=${report}`],
        env: { TZ: zone },
        report,
        count: vitestCounts,
      };
    }),
  ]);
  // After the app's type check: both write its route types (.react-router/).
  const [appBuilt] = await sideBySide([
    { name: 'build reference app (react-router build)', command: npm, args: ['run', 'build', '-w', '@booking-kit/app'] },
  ]);
  if (!appBuilt) return false;
  const e2eReport = path.join(results, 'e2e.json');
  await sideBySide([
    {
      name: 'end to end (Playwright, Chromium)',
      command: bin('playwright'),
      args: ['test', '--reporter=list,json'],
      env: { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport },
      report: e2eReport,
      count: playwrightCounts,
    },
  ]);
  // The tarballs as developers get them, in a fresh Vite + React project outside the workspace,
  // booking against the built app's API server on another origin (hence after the app's build).
  const packedReport = path.join(results, 'packed.json');
  await sideBySide([
    {
      name: 'published packages in a fresh Vite app (npm pack, install, tsc, vite build, Booker against the API in Chromium)',
      command: bin('playwright'),
      args: ['test', '-c', 'tests/packed/playwright.config.ts', '--reporter=list,json'],
      env: { PLAYWRIGHT_JSON_OUTPUT_NAME: packedReport },
      report: packedReport,
      count: playwrightCounts,
    },
  ]);
  return true;
}

// Vitest beside the app's chain. Neither keeps both cores busy all through: Vitest's story files
// run one at a time and its server files wait on their databases and processes (both cores were
// 58-66 % busy for a third of its run), the end-to-end tests wait on browsers and servers, the
// packed test on npm and its build. Side by side they fill each other's gaps. Each one's output is
// printed whole when it ends.
const [, appBuilt] = await Promise.all([sideBySide([vitest]), appChain()]);

// Three app processes behind HAProxy on one PostgreSQL, as docs/deployment.md runs them: alone, as
// it times how soon a booking made through one process disappears from the others' slots.
if (appBuilt && process.env.DATABASE_URL) {
  if (!ensureHaproxy()) {
    totals.failed += 1;
    lines.push('FAIL HAProxy: not found and could not be installed');
  }
  const scaleReport = path.join(results, 'scale.json');
  suite(
    'scale: three app processes behind HAProxy on one PostgreSQL (vitest)',
    bin('vitest'),
    ['run', '-c', 'tests/scale/vitest.config.ts', '--reporter=default', '--reporter=json', `--outputFile.json=${scaleReport}`],
    scaleReport,
    vitestCounts,
  );
}

console.info('\n── summary ──');
for (const line of lines) console.info(line);
console.info(`\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(totals.failed === 0 ? 0 : 1);
