#!/usr/bin/env node
/**
 * API load (called by `npm run bench`; alone: `node scripts/bench-api.mjs` after `npm run build`).
 * The booking API as deployed: the reference app's production server (`node packages/app/server.js`,
 * NODE_ENV=production, /api/v1 through React Router's handler) on 127.0.0.1, with the write rate
 * limit OFF (RATE_LIMIT_WRITES_PER_MINUTE=0: every request comes from one address, which a real
 * deployment would limit per visitor).
 *   - embedded PGlite: one process (PGlite is one connection in one process), a fresh DATA_DIR;
 *   - PostgreSQL, when DATABASE_URL is set: a fresh database created on that server and dropped
 *     afterwards, FOUR app processes behind one port (node:cluster, scripts/lib/app-cluster.mjs;
 *     the primary hands each connection to a worker in turn).
 * On each:
 *   - GET /api/v1/slots for a month (intro-call, staff any, Europe/Amsterdam): with the server's
 *     slots cache off (SLOTS_CACHE_MS=0: every request computes the month) at 1 and at 50
 *     concurrent clients, then as shipped (2 s cache: the same month is mostly a hit) at 50;
 *   - POST /api/v1/bookings, one client (the service time of a booking, no queueing) and 50
 *     concurrent clients, each request a distinct free (staff, start) of intro-call.
 * Clients send Node fetch's `Accept-Encoding: gzip, deflate`, so answers over 1 kB come gzipped, as
 * to a browser. Each client sends its next request when its answer is in (a closed loop with no
 * pause): at 50 clients, latency ≈ 50 ÷ throughput. Prints p50/p95/p99, requests per second, the
 * status mix, and the CPU time per request of the app processes, the PostgreSQL backends and the
 * load generator (which runs on the same machine) from /proc, with the rate that CPU allows.
 * Targets: GET /slots month p99 ≤ 50 ms, POST /bookings p99 ≤ 100 ms (both at 50 clients). Every
 * phase is bounded in requests and in time (PHASE_LIMIT_MS; each request also times out), and only
 * 127.0.0.1 is asked.
 */
import { rmSync } from 'node:fs';
import { cpus } from 'node:os';
import { pathToFileURL } from 'node:url';
import { freshDataDir, startAppServer } from './lib/app-server.mjs';
import { withPostgresDatabase } from './lib/fresh-database.mjs';
import { loopbackFetch as fetchLoopback } from './lib/loopback-request.mjs';

import { cpuPerRequest, cpuSnapshot } from './lib/process-cpu.mjs';
import { machineNote, percentile, verdict } from './lib/stats.mjs';

const CLIENTS = 50;
const SLOT_REQUESTS = 1000;
const BOOKING_REQUESTS = 1000;
const SERIAL_BOOKINGS = 40;
const SERIAL_SLOTS = 40;
const POSTGRES_WORKERS = 4;
/** No phase runs longer than this; it stops early and reports what it measured. */
const PHASE_LIMIT_MS = 20_000;
/** A request unanswered after this counts as 'timeout'. */
const REQUEST_TIMEOUT_MS = 10_000;
/** fetch to the bench's own server, with the benchmark's time limit. */
const loopbackFetch = (url, init = {}) => fetchLoopback(url, init, REQUEST_TIMEOUT_MS);
const SLOTS_TARGET_MS = 50;
const BOOKINGS_TARGET_MS = 100;
const BENCH_ENV = { RATE_LIMIT_WRITES_PER_MINUTE: '0' };

/**
 * Runs at most `total` requests with `clients` concurrent workers (each sends its next request
 * when its previous answer is in), stopping after PHASE_LIMIT_MS. `request(index)` resolves with
 * the status; a failure counts as its error name.
 */
