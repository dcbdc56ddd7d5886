/**
 * CPU time spent by the processes a benchmark drives, read from Linux's /proc: the app server and
 * its children (cluster workers), the PostgreSQL backends connected to the bench's database, and
 * the benchmark process itself. CPU time, unlike latency, barely depends on what else the machine
 * is running, so it tells how far a figure is from its target on a machine of its own.
 * Elsewhere than Linux every figure is undefined.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';

const TICK_MS = 10; // USER_HZ is 100 on Linux

function readProcess(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return {
      pid: Number(pid),
      ppid: Number(fields[1]),
      cpuMs: (Number(fields[11]) + Number(fields[12])) * TICK_MS,
      command: readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' '),
    };
  } catch {
    return undefined; // ended meanwhile
  }
}

/** CPU milliseconds so far of: `rootPid` and its descendants, PostgreSQL backends of `databaseName`, this process. */
export function cpuSnapshot({ rootPid, databaseName }) {
  if (!existsSync('/proc/self/stat')) return undefined;
  const all = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(readProcess)
    .filter(Boolean);
  const tree = new Set([rootPid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const entry of all) {
      if (tree.has(entry.ppid) && !tree.has(entry.pid)) {
        tree.add(entry.pid);
        grew = true;
      }
    }
  }
  const sum = (list) => list.reduce((total, entry) => total + entry.cpuMs, 0);
  const usage = process.cpuUsage();
  return {
    app: sum(all.filter((entry) => tree.has(entry.pid))),
    // A backend's title is `postgres: <user> <database> <client> <state>`.
    postgres: databaseName
      ? sum(all.filter((entry) => entry.command.startsWith('postgres: ') && entry.command.includes(` ${databaseName} `)))
      : 0,
    generator: (usage.user + usage.system) / 1000,
  };
}

/**
 * CPU per request between two snapshots, and the request rate that CPU would allow if it had the
 * machine's cores to itself: an upper bound (one app process runs its JavaScript, and PGlite's
 * WebAssembly with it, mostly on one thread; GC and file writes use helper threads).
 */
export function cpuPerRequest(before, after, requests) {
  if (!before || !after || requests === 0) return undefined;
  const per = (key) => (after[key] - before[key]) / requests;
  const app = per('app');
  const postgres = per('postgres');
  return { app, postgres, generator: per('generator'), ceiling: (cpus().length * 1000) / Math.max(app + postgres, 1e-6) };
}
