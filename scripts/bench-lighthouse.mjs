#!/usr/bin/env node
/**
 * Lighthouse 13 on the booking route and three more (a team calendar, a service menu, a form), and
 * on a host site's page with and without the embedded widget (called by `npm run bench`; alone:
 * `node scripts/bench-lighthouse.mjs [route|embed]` after a build): mobile form factor with Lighthouse's default
 * simulated throttling, through its CLI with Debian Chromium (CHROME_PATH), three runs against
 * the production server; prints the median and range of each score and metric against the
 * targets, then — from the median run — the audits that fail or cost time.
 * Targets: performance ≥ 95, LCP ≤ 1.5 s, TBT ≤ 150 ms, CLS ≤ 0.02, accessibility 100, SEO 100.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BENCH_ROUTE } from './bench-transfer.mjs';
import { ROOT, startAppServer } from './lib/app-server.mjs';
import { CHROMIUM_ARGS, ensureChromium } from './lib/chromium.mjs';
import { kB, machineNote, median, range, verdict } from './lib/stats.mjs';

const RUNS = 3;
/** One Lighthouse run may take this long at most (it is ~15 s on an idle machine). */
const RUN_LIMIT_MS = 180_000;
const CLI = path.join(ROOT, 'node_modules/lighthouse/cli/index.js');
/**
 * `LIGHTHOUSE_CPU_SLOWDOWN=14`: Lighthouse's CPU slowdown instead of its default 4, to see a slower
 * host's figures on a fast one (simulated figures scale with the host's CPU: a host whose benchmark
 * index is a quarter of this one's is close to 4 × 4 = 16 here).
 */
const CPU_SLOWDOWN = Number(process.env.LIGHTHOUSE_CPU_SLOWDOWN) || 0;

/** What is printed: category scores (0–100) and metrics, each with its target when it has one. */
const FIGURES = [
  { label: 'performance', get: (r) => r.categories.performance.score * 100, unit: '', compare: '≥', target: 95 },
  { label: 'accessibility', get: (r) => r.categories.accessibility.score * 100, unit: '', compare: '≥', target: 100 },
  { label: 'SEO', get: (r) => r.categories.seo.score * 100, unit: '', compare: '≥', target: 100 },
  { label: 'best-practices', get: (r) => r.categories['best-practices'].score * 100, unit: '' },
  { label: 'FCP', get: (r) => r.audits['first-contentful-paint'].numericValue / 1000, unit: ' s', digits: 2 },
  {
    label: 'LCP',
    get: (r) => r.audits['largest-contentful-paint'].numericValue / 1000,
    unit: ' s',
    digits: 2,
    compare: '≤',
    target: 1.5,
  },
  { label: 'TBT', get: (r) => r.audits['total-blocking-time'].numericValue, unit: ' ms', compare: '≤', target: 150 },
  { label: 'CLS', get: (r) => r.audits['cumulative-layout-shift'].numericValue, unit: '', digits: 3, compare: '≤', target: 0.02 },
  { label: 'Speed Index', get: (r) => r.audits['speed-index'].numericValue / 1000, unit: ' s', digits: 2 },
];

/** One Lighthouse CLI run; resolves with the parsed JSON report. */
function runLighthouse(url, chromePath) {
  const dir = mkdtempSync(path.join(tmpdir(), 'bk-lighthouse-'));
  const output = path.join(dir, 'report.json');
  const args = [
    CLI,
    url,
    '--output=json',
    `--output-path=${output}`,
    '--quiet',
    '--form-factor=mobile',
    `--chrome-flags=--headless=new ${CHROMIUM_ARGS.join(' ')}`,
    ...(CPU_SLOWDOWN ? [`--throttling.cpuSlowdownMultiplier=${CPU_SLOWDOWN}`] : []),
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      env: { ...process.env, CHROME_PATH: chromePath },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), RUN_LIMIT_MS);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      try {
        if (code !== 0) throw new Error(`lighthouse exited with ${code ?? signal}:\n${stderr.slice(-2000)}`);
        const report = JSON.parse(readFileSync(output, 'utf8'));
        if (report.runtimeError) throw new Error(`lighthouse: ${report.runtimeError.code} ${report.runtimeError.message}`);
        resolve(report);
      } catch (error) {
        reject(error);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });
}

const fixed = (value, digits = 0) => value.toFixed(digits);

/** The figure lines: median, range, target and verdict. */
function printFigures(reports, figures) {
  for (const figure of figures) {
    const values = reports.map(figure.get);
    const mid = median(values);
    const { min, max } = range(values);
    const value = `${fixed(mid, figure.digits)}${figure.unit}`.padStart(9);
    const spread = `(range ${fixed(min, figure.digits)}–${fixed(max, figure.digits)})`.padEnd(22);
    const target =
      figure.target === undefined
        ? 'no target'
        : `target ${figure.compare} ${figure.target}${figure.unit}: ${verdict(mid, figure.compare, figure.target)}`;
    console.info(`  ${figure.label.padEnd(15)}${value}  ${spread}  ${target}`);
  }
}