async function load(total, clients, request, sampleCpu = () => undefined) {
  const cpuBefore = sampleCpu();
  const latencies = [];
  const statuses = {};
  let next = 0;
  const started = performance.now();
  const stopAt = started + PHASE_LIMIT_MS;
  const worker = async () => {
    while (next < total && performance.now() < stopAt) {
      const index = next++;
      const begun = performance.now();
      let status;
      try {
        status = await request(index);
      } catch (error) {
        status = error.name === 'TimeoutError' ? 'timeout' : (error.cause?.code ?? error.name);
      }
      latencies.push(performance.now() - begun);
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: clients }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const cpu = cpuPerRequest(cpuBefore, sampleCpu(), latencies.length);
  return { count: latencies.length, total, seconds, latencies, statuses, clients, cpu };
}

/** One figure line: p50/p95/p99, rate, status mix and the target. */
function report(label, result, { targetMs, rateOf = 'requests', okStatus } = {}) {
  const { count, total, seconds, latencies, statuses } = result;
  const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(latencies, p));
  const ok = okStatus === undefined ? count : (statuses[okStatus] ?? 0);
  const target = targetMs === undefined ? '' : `  target p99 ≤ ${targetMs} ms: ${verdict(p99, '≤', targetMs)}`;
  const cut = count < total ? `, stopped at the ${PHASE_LIMIT_MS / 1000} s limit` : '';
  console.info(
    `  ${label.padEnd(40)} p50 ${p50.toFixed(1).padStart(6)} ms  p95 ${p95.toFixed(1).padStart(6)} ms  p99 ${p99.toFixed(1).padStart(6)} ms` +
      `  ${(ok / seconds).toFixed(0).padStart(4)} ${rateOf}/s${target}`,
  );
  console.info(`  ${''.padEnd(40)} ${count} requests in ${seconds.toFixed(1)} s${cut}; statuses ${JSON.stringify(statuses)}`);
  const { cpu, clients } = result;
  // One client's phase is too short for CPU times counted in 10 ms ticks.
  if (cpu && clients > 1) {
    const floor = (clients / cpu.ceiling) * 1000;
    console.info(
      `  ${''.padEnd(40)} CPU per request: app ${cpu.app.toFixed(1)} ms` +
        `${cpu.postgres > 0 ? `, PostgreSQL ${cpu.postgres.toFixed(1)} ms` : ''}, load generator ${cpu.generator.toFixed(1)} ms` +
        ` → that CPU allows at most ${cpu.ceiling.toFixed(0)} ${rateOf}/s on ${cpus().length} otherwise idle cores,` +
        ` i.e. a mean latency ≥ ${floor.toFixed(0)} ms at ${clients} clients`,
    );
  }
}

const dateKey = (offsetDays) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** GET /slots for a month at CLIENTS concurrent clients (and at one, when `serial`). */
async function slotsPhase(origin, label, sampler, serial = false) {
  const url = `${origin}/api/v1/slots?service=intro-call&staff=any&from=${dateKey(1)}&to=${dateKey(31)}&timeZone=Europe/Amsterdam`;
  const getSlots = async () => {
    const response = await loopbackFetch(url);
    await response.arrayBuffer();
    return response.status;
  };
  const probe = await (await loopbackFetch(url)).json();
  const offered = probe.days.reduce((sum, day) => sum + day.slots.length, 0);
  await load(100, CLIENTS, getSlots); // warm-up, not counted
  if (serial) report(`GET /slots month, 1 client, ${label}`, await load(SERIAL_SLOTS, 1, getSlots, sampler));
  const result = await load(SLOT_REQUESTS, CLIENTS, getSlots, sampler);
  report(`GET /slots month, ${CLIENTS} clients, ${label}`, result, { targetMs: SLOTS_TARGET_MS });
  return { result, offered, days: probe.days.length };
}

/** Distinct free (staff, start) pairs of intro-call over the next 60 days, interleaved over staff and days. */
async function freeSlots(origin) {
  const free = await (
    await loopbackFetch(`${origin}/api/v1/slots?service=intro-call&staff=any&from=${dateKey(1)}&to=${dateKey(60)}&timeZone=UTC`)
  ).json();
  const pairs = free.days.flatMap((day) =>
    day.slots.flatMap((slot) => slot.staff.map((staff) => ({ staff, start: slot.start }))),
  );
  // Simultaneous requests go to different staff members and days.
  return pairs
    .map((pair, index) => ({ pair, key: (index * 7919) % pairs.length }))
    .sort((a, b) => a.key - b.key)
    .map(({ pair }) => pair);
}

