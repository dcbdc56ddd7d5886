#!/usr/bin/env node
/**
 * API benchmarks (called by `npm run bench` after its other figures; also runs on its own after
 * `npm run build:packages`): one `booking-kit-server serve` process from packages/server/dist,
 * on embedded PGlite in a temporary DATA_DIR and, when DATABASE_URL is set, on a fresh PostgreSQL
 * database that is dropped afterwards. Loopback traffic only; every phase is bounded in requests
 * and in time.
 *   - GET /api/v1/slots for a month (intro-call, staff any, visitor zone Europe/Amsterdam) at 1
 *     and at 50 concurrent clients;
 *   - POST /api/v1/bookings at 50 concurrent clients, each booking a distinct free slot (staff and
 *     start from the slots on offer over the next 60 days).
 * Prints median, p99 and requests per second. Goals (issue 3): slots p99 ≤ 50 ms at 50 clients,
 * bookings p99 ≤ 100 ms.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cli = path.join(root, 'packages/server/dist/cli.js');

const SLOT_REQUESTS_SERIAL = 200;
const SLOT_REQUESTS_CONCURRENT = 2000;
const BOOKING_REQUESTS = 1000;
const CLIENTS = 50;
/** No phase runs longer than this; it stops early and reports what it measured. */
const PHASE_LIMIT_MS = 30_000;

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

async function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function startServer(env) {
  const port = await freePort();
  const child = spawn(process.execPath, [cli, 'serve'], {
    cwd: root,
    // Every request comes from 127.0.0.1: the write rate limit (per client) is off, as behind a proxy's own limit.
    env: { ...env, PORT: String(port), RATE_LIMIT_WRITES_PER_MINUTE: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const base = `http://127.0.0.1:${port}/api/v1`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited:\n${output}`);
    try {
      if ((await fetch(`${base}/health`)).ok) break;
    } catch {}
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
  };
  return { base, stop, output: () => output };
}

/**
 * Runs `total` requests with `clients` concurrent workers (each sends its next request when its
 * previous answer is in), stopping early after PHASE_LIMIT_MS. `request(index)` returns the status.
 */
async function load(total, clients, request) {
  const latencies = [];
  const statuses = {};
  let next = 0;
  const started = performance.now();
  const stopAt = started + PHASE_LIMIT_MS;
  const worker = async () => {
    while (next < total && performance.now() < stopAt) {
      const index = next++;
      const begun = performance.now();
      const status = await request(index);
      latencies.push(performance.now() - begun);
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: clients }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { count: latencies.length, seconds, latencies, statuses };
}

function report(label, { count, seconds, latencies, statuses }, goalMs) {
  const median = percentile(latencies, 50);
  const p99 = percentile(latencies, 99);
  const goal = goalMs === undefined ? '' : `  (goal p99 ≤ ${goalMs} ms: ${p99 <= goalMs ? 'met' : 'missed'})`;
  console.info(
    `  ${label}: median ${median.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, ${(count / seconds).toFixed(0)} requests/s` +
      ` (${count} requests in ${seconds.toFixed(1)} s, statuses ${JSON.stringify(statuses)})${goal}`,
  );
}

const dateKey = (offsetDays) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

async function measure(label, env) {
  const server = await startServer(env);
  try {
    console.info(`\nBooking API on ${label} (one server process, loopback):`);
    const slotsUrl = `${server.base}/slots?service=intro-call&staff=any&from=${dateKey(1)}&to=${dateKey(31)}&timeZone=Europe/Amsterdam`;
    const getSlots = async () => {
      const response = await fetch(slotsUrl);
      await response.arrayBuffer();
      return response.status;
    };
    const probe = await (await fetch(slotsUrl)).json();
    const offered = probe.days.reduce((sum, day) => sum + day.slots.length, 0);
    console.info(`  GET /slots for 31 days: ${probe.days.length} days, ${offered} slots in the answer`);
    await load(20, 1, getSlots);
    report('GET /slots, month, 1 client  ', await load(SLOT_REQUESTS_SERIAL, 1, getSlots));
    await load(100, CLIENTS, getSlots);
    report(`GET /slots, month, ${CLIENTS} clients`, await load(SLOT_REQUESTS_CONCURRENT, CLIENTS, getSlots), 50);

    // Distinct free (staff, start) pairs over the next 60 days, spread over the staff and days.
    const free = await (
      await fetch(`${server.base}/slots?service=intro-call&staff=any&from=${dateKey(1)}&to=${dateKey(60)}&timeZone=UTC`)
    ).json();
    const pairs = free.days.flatMap((day) =>
      day.slots.flatMap((slot) => slot.staff.map((staff) => ({ staff, start: slot.start }))),
    );
    // Interleave so that simultaneous requests hit different staff members and days.
    const order = pairs.map((pair, index) => ({ pair, key: (index * 7919) % pairs.length })).sort((a, b) => a.key - b.key);
    const targets = order.map(({ pair }) => pair).slice(0, BOOKING_REQUESTS);
    const book = async (index) => {
      const target = targets[index];
      const response = await fetch(`${server.base}/bookings`, {
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
    report(`POST /bookings, ${CLIENTS} clients`, await load(targets.length, CLIENTS, book), 100);
    if (/booking-kit: .* failed/.test(server.output())) console.info(`  server faults logged:\n${server.output()}`);
  } finally {
    await server.stop();
  }
}

async function withPostgresDatabase(adminUrl, fn) {
  const { default: pg } = await import('pg');
  const name = `bk_bench_${randomBytes(6).toString('hex')}`;
  const admin = async (sql) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    await fn(url.toString());
  } finally {
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

/** Prints the API figures; the server package must be built (packages/server/dist). */
export async function apiBenchmarks() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bk-bench-api-'));
  try {
    const env = { ...process.env, DATA_DIR: dataDir };
    delete env.DATABASE_URL;
    await measure(`embedded PGlite (DATA_DIR ${dataDir})`, env);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) {
    await withPostgresDatabase(adminUrl, (databaseUrl) =>
      measure('PostgreSQL (a fresh database on DATABASE_URL)', { ...process.env, DATABASE_URL: databaseUrl }),
    );
  } else {
    console.info('\n(DATABASE_URL is not set: no PostgreSQL figures.)');
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await apiBenchmarks();
