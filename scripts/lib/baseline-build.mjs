/**
 * Another commit of this repository, built beside the working tree, so that a benchmark can run
 * it and this one on the same machine in the same run: CPU figures move with the machine (2×
 * between machines of one kind), their ratio does not.
 *
 * The commit's files come from `git archive` into `<tmpdir>/booking-kit-baseline/<commit>/`
 * (outside the checkout: Node strips TypeScript types only outside node_modules, and no linter or
 * test runner of this checkout should see it; kept between runs: it is built once), with this
 * checkout's dependencies when its lockfile is this checkout's (see `copyDependencies`: instant),
 * else its own, installed by `npm ci` from its lockfile (a minute or two: the commit may use
 * packages this checkout has dropped, as 1e68a8e uses `@react-email/components`). Then
 * `npm run build` there.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT } from './app-server.mjs';

/** Where a commit's build is kept. */
export function baselineDir(commit) {
  return path.join(tmpdir(), 'booking-kit-baseline', commit);
}

/**
 * Gives `dir` this checkout's `node_modules`: hard links of its files (instant, no space), or a
 * copy where the two are on different file systems. Not symbolic links: TypeScript's declaration
 * build follows them out of the tree and fails. Its `@booking-kit/*` entries are relative links,
 * so in the copy they point at the commit's own packages.
 */
function copyDependencies(dir) {
  const from = path.join(ROOT, 'node_modules');
  const to = path.join(dir, 'node_modules');
  const linked = spawnSync('cp', ['-al', from, to], { stdio: 'ignore' });
  if (linked.status !== 0) {
    rmSync(to, { recursive: true, force: true });
    execFileSync('cp', ['-a', from, to]);
  }
}

/**
 * The root of `commit`'s built checkout (extracted and built on first use; a half-built one is
 * started afresh). Throws when the commit is unknown or its build fails.
 */
export function baselineBuild(commit) {
  const dir = baselineDir(commit);
  const done = path.join(dir, '.bk-built');
  if (existsSync(done)) return dir;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  console.info(`Building ${commit} beside this checkout, in ${path.relative(ROOT, dir)} (once)…`);
  const archive = execFileSync('git', ['archive', '--format=tar', commit], { cwd: ROOT, maxBuffer: 1 << 30 });
  execFileSync('tar', ['-x', '-C', dir], { input: archive });
  const sameLockfile =
    readFileSync(path.join(dir, 'package-lock.json'), 'utf8') === readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8');
  if (sameLockfile) copyDependencies(dir);
  else {
    console.info(`${commit.slice(0, 7)} has other dependencies than this checkout: npm ci there…`);
    const installed = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] });
    if (installed.status !== 0) throw new Error(`npm ci for ${commit} failed (exit ${installed.status})`);
  }
  const built = spawnSync('npm', ['run', 'build'], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] });
  if (built.status !== 0) throw new Error(`the build of ${commit} failed (exit ${built.status})`);
  writeFileSync(done, `${new Date().toISOString()}\n`);
  return dir;
}
