#!/usr/bin/env node
/**
 * `npm run bench`: prints booking-kit's figures. Nothing here passes or fails; the numbers are
 * for the README and for issue notes.
 *   1. The booking route's first-load JavaScript: gzip bytes of every script Chromium downloads
 *      for /widget/appointment/anna-de-vries/intro-call from the production build.
 *   2. The slot engine: median and p99 of one month (31 days) for 20 and 100 staff with four busy
 *      blocks per staff member per day.
 *   3. The widget budget: what a booking route takes from @booking-kit/react + ui + core, React
 *      excluded (goal ≤ 60 kB gzip), and the locale catalogs, each its own chunk (see widget-budget.mjs).
 *   4. The booking API over HTTP (scripts/bench-api.mjs): GET /slots and POST /bookings latency
 *      and throughput, on PGlite and, with DATABASE_URL, on PostgreSQL.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { apiBenchmarks } from './bench-api.mjs';
import { CHROMIUM_ARGS, ensureChromium } from './lib/chromium.mjs';
import { widgetBudget } from './widget-budget.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function build() {
  const result = spawnSync(npm, ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

async function waitForServer(url, attempts = 120) {
  for (let attempt = 0; attempt < attempts; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not start: ${url}`);
}

async function firstLoadJavaScript() {
  const port = 3299;
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'bk-bench-')) };
  delete env.DATABASE_URL;
  const server = spawn(process.execPath, ['packages/app/server.js'], { cwd: root, env, stdio: 'ignore' });
  try {
    await waitForServer(`http://127.0.0.1:${port}/api/v1/health`);
    const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
    const page = await browser.newPage({ locale: 'en-US', timezoneId: 'Europe/Amsterdam' });
    const scripts = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = await response.body().catch(() => Buffer.alloc(0));
      scripts.push({ url: new URL(response.url()).pathname, raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
    });
    await page.goto(`http://127.0.0.1:${port}/widget/appointment/anna-de-vries/intro-call`, { waitUntil: 'networkidle' });
    await browser.close();
    scripts.sort((a, b) => b.gzip - a.gzip);
    const total = scripts.reduce((sum, script) => sum + script.gzip, 0);
    console.info('\nBooking route first-load JavaScript (production build, gzip -9):');
    for (const script of scripts) console.info(`  ${(script.gzip / 1024).toFixed(1).padStart(7)} kB  ${script.url}`);
    console.info(`  ${(total / 1024).toFixed(1).padStart(7)} kB  total, ${scripts.length} files`);
  } finally {
    server.kill('SIGTERM');
  }
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function slotEngine() {
  const { generateSlots } = await import(path.join(root, 'packages/core/dist/esm/index.js'));
  const weeklyHours = Object.fromEntries(
    ['mon', 'tue', 'wed', 'thu', 'fri'].map((day) => [
      day,
      [
        { start: '09:00', end: '12:00' },
        { start: '13:00', end: '17:00' },
      ],
    ]),
  );
  const zones = ['Europe/Amsterdam', 'America/New_York', 'Asia/Kolkata', 'Australia/Lord_Howe', 'Pacific/Chatham'];
  const from = Date.UTC(2026, 2, 1);
  const to = Date.UTC(2026, 3, 1);

  for (const staffCount of [20, 100]) {
    const staff = Array.from({ length: staffCount }, (_, index) => {
      const busy = [];
      for (let day = 0; day < 31; day++) {
        for (let block = 0; block < 4; block++) {
          const start = from + day * 86_400_000 + (8 + block * 2) * 3_600_000 + (index % 4) * 900_000;
          busy.push({ start, end: start + 45 * 60_000 });
        }
      }
      return { timeZone: zones[index % zones.length], busy };
    });
    const month = () =>
      staff.map((member) =>
        generateSlots({
          timeZone: member.timeZone,
          weeklyHours,
          from,
          to,
          durationMinutes: 30,
          intervalMinutes: 15,
          bufferAfterMinutes: 10,
          now: from,
          busy: member.busy,
        }),
      );
    for (let warm = 0; warm < 20; warm++) month();
    const times = [];
    let slots = 0;
    for (let run = 0; run < 200; run++) {
      const started = process.hrtime.bigint();
      const result = month();
      times.push(Number(process.hrtime.bigint() - started) / 1e6);
      slots = result.reduce((sum, list) => sum + list.length, 0);
    }
    times.sort((a, b) => a - b);
    console.info(
      `\nSlot engine, 31 days × ${staffCount} staff, 4 busy blocks per staff per day (${slots} slots, 200 runs):` +
        `\n  median ${percentile(times, 50).toFixed(2)} ms, p99 ${percentile(times, 99).toFixed(2)} ms`,
    );
  }
}

build();
await firstLoadJavaScript();
await slotEngine();
await widgetBudget();
await apiBenchmarks();
