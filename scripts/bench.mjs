#!/usr/bin/env node
/**
 * `npm run bench`: prints booking-kit's figures, each next to its target and whether it is met.
 * Nothing here passes or fails; the numbers are for the README and for issue notes.
 *   1. Lighthouse 13 on /widget/appointment/anna-de-vries/massage-60 from the production server
 *      (mobile, simulated throttling, median and range of 3 runs) and the audits that cost time
 *      (scripts/bench-lighthouse.mjs).
 *   2. What Chromium receives for that route: JavaScript (every script and modulepreload, React
 *      and the router included), HTML and CSS, bytes on the wire and content-encoding
 *      (scripts/bench-transfer.mjs).
 *   3. The slot engine: median and p99 of one month (31 days) for 20 and 100 staff with four busy
 *      blocks per staff member per day.
 *   4. The widget budget: what a booking route takes from @booking-kit/react + ui + core, React
 *      excluded (goal ≤ 60 kB gzip), the locale catalogs, each its own chunk, and what each package
 *      (i18next and the other dependencies) adds (see widget-budget.mjs).
 *   5. The booking API over HTTP (scripts/bench-api.mjs): GET /slots and POST /bookings at 50
 *      concurrent clients, on PGlite and, with DATABASE_URL, on PostgreSQL behind four app processes.
 *   6. App CPU per booking and per month of slots beside issue 27's starting commit, built once
 *      beside this checkout, and the slot engine on both (scripts/bench-cpu.mjs).
 *   7. With DATABASE_URL: three app processes behind HAProxy on one PostgreSQL: throughput and
 *      p50/p99 at 50 clients, and how soon a booking is gone from every process's slots
 *      (scripts/bench-scale.mjs).
 * Builds first only when the build is missing or older than its sources.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { apiBenchmarks } from './bench-api.mjs';
import { contentJavaScript, firstPostPath } from './bench-content-js.mjs';
import { cpuComparison } from './bench-cpu.mjs';
import { emailBenchmarks } from './bench-email.mjs';
import { embedHostFigures, lighthouseFigures, MORE_ROUTES } from './bench-lighthouse.mjs';
import { scaleBenchmarks } from './bench-scale.mjs';
import { transferSizes } from './bench-transfer.mjs';
import { ROOT, staleBuildReason, startAppServer } from './lib/app-server.mjs';
import { slotEngineMonth, timeMonths } from './lib/slot-engine-bench.mjs';
import { machineNote, percentile } from './lib/stats.mjs';
import { widgetBudget } from './widget-budget.mjs';

const root = ROOT;
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const began = performance.now();

function buildIfStale() {
  const reason = staleBuildReason();
  if (!reason) {
    console.info('The production build is up to date with the sources: not rebuilding.');
    return;
  }
  console.info(`Building (${reason})…`);
  const result = spawnSync(npm, ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** Lighthouse and the transfer sizes, against one production server on a fresh embedded database. */
async function pageFigures() {
  // A host site on localhost frames the widget for the embed's figures.
  const server = await startAppServer({ env: { FRAME_ANCESTORS: "'self' http://localhost:*" } });
  try {
    const figures = [...(await lighthouseFigures(server.origin))];
    for (const route of MORE_ROUTES) figures.push(...(await lighthouseFigures(server.origin, route)));
    figures.push(...(await embedHostFigures(server.origin)));
    // The content site: its home page and a blog post.
    for (const route of ['/', await firstPostPath(server.origin)])
      figures.push(...(await lighthouseFigures(server.origin, route)));
    return [...figures, ...(await transferSizes(server.origin)), ...(await contentJavaScript(server.origin))];
  } finally {
    await server.stop();
  }
}

async function slotEngine() {
  const { generateSlotStarts, generateSlots } = await import(path.join(root, 'packages/core/dist/esm/index.js'));
  for (const staffCount of [20, 100]) {
    // The engine as the server calls it (an array of start instants), and as `{ start, end }` objects.
    const { times, slots } = timeMonths(slotEngineMonth(generateSlotStarts, staffCount));
    const objects = timeMonths(slotEngineMonth(generateSlots, staffCount)).times;
    console.info(
      `\nSlot engine, 31 days × ${staffCount} staff, 4 busy blocks per staff per day (${slots} slots, 200 runs):` +
        `\n  starts: median ${percentile(times, 50).toFixed(2)} ms, p99 ${percentile(times, 99).toFixed(2)} ms` +
        `\n  { start, end } objects: median ${percentile(objects, 50).toFixed(2)} ms, p99 ${percentile(objects, 99).toFixed(2)} ms`,
    );
  }
}

console.info(`npm run bench — ${new Date().toISOString()}, ${await machineNote()}`);
buildIfStale();
const summary = await pageFigures();
await slotEngine();
await widgetBudget();
summary.push(...(await apiBenchmarks()));
summary.push(...(await cpuComparison()));
summary.push(...(await scaleBenchmarks()));
summary.push(...(await emailBenchmarks()));

console.info(`\nSummary (${await machineNote()}; took ${((performance.now() - began) / 1000).toFixed(0)} s):`);
const width = Math.max(...summary.map((line) => line.name.length));
const valueWidth = Math.max(...summary.map((line) => line.value.length));
for (const line of summary) {
  // A figure without a target (the email delivery's) is printed as measured.
  const verdictText = line.target === undefined ? 'figure' : line.met ? 'met   ' : 'MISSED';
  const targetText = line.target === undefined ? '' : `  target ${line.target}`;
  console.info(`  ${verdictText}  ${line.name.padEnd(width)}  ${line.value.padStart(valueWidth)}${targetText}`);
}