/** POST /bookings: one client, then CLIENTS concurrent clients, every request a distinct free slot. */
async function bookingsPhase(origin, sampler) {
  const targets = await freeSlots(origin);
  let used = 0;
  const book = async () => {
    const index = used++;
    const target = targets[index];
    const response = await loopbackFetch(`${origin}/api/v1/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        service: 'intro-call',
        staff: target.staff,
        start: target.start,
        timeZone: 'Europe/Amsterdam',
        locale: 'en',
        contact: { firstName: 'Bench', lastName: 'Mark', email: `bench-${index}@example.com`, phone: '+31 6 1234 5678' },
      }),
    });
    await response.arrayBuffer();
    return response.status;
  };
  await load(10, 1, book); // warm-up, not counted
  const serial = await load(Math.min(SERIAL_BOOKINGS, targets.length - used), 1, book, sampler);
  report('POST /bookings, 1 client', serial, { rateOf: 'bookings', okStatus: 201 });
  const concurrent = await load(Math.min(BOOKING_REQUESTS, targets.length - used), CLIENTS, book, sampler);
  report(`POST /bookings, ${CLIENTS} clients`, concurrent, { targetMs: BOOKINGS_TARGET_MS, rateOf: 'bookings', okStatus: 201 });
  return { serial, concurrent, freePairs: targets.length };
}

/** Both slots phases and the bookings phases on one database; `start(env)` starts the server(s). */
async function measure(label, start, databaseName) {
  console.info(`\nBooking API on ${label} — ${await machineNote()}:`);
  const figures = {};
  // Cache off first: the month is computed by every request.
  let server = await start({ ...BENCH_ENV, SLOTS_CACHE_MS: '0' });
  const sampler = (running) => () => cpuSnapshot({ rootPid: running.pid, databaseName });
  try {
    const { offered, days, result } = await slotsPhase(server.origin, 'cache off', sampler(server), true);
    figures.slotsUncached = result;
    console.info(`  ${''.padEnd(40)} (the answer: ${days} days, ${offered} slots)`);
  } finally {
    await server.stop();
  }
  server = await start(BENCH_ENV);
  try {
    figures.slotsCached = (await slotsPhase(server.origin, 'cache 2 s', sampler(server))).result;
    Object.assign(figures, await bookingsPhase(server.origin, sampler(server)));
    const faults = server.output().match(/booking-kit: .*(failed|unhandled|uncaught).*/g);
    if (faults) console.info(`  server faults logged (${faults.length}): ${faults.slice(0, 3).join(' | ')}`);
  } finally {
    await server.stop();
  }
  return figures;
}

/** The figures for the summary of `npm run bench`. */
function summaryOf(where, figures) {
  const p99 = (result) => percentile(result.latencies, 99);
  const line = (name, result, targetMs) => ({
    name: `${where}: ${name} p99`,
    value: `${p99(result).toFixed(0)} ms`,
    target: `≤ ${targetMs} ms`,
    met: p99(result) <= targetMs,
  });
  const booked = figures.concurrent.statuses[201] ?? 0;
  return [
    line(`GET /slots month, ${CLIENTS} clients, cache off`, figures.slotsUncached, SLOTS_TARGET_MS),
    line(`GET /slots month, ${CLIENTS} clients, cache 2 s`, figures.slotsCached, SLOTS_TARGET_MS),
    {
      ...line(`POST /bookings, ${CLIENTS} clients`, figures.concurrent, BOOKINGS_TARGET_MS),
      value: `${p99(figures.concurrent).toFixed(0)} ms (${(booked / figures.concurrent.seconds).toFixed(0)} bookings/s)`,
    },
  ];
}

/** Prints the API figures; needs the production build (packages/app/build). Returns the summary lines. */
export async function apiBenchmarks() {
  const results = {};
  const dataDir = freshDataDir('bk-bench-api-');
  try {
    results.pglite = await measure('embedded PGlite (one app process, fresh DATA_DIR), rate limit off', (env) =>
      startAppServer({ env, dataDir }),
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) {
    results.postgres = await withPostgresDatabase(adminUrl, (databaseUrl, name) =>
      measure(
        `PostgreSQL (fresh database ${name}; ${POSTGRES_WORKERS} app processes behind one port with node:cluster), rate limit off`,
        (env) => startAppServer({ env: { ...env, DATABASE_URL: databaseUrl }, workers: POSTGRES_WORKERS }),
        name,
      ),
    );
  } else {
    console.info('\n(DATABASE_URL is not set: no PostgreSQL figures. Set it, e.g. postgres://postgres@127.0.0.1:5432/test.)');
  }
  return [
    ...summaryOf('PGlite', results.pglite),
    ...(results.postgres ? summaryOf(`PostgreSQL ×${POSTGRES_WORKERS}`, results.postgres) : []),
  ];
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await apiBenchmarks();
