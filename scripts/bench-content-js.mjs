#!/usr/bin/env node
/**
 * The JavaScript a blog post page ships (called by `npm run bench`; alone: `node
 * scripts/bench-content-js.mjs [route]` after a build): loads the post in Chromium from the
 * production server, takes every script the page loaded (modules, preloads and what loads after
 * the load event) and sums their gzip sizes as the server stores them (`.gz` beside each asset;
 * gzipped at level 9 here when none is). Goal: ≤ 80 kB gzip.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { ROOT, startAppServer } from './lib/app-server.mjs';
import { CHROMIUM_ARGS, ensureChromium } from './lib/chromium.mjs';
import { kB, verdict } from './lib/stats.mjs';

/** The demo's first journal post: a page with text, an image and links, and nothing to book. */
export const CONTENT_BENCH_ROUTE = '/journal';
/** The goal for a post page's JavaScript, gzip. */
export const CONTENT_JS_GOAL_BYTES = 80 * 1024;

const CLIENT = path.join(ROOT, 'packages/app/build/client');

/** The gzip size of a built asset, as the server would send it to a gzip-only browser. */
function gzipSize(pathname) {
  const file = path.join(CLIENT, pathname);
  if (existsSync(`${file}.gz`)) return statSync(`${file}.gz`).size;
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

/** The address of the first post the journal lists (the demo's newest). */
export async function firstPostPath(origin) {
  const journal = await (await fetch(`${origin}/api/v1/content?path=${encodeURIComponent(CONTENT_BENCH_ROUTE)}`)).json();
  const path = journal.posts?.items?.[0]?.path;
  if (!path) throw new Error('the journal lists no post');
  return path;
}

/** Loads the first post of the journal (or `route`) and prints the JavaScript it ships; returns the figure. */
export async function contentJavaScript(origin, route) {
  const executablePath = ensureChromium();
  if (!executablePath) throw new Error('no Chromium');
  const target = route ?? (await firstPostPath(origin));
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const scripts = new Set();
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'script' || request.url().endsWith('.js')) scripts.add(new URL(request.url()).pathname);
    });
    await page.goto(`${origin}${target}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1_000);
    const files = [...scripts].map((pathname) => ({ pathname, gzip: gzipSize(pathname) })).sort((a, b) => b.gzip - a.gzip);
    const total = files.reduce((sum, file) => sum + file.gzip, 0);
    console.info(`\nJavaScript of a blog post page (${target}), gzip, ${files.length} files:`);
    console.info(`  ${kB(total)} — goal ≤ ${kB(CONTENT_JS_GOAL_BYTES)}: ${verdict(total, '≤', CONTENT_JS_GOAL_BYTES)}`);
    for (const file of files.slice(0, 8)) console.info(`    ${kB(file.gzip).padStart(9)}  ${file.pathname}`);
    return [
      {
        name: 'Blog post JavaScript (gzip)',
        value: kB(total),
        target: `≤ ${kB(CONTENT_JS_GOAL_BYTES)}`,
        met: total <= CONTENT_JS_GOAL_BYTES,
      },
    ];
  } finally {
    await browser.close();
  }
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  const server = await startAppServer();
  try {
    await contentJavaScript(server.origin, process.argv[2]);
  } finally {
    await server.stop();
  }
}
