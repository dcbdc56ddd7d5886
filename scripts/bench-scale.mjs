#!/usr/bin/env node
/**
 * Three app processes behind HAProxy on one PostgreSQL, as docs/deployment.md runs them (called
 * by `npm run bench` when DATABASE_URL is set; alone: `node scripts/bench-scale.mjs` after
 * `npm run build`). The load generator, HAProxy, the three processes and PostgreSQL all share the
 * machine's cores: the figures are what one small machine does, not what three machines would.
 * On a fresh database (dropped afterwards), through the proxy, each client a loopback address of
 * its own (so the write rate limit, 60 a minute per client, counts each apart):
 *   - GET /slots for a month at 50 clients, the slots cache on (as shipped) and off;
 *   - POST /bookings at 50 clients, each a distinct free time;
 *   - how long a booking made through the proxy stays offered by each process asked directly
 *     (the slots cache on): p50 and p99 over 40 bookings × 3 processes.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Agent } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { freePort, startAppServer } from './lib/app-server.mjs';
import { withPostgresDatabase } from './lib/fresh-database.mjs';
import { ensureHaproxy, haproxyConfig } from './lib/haproxy.mjs';
import { send as sendRequest } from './lib/loopback-request.mjs';
import { machineNote, percentile } from './lib/stats.mjs';

const CLIENTS = 50;
const PROCESSES = 3;
const agent = new Agent({ keepAlive: true, maxSockets: 1000 });
/** `send` with the benchmark's keep-alive connections. */
const send = (origin, target, options = {}) => sendRequest(origin, target, { agent, ...options });

const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const client = (index) => `127.9.${Math.floor(index / 250)}.${(index % 250) + 2}`;

/** `count` requests by `clients` closed-loop clients; latencies (sorted) and statuses. */
async function load(count, clients, send) {
  let next = 0;
  const latencies = [];
  const statuses = {};
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async (_, clientIndex) => {
      while (next < count) {
        const index = next++;
        const began = performance.now();
        const status = await send(index, clientIndex).then(
          (answer) => answer.status,
          (error) => error.message,
        );
        latencies.push(performance.now() - began);
        statuses[status] = (statuses[status] ?? 0) + 1;
      }
    }),
  );
  return { latencies: latencies.sort((a, b) => a - b), statuses, seconds: (performance.now() - started) / 1000 };
}

function report(label, result, unit = 'requests') {
  const p = (q) => percentile(result.latencies, q).toFixed(1);
  console.info(
    `  ${label.padEnd(44)} p50 ${p(50).padStart(6)} ms  p99 ${p(99).padStart(6)} ms  ${(result.latencies.length / result.seconds).toFixed(0).padStart(5)} ${unit}/s  ${JSON.stringify(result.statuses)}`,
  );
}

/** Anna's free intro-call starts over the next months, through `origin`. */
async function freeStarts(origin, wanted) {
  const starts = [];
  for (let month = 0; month < 10 && starts.length < wanted; month++) {
    const query = `service=intro-call&staff=anna-de-vries&from=${day(month * 31)}&to=${day(month * 31 + 30)}&timeZone=Europe/Amsterdam`;
    const answer = await send(origin, `/api/v1/slots?${query}`, { from: '127.9.250.1' });
    for (const slotDay of answer.body?.days ?? []) starts.push(...slotDay.slots.map((slot) => slot.start));
  }
  return starts;
}

/** The three processes and the proxy on `databaseUrl`; `fn(proxyOrigin, processes)`; all stopped after. */
async function withDeployment(databaseUrl, env, fn) {
  const folders = [];
  const processes = [];
  let proxy;
  try {
    for (let index = 0; index < PROCESSES; index++) {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'bk-bench-scale-'));
      folders.push(dataDir);
      processes.push(await startAppServer({ env: { DATABASE_URL: databaseUrl, TRUST_PROXY: '1', ...env }, dataDir }));
    }
    const haproxy = ensureHaproxy();
    if (!haproxy) throw new Error('HAProxy is missing and could not be installed');
    const port = await freePort();
    const folder = mkdtempSync(path.join(tmpdir(), 'bk-bench-haproxy-'));
    folders.push(folder);
    writeFileSync(
      path.join(folder, 'haproxy.cfg'),
      haproxyConfig({ port, backends: processes.map((server) => `127.0.0.1:${server.port}`) }),
    );
    proxy = spawn(haproxy, ['-f', path.join(folder, 'haproxy.cfg'), '-db'], { stdio: 'ignore' });
    const origin = `http://127.0.0.1:${port}`;
    for (let tries = 0; ; tries++) {
      try {
        if ((await send(origin, '/api/v1/health')).status === 200) break;
      } catch {}
      if (tries > 100) throw new Error('haproxy did not answer');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return await fn(origin, processes);
  } finally {
    proxy?.kill('SIGTERM');
    await Promise.all(processes.map((server) => server.stop()));
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  }
}

