#!/usr/bin/env node
/**
 * The booking emails' delivery (called by `npm run bench`; alone: `node scripts/bench-email.mjs`
 * after a build): the production server sends through a real SMTP server started here (the
 * `smtp-server` package), on embedded PGlite and, with DATABASE_URL set, on a fresh PostgreSQL
 * database.
 * - Latency: bookings made one after another; for each, the time from its 201 to the SMTP server
 *   receiving the visitor's confirmation (p50, p99).
 * - Throughput: with the SMTP server holding every connection, a burst of bookings fills the
 *   outbox; then it lets them through and the time until the last message arrives gives messages
 *   per second.
 */
import { pathToFileURL } from 'node:url';
import { SMTPServer } from 'smtp-server';
import { startAppServer } from './lib/app-server.mjs';
import { withPostgresDatabase } from './lib/fresh-database.mjs';
import { percentile } from './lib/stats.mjs';

const LATENCY_BOOKINGS = 30;
const BURST_BOOKINGS = 40;

/** An SMTP server that notes when each recipient's message arrived, and can hold new connections back. */
async function startReceiver() {
  const arrivals = new Map();
  const received = { count: 0, last: 0 };
  let open = true;
  let release = () => undefined;
  let gate = Promise.resolve();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onConnect(_session, callback) {
      gate.then(() => callback());
    },
    onData(stream, session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        const at = performance.now();
        received.count++;
        received.last = at;
        for (const { address } of session.envelope.rcptTo) if (!arrivals.has(address)) arrivals.set(address, at);
        callback();
      });
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${server.server.address().port}`,
    arrivals,
    received,
    hold() {
      if (!open) return;
      open = false;
      gate = new Promise((resolve) => {
        release = resolve;
      });
    },
    letThrough() {
      open = true;
      release();
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** Free intro-call starts of the coming weeks, any staff member. */
async function freeStarts(origin, count) {
  const from = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const to = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
  const answer = await fetch(`${origin}/api/v1/slots?service=intro-call&staff=any&from=${from}&to=${to}&timeZone=UTC`);
  const { days } = await answer.json();
  const starts = days.flatMap((day) => day.slots.map((slot) => slot.start));
  if (starts.length < count) throw new Error(`only ${starts.length} free times to book`);
  return starts.slice(0, count);
}

async function book(origin, start, email) {
  const response = await fetch(`${origin}/api/v1/bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      service: 'intro-call',
      staff: 'any',
      start,
      timeZone: 'Europe/Amsterdam',
      locale: 'en',
      contact: { firstName: 'Bench', lastName: 'Mark', email, phone: '+31 6 1234 5678' },
    }),
  });
  if (response.status !== 201) throw new Error(`POST /bookings answered ${response.status}: ${await response.text()}`);
  return performance.now();
}

async function until(condition, timeoutMs) {
  const deadline = performance.now() + timeoutMs;
  while (!condition()) {
    if (performance.now() > deadline) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** Both figures against one server. */
async function measure(label, start) {
  const receiver = await startReceiver();
  const server = await start({ SMTP_URL: receiver.url, RATE_LIMIT_WRITES_PER_MINUTE: '0', PUBLIC_URL: 'http://127.0.0.1' });
  try {
    const starts = await freeStarts(server.origin, LATENCY_BOOKINGS + BURST_BOOKINGS);
    const latencies = [];
    for (let index = 0; index < LATENCY_BOOKINGS; index++) {
      const email = `latency${index}@bench.example`;
      const answered = await book(server.origin, starts[index], email);
      await until(() => receiver.arrivals.has(email), 30_000);
      latencies.push(receiver.arrivals.get(email) - answered);
    }
    latencies.sort((a, b) => a - b);
    // Each booking tells the visitor and the staff member: two messages.
    const before = receiver.received.count;
    receiver.hold();
    await Promise.all(
      starts.slice(LATENCY_BOOKINGS).map((slot, index) => book(server.origin, slot, `burst${index}@bench.example`)),
    );
    const released = performance.now();
    receiver.letThrough();
    const burst = starts.length - LATENCY_BOOKINGS;
    await until(() => receiver.received.count - before >= 2 * burst, 120_000);
    const seconds = (receiver.received.last - released) / 1000;
    const delivered = receiver.received.count - before;
    const figures = {
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      perSecond: delivered / seconds,
      delivered,
    };
    console.info(
      `\nEmails, ${label}:\n  201 → SMTP received (visitor's confirmation, ${LATENCY_BOOKINGS} bookings one after another): p50 ${figures.p50.toFixed(0)} ms, p99 ${figures.p99.toFixed(0)} ms\n  outbox throughput (${delivered} messages of ${burst} bookings, queued while the SMTP server held its connections): ${figures.perSecond.toFixed(1)} messages/s`,
    );
    return figures;
  } finally {
    await server.stop();
    await receiver.close();
  }
}

/** Prints the email figures on PGlite (and PostgreSQL with DATABASE_URL); returns the summary lines. */
export async function emailBenchmarks() {
  const lines = [];
  const summary = (where, figures) => [
    { name: `${where}: email 201 → SMTP p50 / p99`, value: `${figures.p50.toFixed(0)} / ${figures.p99.toFixed(0)} ms` },
    { name: `${where}: outbox throughput`, value: `${figures.perSecond.toFixed(1)} messages/s` },
  ];
  lines.push(...summary('PGlite', await measure('embedded PGlite (fresh DATA_DIR)', (env) => startAppServer({ env }))));
  if (process.env.DATABASE_URL) {
    const figures = await withPostgresDatabase(process.env.DATABASE_URL, (databaseUrl) =>
      measure('PostgreSQL (fresh database, one app process)', (env) =>
        startAppServer({ env: { ...env, DATABASE_URL: databaseUrl } }),
      ),
    );
    lines.push(...summary('PostgreSQL', figures));
  }
  return lines;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await emailBenchmarks();