const short = (url) => {
  try {
    return new URL(url).pathname;
  } catch {
    return String(url);
  }
};

/** What the next engineer should look at, from one report. */
function printFindings(report) {
  const audits = report.audits;
  console.info('  What costs time (median run):');
  const lcp = audits['lcp-breakdown-insight']?.details?.items ?? [];
  const lcpNode = lcp.find((item) => item.type === 'node');
  const subparts = lcp.find((item) => item.type === 'table')?.items ?? [];
  if (lcpNode) {
    console.info(`    LCP element: ${lcpNode.selector} "${String(lcpNode.nodeLabel ?? '').slice(0, 70)}"`);
    console.info(`      ${subparts.map((part) => `${part.label.toLowerCase()} ${Math.round(part.duration)} ms`).join(', ')}`);
  }
  const blocking = audits['render-blocking-insight'];
  if (blocking?.details?.items?.length) {
    console.info(`    render-blocking-insight (${blocking.title}):`);
    for (const item of blocking.details.items)
      console.info(`      ${short(item.url)}  ${kB(item.totalBytes ?? 0)}, ${Math.round(item.wastedMs ?? 0)} ms`);
  }
  const unused = audits['unused-javascript'];
  if (unused?.details?.items?.length) {
    console.info(`    unused-javascript (${unused.title}): ${unused.displayValue ?? ''}`);
    for (const item of unused.details.items)
      console.info(`      ${short(item.url)}  ${kB(item.wastedBytes)} unused of ${kB(item.totalBytes)}`);
  }
  const chain = audits['network-dependency-tree-insight']?.details?.items?.[0]?.value;
  if (chain?.longestChain) console.info(`    longest critical request chain: ${Math.round(chain.longestChain.duration)} ms`);
  // Every other performance audit that says it would save time or is below a good score.
  const shown = new Set([
    'render-blocking-insight',
    'unused-javascript',
    'lcp-breakdown-insight',
    'network-dependency-tree-insight',
  ]);
  const metricIds = new Set([
    'first-contentful-paint',
    'largest-contentful-paint',
    'total-blocking-time',
    'cumulative-layout-shift',
    'speed-index',
    'interactive',
    'max-potential-fid',
  ]);
  for (const ref of report.categories.performance.auditRefs) {
    const audit = audits[ref.id];
    if (!audit || shown.has(ref.id) || metricIds.has(ref.id)) continue;
    if (audit.scoreDisplayMode === 'notApplicable' || audit.scoreDisplayMode === 'manual') continue;
    const savings = Object.entries(audit.metricSavings ?? {}).filter(([, value]) => value > 0);
    const weak = audit.score !== null && audit.score < 0.9;
    if (savings.length === 0 && !weak) continue;
    const saved = savings.map(([metric, value]) => `${metric} −${Math.round(value)} ms`).join(', ');
    console.info(
      `    ${ref.id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}${saved ? `; saves ${saved}` : ''}`,
    );
  }
  for (const category of ['accessibility', 'seo', 'best-practices']) {
    const failing = report.categories[category].auditRefs
      .map((ref) => audits[ref.id])
      .filter((audit) => audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'manual');
    console.info(`  Failing ${category} audits: ${failing.length === 0 ? 'none' : failing.length}`);
    for (const audit of failing) {
      const issues = (audit.details?.items ?? [])
        .map((item) => item.issueType ?? item.node?.snippet ?? item.description)
        .filter(Boolean);
      console.info(`    ${audit.id}: ${audit.title}${issues.length ? ` — ${issues.slice(0, 3).join('; ')}` : ''}`);
    }
  }
}

/**
 * The other routes measured, with the targets each must meet (performance ≥ 95, accessibility
 * 100): a team's calendar, a service menu and a form.
 */
export const MORE_ROUTES = ['/widget/appointment/harbor-studio', '/widget/service-menus/spa-menu', '/widget/form/form-intake'];

/** Only performance and accessibility have targets on the other routes. */
const MORE_ROUTE_TARGETS = new Set(['performance', 'accessibility']);

/** A content page's targets (the site's home page and a blog post): LCP ≤ 1.2 s there. */
const CONTENT_TARGETS = new Set(['performance', 'accessibility', 'SEO', 'LCP', 'CLS']);

/** The figures of a route with the targets it has: all on the booking route, fewer on the others. */
function figuresFor(route) {
  if (route === BENCH_ROUTE) return FIGURES;
  const content = !route.startsWith('/widget/');
  const kept = content ? CONTENT_TARGETS : MORE_ROUTE_TARGETS;
  return FIGURES.map((figure) => {
    if (!kept.has(figure.label)) return { ...figure, target: undefined };
    return content && figure.label === 'LCP' ? { ...figure, target: 1.2 } : figure;
  });
}

/**
 * Runs Lighthouse RUNS times on `origin + route` and prints the figures; answers those with a
 * target (see `figuresFor`: on the other widget routes performance and accessibility, on a
 * content page also SEO, LCP ≤ 1.2 s and CLS), named with the route.
 */
