#!/usr/bin/env node
/**
 * `npm start`: builds the packages and the reference app when their sources are newer than the
 * last build, then serves the app, the API and the embedded database on one port (PORT, 3000).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stamp = path.join(root, 'packages/app/build/.built-at');
const sources = [
  'packages/core/src',
  'packages/react/src',
  'packages/ui/src',
  'packages/embed/src',
  'packages/server/src',
  'packages/server/migrations',
  'packages/server/demo',
  'packages/app/app',
  'package-lock.json',
];

/** The newest modification time under a path. */
function newest(target) {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let latest = stats.mtimeMs;
  for (const entry of readdirSync(target)) latest = Math.max(latest, newest(path.join(target, entry)));
  return latest;
}

/** What the server runs: the app's server build, and the server package's `dist` (its host and API). */
const outputs = ['packages/app/build/server/index.js', 'packages/server/dist/index.js'];

const builtAt = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
const changed = sources.some((source) => newest(path.join(root, source)) > builtAt);
if (changed || outputs.some((output) => !existsSync(path.join(root, output)))) {
  console.info('Building booking-kit (first start or changed sources)…');
  const build = spawnSync(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  writeFileSync(stamp, new Date().toISOString());
}

const server = spawnSync(process.execPath, ['packages/app/server.js'], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
process.exit(server.status ?? 0);
