#!/usr/bin/env node
/**
 * CPU per request, this checkout beside an earlier commit (called by `npm run bench`; alone:
 * `node scripts/bench-cpu.mjs [commit]` after `npm run build`). CPU time moves with the machine
 * (machines of one kind differ by 2×); the ratio of two builds measured in one run on one
 * machine does not. The earlier commit is built once beside this checkout (lib/baseline-build.mjs).
 *
 * For each build, the reference app's production server (one process, NODE_ENV=production, the
 * write rate limit off) on a fresh embedded database and, with DATABASE_URL, on a fresh
 * PostgreSQL database; the builds take turns, before, after, before, after, and each phase keeps
 * the lesser of a build's two runs (see `inTurns`). App CPU per request (the server process and its
 * threads, PGlite's WebAssembly included; on PostgreSQL the database's own backends are printed
 * apart) from /proc, over:
 *   - GET /api/v1/slots for a month of the intro call with any staff member, the slots cache off
 *     (SLOTS_CACHE_MS=0: every request computes the month), 4 clients;
 *   - the same month with the shipped 2 s cache (mostly hits), 4 clients;
 *   - POST /api/v1/bookings, each a distinct free time with Anna, 4 clients, with the emails the
 *     bookings queue (rendered and written by the process's outbox worker) until the outbox is done;
 *     also in two parts, read at the last answer: while the bookings were answered and after, until
 *     the outbox was done. On PGlite the outbox mostly waits behind the bookings for the one
 *     connection, so the second part is the emails; on PostgreSQL it sends beside them.
 * And the slot engine's month for 20 staff (lib/slot-engine-bench.mjs): p50 and p99 on each build's core.
 * Target (issue 27): a third of the earlier commit's CPU per booking and per uncached month; half its slot-engine p99.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT, startAppServer } from './lib/app-server.mjs';
import { baselineBuild } from './lib/baseline-build.mjs';
import { withPostgresDatabase } from './lib/fresh-database.mjs';
import { loopbackFetch } from './lib/loopback-request.mjs';
import { cpuPerRequest, cpuSnapshot } from './lib/process-cpu.mjs';
import { slotEngineMonth, timeMonths } from './lib/slot-engine-bench.mjs';
import { machineNote, percentile } from './lib/stats.mjs';

/** Issue 27's starting commit: the figures it asks to divide by three. */
export const CPU_BASELINE = '1e68a8ec65932933e0e6c1b9ec34f30d789230e6';

const CLIENTS = 4;
const SLOT_REQUESTS = 400;
const BOOKINGS = 300;
const ENV = { RATE_LIMIT_WRITES_PER_MINUTE: '0' };

const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** `count` requests over `clients` concurrent loops; resolves with the statuses. */
async function run(count, clients, request) {
  let next = 0;
  const statuses = {};
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < count) {
        const index = next++;
        const status = await request(index).catch((error) => error.name);
        statuses[status] = (statuses[status] ?? 0) + 1;
      }
    }),
  );
  return statuses;
}

/**
 * The app CPU (and PostgreSQL's) per request of `count` requests, with `settle` awaited before the
 * last reading; `split` also has it in two parts, read when the last answer came: `answering`
 * (while the requests ran) and `settling` (after them, until `settle` resolved).
 */
async function measured(server, databaseName, count, request, settle = async () => undefined) {
  const before = cpuSnapshot({ rootPid: server.pid, databaseName });
  const statuses = await run(count, CLIENTS, request);
  const answered = cpuSnapshot({ rootPid: server.pid, databaseName });
  await settle();
  const after = cpuSnapshot({ rootPid: server.pid, databaseName });
  const split = { answering: cpuPerRequest(before, answered, count), settling: cpuPerRequest(answered, after, count) };
  return { cpu: cpuPerRequest(before, after, count), split, statuses };
}

async function slotsPhase(server, databaseName) {
  const month = `${server.origin}/api/v1/slots?service=intro-call&staff=any&from=${day(0)}&to=${day(30)}&timeZone=Europe/Amsterdam`;
  const ask = async () => {
    const response = await loopbackFetch(month, { headers: { 'accept-encoding': 'br' } });
    await response.arrayBuffer();
    return response.status;
  };
  await run(40, CLIENTS, ask);
  return measured(server, databaseName, SLOT_REQUESTS, ask);
}

/** Anna's free intro-call starts over the next months. */
async function freeStarts(origin, wanted) {
  const starts = [];
  for (let month = 0; month < 8 && starts.length < wanted; month++) {
    const query = `service=intro-call&staff=anna-de-vries&from=${day(month * 31)}&to=${day(month * 31 + 30)}&timeZone=Europe/Amsterdam`;
    const answer = await (await loopbackFetch(`${origin}/api/v1/slots?${query}`)).json();
    for (const slotDay of answer.days ?? []) starts.push(...slotDay.slots.map((slot) => slot.start));
  }
  return starts;
}