export async function lighthouseFigures(origin, route = BENCH_ROUTE) {
  const chromePath = ensureChromium();
  if (!chromePath) throw new Error('no Chromium');
  const url = `${origin}${route}`;
  // The server has rendered the page once before the first measured load (a warm process).
  await (await fetch(url)).arrayBuffer();
  const reports = [];
  for (let run = 0; run < RUNS; run++) reports.push(await runLighthouse(url, chromePath));
  const first = reports[0];
  console.info(
    `\nLighthouse ${first.lighthouseVersion}, ${route}, ${first.configSettings.formFactor} form factor, ` +
      `${first.configSettings.throttlingMethod}d throttling (RTT ${first.configSettings.throttling.rttMs} ms, ` +
      `${Math.round(first.configSettings.throttling.throughputKbps)} kbps, CPU ×${first.configSettings.throttling.cpuSlowdownMultiplier}), ` +
      `median of ${reports.length} runs (${await machineNote()}; host CPU benchmark index ${Math.round(first.environment.benchmarkIndex)}):`,
  );
  const figures = figuresFor(route);
  printFigures(reports, figures);
  const warnings = [...new Set(reports.flatMap((report) => report.runWarnings ?? []))];
  for (const warning of warnings) console.info(`  Lighthouse warned: ${warning}`);
  const byPerformance = [...reports].sort((a, b) => a.categories.performance.score - b.categories.performance.score);
  printFindings(byPerformance[Math.floor(byPerformance.length / 2)]);
  const main = route === BENCH_ROUTE;
  return figures
    .filter((figure) => figure.target !== undefined)
    .map((figure) => {
      const value = median(reports.map(figure.get));
      return {
        name: `Lighthouse ${figure.label}${main ? '' : ` on ${route}`} (median of ${reports.length})`,
        value: `${fixed(value, figure.digits)}${figure.unit}`,
        target: `${figure.compare} ${figure.target}${figure.unit}`,
        met: verdict(value, figure.compare, figure.target) === 'met',
      };
    });
}

/** The performance a host page may lose to an inline widget below the fold, in Lighthouse points. */
const EMBED_LOSS_TARGET = 2;

/**
 * The embed's cost to a business's own page: Lighthouse RUNS times on the same article page of a
 * site on `localhost` without the widget and with the script tag and an inline
 * `<booking-kit-widget>` below the fold (it loads when it comes into view); prints both pages'
 * figures and answers the performance lost (target ≤ 2 points). The app at `appOrigin` must let
 * `http://localhost:*` frame it (`FRAME_ANCESTORS`).
 */
export async function embedHostFigures(appOrigin) {
  const chromePath = ensureChromium();
  if (!chromePath) throw new Error('no Chromium');
  const { startEmbedHostPages } = await import('./lib/embed-host-pages.mjs');
  const site = await startEmbedHostPages(appOrigin);
  try {
    const scores = {};
    for (const route of ['/plain', '/with-widget']) {
      const reports = [];
      for (let run = 0; run < RUNS; run++) reports.push(await runLighthouse(`${site.origin}${route}`, chromePath));
      console.info(
        `\nLighthouse ${reports[0].lighthouseVersion}, a host site's article page ${route === '/plain' ? 'without the widget' : 'with the inline widget below the fold'}, mobile, median of ${reports.length} runs (host CPU benchmark index ${Math.round(reports[0].environment.benchmarkIndex)}):`,
      );
      const figures = FIGURES.filter((figure) => ['performance', 'FCP', 'LCP', 'TBT', 'CLS'].includes(figure.label)).map(
        (figure) => ({ ...figure, target: undefined }),
      );
      printFigures(reports, figures);
      scores[route] = median(reports.map((report) => report.categories.performance.score * 100));
    }
    const lost = scores['/plain'] - scores['/with-widget'];
    console.info(
      `  performance lost to the widget: ${fixed(lost)} points (${fixed(scores['/plain'])} → ${fixed(scores['/with-widget'])}) — target ≤ ${EMBED_LOSS_TARGET}: ${lost <= EMBED_LOSS_TARGET ? 'met' : 'MISSED'}`,
    );
    return [
      {
        name: 'Lighthouse performance a host page loses to the inline widget below the fold (median of 3)',
        value: `${fixed(lost)} points`,
        target: `≤ ${EMBED_LOSS_TARGET} points`,
        met: lost <= EMBED_LOSS_TARGET,
      },
    ];
  } finally {
    await site.close();
  }
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  const server = await startAppServer({ env: { FRAME_ANCESTORS: "'self' http://localhost:*" } });
  try {
    // A route named on the command line (`embed`: the host site's pages), else every route.
    const routes = process.argv[2] ? [process.argv[2]] : [BENCH_ROUTE, ...MORE_ROUTES, 'embed'];
    for (const route of routes)
      if (route === 'embed') await embedHostFigures(server.origin);
      else await lighthouseFigures(server.origin, route);
  } finally {
    await server.stop();
  }
}
