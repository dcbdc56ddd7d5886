#!/usr/bin/env node
/**
 * What the browser really receives for the booking route (called by `npm run bench`; alone:
 * `node scripts/bench-transfer.mjs` after a build). Loads the page in Chromium (Playwright, a
 * fresh context, the Accept-Encoding Chromium sends by itself) from the production server and
 * sums, per response, the bytes on the wire: the encoded body plus the response headers
 * (`request.sizes()`), for every script and modulepreload (React and the router included), the
 * HTML and the CSS, with each response's content-encoding.
 * Budget: JavaScript ≤ 170 kB transferred, React and the router included (set by the foundation
 * issue: react-aria, Radix and i18next in place of hand-made copies; it was 140 kB before them).
 */
import { chromium } from 'playwright';
import { startAppServer } from './lib/app-server.mjs';
import { CHROMIUM_ARGS, ensureChromium } from './lib/chromium.mjs';
import { kB, verdict } from './lib/stats.mjs';

export const BENCH_ROUTE = '/widget/appointment/anna-de-vries/massage-60';
export const JS_BUDGET_BYTES = 170 * 1024;

/** What each kind of response is: script (and modulepreload), stylesheet, document, other. */
function kindOf(request, contentType) {
  const type = request.resourceType();
  if (type === 'document') return 'html';
  if (type === 'stylesheet' || contentType.includes('text/css')) return 'css';
  if (type === 'script' || contentType.includes('javascript')) return 'js';
  return 'other';
}

/** Loads `origin + route` once and prints the transfer sizes; returns the figures. */
export async function transferSizes(origin, route = BENCH_ROUTE) {
  const executablePath = ensureChromium();
  if (!executablePath) throw new Error('no Chromium');
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ locale: 'en-US', timezoneId: 'Europe/Amsterdam' });
    const page = await context.newPage();
    // What DevTools' Issues panel would list (Lighthouse's best-practices 'inspector-issues'), e.g. a CSP violation.
    const issues = [];
    const cdp = await context.newCDPSession(page);
    cdp.on('Audits.issueAdded', ({ issue }) => {
      const details = Object.values(issue.details ?? {})[0] ?? {};
      const where = details.sourceCodeLocation ?? {};
      issues.push(
        `${issue.code}${details.violatedDirective ? ` ${details.violatedDirective}` : ''}` +
          `${details.contentSecurityPolicyViolationType ? ` (${details.contentSecurityPolicyViolationType})` : ''}` +
          `${where.url ? ` at ${new URL(where.url).pathname}:${where.lineNumber + 1}:${where.columnNumber + 1}` : ''}`,
      );
    });
    await cdp.send('Audits.enable');
    const responses = [];
    const consoleErrors = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text().slice(0, 200));
    });
    let loadFired = false;
    page.on('load', () => {
      loadFired = true;
    });
    page.on('requestfinished', async (request) => {
      const entry = { request, afterLoad: loadFired };
      responses.push(entry);
      try {
        const response = await request.response();
        const sizes = await request.sizes();
        const headers = response ? await response.allHeaders() : {};
        const requestHeaders = await request.allHeaders();
        Object.assign(entry, {
          url: new URL(request.url()).pathname,
          status: response?.status(),
          kind: kindOf(request, headers['content-type'] ?? ''),
          body: sizes.responseBodySize,
          headers: sizes.responseHeadersSize,
          encoding: headers['content-encoding'] ?? 'none',
          acceptEncoding: requestHeaders['accept-encoding'] ?? '(none)',
        });
      } catch (error) {
        entry.error = error.message;
      }
    });
    await page.goto(`${origin}${route}`, { waitUntil: 'networkidle', timeout: 30_000 });
    // Work the page starts on its own after loading (idle-time chunks) is counted too, marked as such.
    await page.waitForTimeout(1_500);
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
    await context.close();
    // Every `requestfinished` handler has had its turn.
    await new Promise((resolve) => setTimeout(resolve, 100));

    const seen = new Set();
    const files = responses.filter((entry) => entry.url && !seen.has(entry.url) && seen.add(entry.url));
    const byKind = (kind) => files.filter((file) => file.kind === kind).sort((a, b) => b.body + b.headers - (a.body + a.headers));
    const total = (list) => list.reduce((sum, file) => sum + file.body + file.headers, 0);
    const documentRequest = files.find((file) => file.kind === 'html');

    console.info(`\nTransferred for ${route} (Chromium, fresh context, production server; body as encoded + response headers):`);
    console.info(`  Chromium sent Accept-Encoding: ${documentRequest?.acceptEncoding ?? '?'} (plain http to 127.0.0.1)`);
    const js = byKind('js');
    const jsTotal = total(js);
    const line = (file) =>
      `    ${kB(file.body + file.headers).padStart(9)}  ${file.encoding.padEnd(4)} ${file.status} ${file.url}${file.afterLoad ? '  (after the load event)' : ''}`;
    console.info(
      `  JavaScript: ${kB(jsTotal)} in ${js.length} files — budget ≤ ${kB(JS_BUDGET_BYTES)}: ${verdict(jsTotal, '≤', JS_BUDGET_BYTES)}`,
    );
    for (const file of js) console.info(line(file));
    const afterLoad = js.filter((file) => file.afterLoad);
    if (afterLoad.length > 0)
      console.info(`    of which after the load event: ${kB(total(afterLoad))} in ${afterLoad.length} files`);
    for (const [kind, label] of [
      ['html', 'HTML'],
      ['css', 'CSS'],
      ['other', 'Other'],
    ]) {
      const list = byKind(kind);
      if (list.length === 0) continue;
      console.info(`  ${label}: ${kB(total(list))} in ${list.length} files`);
      for (const file of list) console.info(line(file));
    }
    const unencoded = files.filter((file) => file.kind !== 'other' && !['br', 'gzip', 'zstd'].includes(file.encoding));
    console.info(
      unencoded.length === 0
        ? '  Every HTML, CSS and JavaScript response was compressed.'
        : `  Not compressed: ${unencoded.map((file) => `${file.url} (${kB(file.body)})`).join(', ')}` +
            (unencoded.every((file) => file.body < 1024) ? ' — each under the server’s 1 kB compression threshold' : ''),
    );
    if (consoleErrors.length > 0) console.info(`  Console errors on the page: ${consoleErrors.slice(0, 5).join(' | ')}`);
    if (issues.length > 0) console.info(`  DevTools issues: ${[...new Set(issues)].slice(0, 5).join(' | ')}`);
    return [
      {
        name: 'JavaScript transferred (first load)',
        value: kB(jsTotal),
        target: `≤ ${kB(JS_BUDGET_BYTES)}`,
        met: jsTotal <= JS_BUDGET_BYTES,
      },
    ];
  } finally {
    await browser.close();
  }
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  const server = await startAppServer();
  try {
    await transferSizes(server.origin);
  } finally {
    await server.stop();
  }
}