/** Until the outbox has nothing due (the emails of the bookings sent), 20 s at most. */
async function outboxDone(origin) {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const health = await (await loopbackFetch(`${origin}/api/v1/health`)).json();
    if (health.outbox?.due === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function bookingsPhase(server, databaseName) {
  const starts = await freeStarts(server.origin, BOOKINGS + 20);
  const book = async (index) => {
    const response = await loopbackFetch(`${server.origin}/api/v1/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'br' },
      body: JSON.stringify({
        service: 'intro-call',
        staff: 'anna-de-vries',
        start: starts[index],
        timeZone: 'Europe/Amsterdam',
        locale: 'en',
        contact: { firstName: 'Ada', lastName: 'Lovelace', email: `bench-${index}@example.com` },
      }),
    });
    await response.arrayBuffer();
    return response.status;
  };
  // Warm-up on the last 20 starts, then the measured bookings on the others.
  await run(20, CLIENTS, (index) => book(BOOKINGS + index));
  await outboxDone(server.origin);
  return measured(server, databaseName, Math.min(BOOKINGS, starts.length - 20), book, () => outboxDone(server.origin));
}

/** The three phases for the build in `root` on one database (`env` names it). */
async function figuresOf(root, env, databaseName) {
  let server = await startAppServer({ root, env: { ...ENV, ...env, SLOTS_CACHE_MS: '0' } });
  const figures = {};
  try {
    figures.uncached = await slotsPhase(server, databaseName);
    figures.bookings = await bookingsPhase(server, databaseName);
  } finally {
    await server.stop();
  }
  server = await startAppServer({ root, env: { ...ENV, ...env } });
  try {
    figures.cached = await slotsPhase(server, databaseName);
  } finally {
    await server.stop();
  }
  return figures;
}

const fmt = (value) => (value === undefined ? '—' : `${value.toFixed(2)} ms`);

function printComparison(label, before, after) {
  console.info(`\n${label} — app CPU per request (lower is better; the database's own backends apart):`);
  for (const [key, name] of [
    ['bookings', 'POST /bookings (with its emails)'],
    ['uncached', 'GET /slots month, cache off'],
    ['cached', 'GET /slots month, cache 2 s'],
  ]) {
    const old = before[key].cpu;
    const now = after[key].cpu;
    const ratio = old && now ? old.app / now.app : undefined;
    const postgres =
      old?.postgres || now?.postgres ? `  (PostgreSQL backends ${fmt(old?.postgres)} → ${fmt(now?.postgres)})` : '';
    console.info(
      `  ${name.padEnd(36)} ${fmt(old?.app).padStart(9)} → ${fmt(now?.app).padStart(9)}   ÷${ratio?.toFixed(2) ?? '—'}${key === 'cached' ? '' : ' (target ÷3)'}${postgres}`,
    );
    // A booking's CPU in two parts: while the bookings were answered, and after the last answer
    // until the outbox was done (on PGlite, where the outbox waits for the one connection, the emails).
    if (key === 'bookings' && old && now) {
      for (const [part, words] of [
        ['answering', 'while answering'],
        ['settling', 'after, until the outbox is done'],
      ])
        console.info(
          `    ${words.padEnd(32)} ${fmt(before[key].split[part]?.app).padStart(9)} → ${fmt(after[key].split[part]?.app).padStart(9)}   ÷${(before[key].split[part].app / after[key].split[part].app).toFixed(2)}`,
        );
    }
    const odd = [after[key].statuses, before[key].statuses].find((statuses) =>
      Object.keys(statuses).some((status) => !/^20[01]$/.test(status)),
    );
    if (odd)
      console.info(
        `  ${''.padEnd(36)} statuses ${JSON.stringify(before[key].statuses)} → ${JSON.stringify(after[key].statuses)}`,
      );
  }
}

/**
 * The figures of both builds, measured in turns before, after, before, after; of each build's two
 * runs, each phase's figures are those of the run that took less CPU in it. A machine of this kind
 * changes speed within minutes (the same builds gave ÷2.33 a booking and ÷1.83 half an hour
 * later), and what slows it (other work on the host) only ever adds CPU time to a run, never takes
 * it away: the lesser of two runs is the nearer to what the build costs. The turns alternate, so
 * that a build's two runs are minutes apart: a slow spell then rarely takes both (averaged runs in
 * the order before, after, after, before gave ÷2.32 once and ÷1.47 an hour later).
 * @param {{ before: string, after: string }} builds the checkout of each build
 * @param {(root: string) => Promise<object>} measure one run of the phases on a build
 */
async function inTurns(builds, measure) {
  const runs = { before: [], after: [] };
  for (const name of ['before', 'after', 'before', 'after']) runs[name].push(await measure(builds[name]));
  return { before: leastOf(runs.before), after: leastOf(runs.after) };
}

/** Each phase as the run that took the least app CPU in it measured it; the statuses of all runs added up. */
function leastOf(runs) {
  const phase = (list) => {
    const statuses = {};
    for (const { statuses: counts } of list) {
      for (const [status, count] of Object.entries(counts)) statuses[status] = (statuses[status] ?? 0) + count;
    }
    const least = list.reduce((best, item) => ((item.cpu?.app ?? Infinity) < (best.cpu?.app ?? Infinity) ? item : best));
    return { ...least, statuses };
  };
  return Object.fromEntries(Object.keys(runs[0]).map((key) => [key, phase(runs.map((run) => run[key]))]));
}

/** Runs the comparison with `commit`'s build; prints it; returns the summary lines for `npm run bench`. */
export async function cpuComparison(commit = CPU_BASELINE) {
  const baseline = baselineBuild(commit);
  const short = commit.slice(0, 7);
  console.info(
    `\nCPU per request, ${short} (issue 27's start) → this checkout, on one machine in turns (before, after, before, after; the lesser of each build's two runs) — ${await machineNote()}`,
  );
  const summary = [];
  const builds = { before: baseline, after: ROOT };
  // Each server startAppServer starts gets a fresh data folder of its own (its embedded database).
  const pglite = await inTurns(builds, (root) => figuresOf(root, {}));
  printComparison('Embedded PGlite', pglite.before, pglite.after);
  const ratioLine = (where, figures, key, label) => {
    const ratio = figures.before[key].cpu.app / figures.after[key].cpu.app;
    summary.push({
      name: `${where}: ${label}, app CPU ÷ ${short}'s`,
      value: `÷${ratio.toFixed(2)}`,
      target: '≥ ÷3',
      met: ratio >= 3,
    });
  };
  ratioLine('PGlite', pglite, 'bookings', 'booking');
  ratioLine('PGlite', pglite, 'uncached', 'uncached month');
  if (process.env.DATABASE_URL) {
    const postgres = await inTurns(builds, (root) =>
      withPostgresDatabase(process.env.DATABASE_URL, (databaseUrl, databaseName) =>
        figuresOf(root, { DATABASE_URL: databaseUrl }, databaseName),
      ),
    );
    printComparison('PostgreSQL (one app process)', postgres.before, postgres.after);
    ratioLine('PostgreSQL', postgres, 'bookings', 'booking');
    ratioLine('PostgreSQL', postgres, 'uncached', 'uncached month');
  }

  // The slot engine on each build's core, taking turns twice: each build's engine as its server
  // calls it (`generateSlotStarts` where the build has it, an array of start instants; before it,
  // `generateSlots`), and this checkout's `{ start, end }` objects too, as a library user gets them.
  const baselineCore = await import(pathToFileURL(path.join(baseline, 'packages/core/dist/esm/index.js')).href);
  const core = await import(pathToFileURL(path.join(ROOT, 'packages/core/dist/esm/index.js')).href);
  const engines = {
    before: baselineCore.generateSlotStarts ?? baselineCore.generateSlots,
    after: core.generateSlotStarts ?? core.generateSlots,
    objects: core.generateSlots,
  };
  const times = { before: [], after: [], objects: [] };
  for (let round = 0; round < 2; round++) {
    for (const name of Object.keys(engines)) times[name].push(...timeMonths(slotEngineMonth(engines[name], 20), 100).times);
  }
  const p = (name, q) =>
    percentile(
      times[name].sort((a, b) => a - b),
      q,
    );
  console.info(
    `\nSlot engine, 31 days × 20 staff (200 runs each, taking turns): ${short} p50 ${p('before', 50).toFixed(2)} ms, p99 ${p('before', 99).toFixed(2)} ms → this checkout p50 ${p('after', 50).toFixed(2)} ms, p99 ${p('after', 99).toFixed(2)} ms (target: p99 at most half); as { start, end } objects (generateSlots) p50 ${p('objects', 50).toFixed(2)} ms, p99 ${p('objects', 99).toFixed(2)} ms`,
  );
  summary.push({
    name: `slot engine 31 d × 20 staff p99 vs ${short}'s`,
    value: `${p('after', 99).toFixed(2)} / ${p('before', 99).toFixed(2)} ms`,
    target: '≤ half',
    met: p('after', 99) <= p('before', 99) / 2,
  });
  return summary;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await cpuComparison(process.argv[2]);
