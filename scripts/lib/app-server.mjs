/**
 * Starts the reference app's production server for a benchmark: `node packages/app/server.js`
 * (or several of it behind one port, see app-cluster.mjs) with NODE_ENV=production, on 127.0.0.1
 * and a free port in 3400–3499, on embedded PGlite in a fresh temporary DATA_DIR unless the caller
 * passes DATABASE_URL or its own DATA_DIR. Resolves once /api/v1/health answers.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The ports benchmarks may use on this machine. */
export const PORT_RANGE = [3400, 3499];

function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** A port in PORT_RANGE that nothing listens on now (tried from a random start, so that parallel runs rarely meet). */
export async function freePort() {
  const [low, high] = PORT_RANGE;
  const span = high - low + 1;
  const start = Math.floor(Math.random() * span);
  for (let step = 0; step < span; step++) {
    const port = low + ((start + step) % span);
    if (await portIsFree(port)) return port;
  }
  throw new Error(`no free port in ${low}–${high}`);
}

/** A fresh temporary directory for an embedded database. */
export function freshDataDir(prefix = 'bk-bench-') {
  return mkdtempSync(path.join(tmpdir(), prefix));
}

/**
 * Starts the app server. Options:
 *   env       extra environment (DATABASE_URL, RATE_LIMIT_WRITES_PER_MINUTE, SLOTS_CACHE_MS…)
 *   dataDir   the data folder: PGlite's files, and mail/ for the emails without SMTP_URL (default: a
 *             fresh one, removed on stop, on PostgreSQL too)
 *   workers   more than 1: that many processes behind one port (node:cluster)
 *   root      the checkout whose build to run (another commit's, see baseline-build.mjs) @default this one
 * Returns { origin, port, pid, workers, stop(), output() }.
 */
export async function startAppServer({ env = {}, dataDir, workers = 1, root = ROOT } = {}) {
  // A folder of its own even on PostgreSQL: the server writes its emails under DATA_DIR (mail/)
  // when no SMTP_URL is set, and without one they landed in the checkout's .data/mail, where
  // `npm start` keeps the developer's own (a CPU bench run left 640 files there).
  const ownDataDir = dataDir === undefined;
  const dir = dataDir ?? freshDataDir();
  let lastError;
  for (let attempt = 0; attempt < 3; attempt++) {
    const port = await freePort();
    try {
      const server = await spawnServer({ env, dir, workers, port, root });
      const stop = server.stop;
      server.stop = async () => {
        await stop();
        if (ownDataDir) rmSync(dir, { recursive: true, force: true });
      };
      return server;
    } catch (error) {
      lastError = error;
      // Another process took the port between the probe and the listen: try another one.
      if (!/port \d+ is in use|EADDRINUSE/.test(String(error.message))) break;
    }
  }
  if (ownDataDir) rmSync(dir, { recursive: true, force: true });
  throw lastError;
}

async function spawnServer({ env, dir, workers, port, root }) {
  const childEnv = { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), ...env };
  if (env.DATABASE_URL === undefined) delete childEnv.DATABASE_URL;
  if (dir !== undefined) childEnv.DATA_DIR = dir;
  const script =
    workers > 1 ? [path.join(root, 'scripts/lib/app-cluster.mjs'), String(workers)] : [path.join(root, 'packages/app/server.js')];
  const child = spawn(process.execPath, script, { cwd: root, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the app server exited (${child.exitCode}):\n${output}`);
    const ready = workers > 1 ? /app-cluster: \d+ workers listening/.test(output) : /is serving on/.test(output);
    if (ready) {
      try {
        if ((await fetch(`${origin}/api/v1/health`, { signal: AbortSignal.timeout(5_000) })).ok) break;
      } catch {}
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the app server did not start within 90 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { origin, port, pid: child.pid, workers, stop, output: () => output };
}

/** The newest modification time (ms) of the files under `dir`, skipping build output and dependencies. */
function newestMtime(dir) {
  let newest = 0;
  if (!existsSync(dir)) return newest;
  const walk = (current) => {
    for (const name of readdir(current)) {
      if (['node_modules', 'dist', 'build', '.react-router', 'storybook-static'].includes(name)) continue;
      const full = path.join(current, name);
      const stat = statSync(full, { throwIfNoEntry: false });
      if (!stat) continue;
      if (stat.isDirectory()) walk(full);
      else if (!/\.(test|spec|stories)\.[cm]?[jt]sx?$/.test(name)) newest = Math.max(newest, stat.mtimeMs);
    }
  };
  walk(dir);
  return newest;
}

function readdir(dir) {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

/**
 * Why the production build must be made again (missing, or older than a source it is built
 * from), or undefined when it is up to date. Tests and stories do not count.
 */
export function staleBuildReason() {
  const builds = [
    [
      'packages/app/build/server/index.js',
      ['packages/app/app', 'packages/core/src', 'packages/react/src', 'packages/ui/src', 'packages/server/src'],
    ],
    ['packages/core/dist/esm/index.js', ['packages/core/src']],
    ['packages/react/dist/esm/index.js', ['packages/react/src']],
    ['packages/ui/dist/esm/index.js', ['packages/ui/src']],
    ['packages/server/dist/index.js', ['packages/server/src']],
  ];
  for (const [output, sources] of builds) {
    const file = path.join(ROOT, output);
    if (!existsSync(file)) return `${output} is missing`;
    const built = statSync(file).mtimeMs;
    for (const source of sources) {
      if (newestMtime(path.join(ROOT, source)) > built) return `${source} changed after ${output} was built`;
    }
  }
  return undefined;
}
