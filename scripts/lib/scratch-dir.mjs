import { accessSync, constants, mkdirSync, readdirSync, rmSync, statfsSync } from 'node:fs';
import path from 'node:path';

/** The RAM disk Linux machines mount (tmpfs). */
const RAM_DISK = '/dev/shm';
/** A run's folder: this, then its process id. */
const PREFIX = 'booking-kit-test-';
/** What the RAM disk must have free to take a run's scratch files (the packed test's project is the largest, ~300 MB). */
const NEEDED_BYTES = 4 * 2 ** 30;

/**
 * Points the run's temporary folder (`TMPDIR`, which `os.tmpdir()` and Chromium read) at a folder
 * of its own on the machine's RAM disk, when there is one with room, and none was chosen
 * already; removes that folder when the run ends. Returns the folder, or undefined.
 *
 * Why: the tests make thousands of files that live for seconds — every app server's database
 * folder (1,187 files from PGlite's initdb or the template copied), the packed packages' fresh
 * project and its `npm install`, Chromium's profiles — and on our machines' disks making a file
 * costs about 1 ms of kernel CPU (copying one database folder: 1.16 s on the disk, 0.04 s on
 * tmpfs). The tests do exactly what they did; only where their scratch files live changes.
 * The folder is named by the run's process id: a run that was killed leaves its folder, in
 * memory, and the next run removes it.
 */
export function scratchOnRamDisk(env = process.env) {
  if (env.TMPDIR || process.platform !== 'linux') return undefined;
  try {
    accessSync(RAM_DISK, constants.W_OK);
    const { bavail, bsize } = statfsSync(RAM_DISK);
    if (bavail * bsize < NEEDED_BYTES) return undefined;
  } catch {
    return undefined;
  }
  removeFoldersOfEndedRuns();
  const dir = path.join(RAM_DISK, `${PREFIX}${process.pid}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir);
  env.TMPDIR = dir;
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  // Interrupted, the run still cleans up (its suites got the same signal and have ended).
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(130));
  return dir;
}

/** Whether a process runs with this id (signal 0 only asks). */
function running(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/** The folders of runs that ended without removing theirs (killed). */
function removeFoldersOfEndedRuns() {
  for (const name of readdirSync(RAM_DISK)) {
    const pid = Number(name.slice(PREFIX.length));
    if (name.startsWith(PREFIX) && Number.isInteger(pid) && pid > 0 && !running(pid)) {
      rmSync(path.join(RAM_DISK, name), { recursive: true, force: true });
    }
  }
}