/** Prints the three-process figures; returns the summary lines for `npm run bench`. */
export async function scaleBenchmarks() {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    console.info('\n(DATABASE_URL is not set: no three-process figures behind HAProxy.)');
    return [];
  }
  console.info(
    `\nThree app processes behind HAProxy on one PostgreSQL (load generator, proxy, processes and database on the same machine) — ${await machineNote()}:`,
  );
  const summary = [];
  await withPostgresDatabase(adminUrl, async (databaseUrl) => {
    const month = `/api/v1/slots?service=intro-call&staff=any&from=${day(0)}&to=${day(30)}&timeZone=Europe/Amsterdam`;
    await withDeployment(databaseUrl, {}, async (origin, processes) => {
      const ask = (_index, clientIndex) => send(origin, month, { from: client(clientIndex), compressed: true });
      await load(200, CLIENTS, ask);
      report(`GET /slots month, ${CLIENTS} clients, cache 2 s`, await load(3000, CLIENTS, ask));

      const starts = await freeStarts(origin, 1100);
      const book = (index) =>
        send(origin, '/api/v1/bookings', {
          from: client(index),
          compressed: true,
          body: {
            service: 'intro-call',
            staff: 'anna-de-vries',
            start: starts[index],
            timeZone: 'Europe/Amsterdam',
            locale: 'en',
            contact: { firstName: 'Ada', lastName: 'Lovelace', email: `scale-${index}@example.com` },
          },
        });
      const booked = await load(Math.min(1000, starts.length - 60), CLIENTS, book);
      report(`POST /bookings, ${CLIENTS} clients`, booked, 'bookings');
      summary.push({
        name: `3 processes behind HAProxy: POST /bookings, ${CLIENTS} clients`,
        value: `${((booked.statuses[201] ?? 0) / booked.seconds).toFixed(0)} bookings/s, p99 ${percentile(booked.latencies, 99).toFixed(0)} ms`,
      });

      // How long a booking stays offered by each process, asked directly, with the cache on.
      const gone = [];
      const free = (await freeStarts(origin, 2000)).slice(-40);
      const monthOf = (start) => {
        const date = start.slice(0, 10);
        return `/api/v1/slots?service=intro-call&staff=anna-de-vries&from=${date}&to=${date}&timeZone=UTC`;
      };
      for (const [index, start] of free.entries()) {
        for (const server of processes) await send(server.origin, monthOf(start));
        const answer = await send(origin, '/api/v1/bookings', {
          from: client(2000 + index),
          body: {
            service: 'intro-call',
            staff: 'anna-de-vries',
            start,
            timeZone: 'Europe/Amsterdam',
            locale: 'en',
            contact: { firstName: 'Ada', lastName: 'Lovelace', email: `gone-${index}@example.com` },
          },
        });
        if (answer.status !== 201) continue;
        const acknowledged = performance.now();
        await Promise.all(
          processes.map(async (server) => {
            for (;;) {
              const slots = await send(server.origin, monthOf(start));
              const offered = (slots.body?.days ?? []).some((slotDay) => slotDay.slots.some((slot) => slot.start === start));
              if (!offered || performance.now() - acknowledged > 5000) break;
            }
            gone.push(performance.now() - acknowledged);
          }),
        );
      }
      gone.sort((a, b) => a - b);
      console.info(
        `  a booking gone from every process's slots (asked directly, ${gone.length} readings): p50 ${percentile(gone, 50).toFixed(1)} ms, p99 ${percentile(gone, 99).toFixed(1)} ms (target ≤ 100 ms)`,
      );
      summary.push({
        name: '3 processes: booking gone from the others’ slots p99',
        value: `${percentile(gone, 99).toFixed(1)} ms`,
        target: '≤ 100 ms',
        met: percentile(gone, 99) <= 100,
      });
    });
    await withDeployment(databaseUrl, { SLOTS_CACHE_MS: '0' }, async (origin) => {
      const ask = (_index, clientIndex) => send(origin, month, { from: client(clientIndex), compressed: true });
      await load(100, CLIENTS, ask);
      const uncached = await load(1500, CLIENTS, ask);
      report(`GET /slots month, ${CLIENTS} clients, cache off`, uncached);
      summary.push({
        name: `3 processes behind HAProxy: GET /slots month uncached, ${CLIENTS} clients`,
        value: `${(uncached.latencies.length / uncached.seconds).toFixed(0)} requests/s, p99 ${percentile(uncached.latencies, 99).toFixed(0)} ms`,
      });
    });
  });
  return summary;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await scaleBenchmarks();
