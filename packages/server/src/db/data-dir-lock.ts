import { closeSync, constants, linkSync, openSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { access, mkdir, stat } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';
import { DatabaseStartupError } from './database-startup-error';

/** The lock file's name inside the embedded database's folder. */
export const LOCK_FILE_NAME = '.booking-kit.lock';

/** A folder this process holds the lock of. */
export interface DataDirLock {
  /** The lock file, `DATA_DIR/.booking-kit.lock`. */
  readonly file: string;
  /** Removes the lock file (if it is still this process's); safe to call more than once. */
  release(): void;
}

/** Lock files this process holds, so that a second open in the same process is refused too. */
const held = new Set<string>();

interface LockOwner {
  pid: number;
  host: string;
}

/** The owner a lock file names: its first line is the pid, its second the host name. */
function readOwner(file: string): LockOwner | undefined {
  try {
    const [pid, host = ''] = readFileSync(file, 'utf8').split('\n');
    const number = Number(pid);
    return Number.isInteger(number) && number > 0 ? { pid: number, host: host.trim() } : undefined;
  } catch {
    return undefined;
  }
}

/** Whether a process with this pid runs on this machine (EPERM: it does, as another user). */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Creates the lock file with its content in one step: written to a temporary file first, then
 * hard-linked into place, which fails if the lock exists. A reader never sees a half-written lock.
 * Falls back to an exclusive create (`wx`) on file systems without hard links.
 * @returns false when the lock file exists already
 */
function createLockFile(file: string, content: string): boolean {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, content);
  try {
    linkSync(temporary, file);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return false;
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'ENOSYS') throw error;
    try {
      const descriptor = openSync(file, 'wx');
      writeFileSync(descriptor, content);
      closeSync(descriptor);
      return true;
    } catch (fallbackError) {
      if ((fallbackError as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw fallbackError;
    }
  } finally {
    unlinkSync(temporary);
  }
}

function inUse(dataDir: string, file: string, owner: LockOwner, here: string): DatabaseStartupError {
  const who = owner.host === here ? `process ${owner.pid}` : `process ${owner.pid} on ${owner.host || 'another machine'}`;
  return new DatabaseStartupError(
    `The embedded database in ${dataDir} is already in use by ${who}. ` +
      'Two processes must never open one embedded database at once. Stop the other process, point DATA_DIR ' +
      `elsewhere, or use a PostgreSQL server (DATABASE_URL) for several processes. If no other booking-kit process ` +
      `runs, delete ${file}.`,
    dataDir,
  );
}

/** Whether a lock's owner is gone: a pid that no longer runs on this host, or none readable. */
function isStale(owner: LockOwner | undefined, here: string): boolean {
  if (!owner) return true;
  if (owner.host !== here) return false;
  // Our own pid in a lock this process does not hold: a previous run of a restarted container.
  return owner.pid === process.pid || !isAlive(owner.pid);
}

const sameOwner = (a: LockOwner | undefined, b: LockOwner | undefined) => a?.pid === b?.pid && a?.host === b?.host;

/**
 * Takes the exclusive lock of an embedded database's folder: `DATA_DIR/.booking-kit.lock`, holding
 * this process's pid and host name. A lock whose process no longer runs on this host (a crash) is
 * taken over; a live one, one from another host (a shared volume), or one this process already
 * holds is refused. The lock is released by `release` and, failing that, when the process exits.
 *
 * Taking over a stale lock has a small race (two processes starting at the same moment after a
 * crash could both see it stale); the owner is read again just before the stale file goes.
 * @throws {DatabaseStartupError} when another process holds the folder, or it cannot be written
 */
export function lockDataDir(dataDir: string): DataDirLock {
  const file = path.join(dataDir, LOCK_FILE_NAME);
  const here = hostname();
  if (held.has(file)) {
    throw new DatabaseStartupError(
      `The embedded database in ${dataDir} is already open in this process (pid ${process.pid}): close it before opening it again.`,
      dataDir,
    );
  }
  for (let attempt = 1; ; attempt++) {
    let created: boolean;
    try {
      created = createLockFile(file, `${process.pid}\n${here}\n`);
    } catch (error) {
      throw unreadable(dataDir, error);
    }
    if (created) break;
    const owner = readOwner(file);
    if (!isStale(owner, here) || attempt >= 3) throw inUse(dataDir, file, owner ?? { pid: 0, host: '' }, here);
    if (!sameOwner(owner, readOwner(file))) continue;
    try {
      unlinkSync(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw unreadable(dataDir, error);
    }
  }
  held.add(file);
  const releaseOnExit = () => release();
  function release(): void {
    if (!held.delete(file)) return;
    process.removeListener('exit', releaseOnExit);
    if (!sameOwner(readOwner(file), { pid: process.pid, host: here })) return;
    try {
      unlinkSync(file);
    } catch {
      // Already gone: nothing to release.
    }
  }
  // Synchronous, so that it also runs from the 'exit' event.
  process.once('exit', releaseOnExit);
  return { file, release };
}

/**
 * Makes sure `dataDir` is a folder this process can use, creating it if missing.
 * @throws {DatabaseStartupError} naming the folder, what is wrong and what to do
 */
export async function prepareDataDir(dataDir: string): Promise<void> {
  const fix = 'Move the file away, or point DATA_DIR at a folder this process can read and write.';
  try {
    const found = await stat(dataDir);
    if (!found.isDirectory()) {
      throw new DatabaseStartupError(`The embedded database's folder ${dataDir} is a file, not a folder. ${fix}`, dataDir);
    }
    await access(dataDir, constants.R_OK | constants.W_OK | constants.X_OK);
  } catch (error) {
    if (error instanceof DatabaseStartupError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOTDIR') {
      throw new DatabaseStartupError(
        `The embedded database's folder ${dataDir} lies under a file, not a folder. ${fix}`,
        dataDir,
        {
          cause: error,
        },
      );
    }
    if (code !== 'ENOENT') throw unreadable(dataDir, error);
    try {
      await mkdir(dataDir, { recursive: true });
    } catch (mkdirError) {
      throw unreadable(dataDir, mkdirError);
    }
  }
}

/** The folder cannot be read, written or created. */
export function unreadable(dataDir: string, error: unknown): DatabaseStartupError {
  const reason = error instanceof Error ? error.message : String(error);
  return new DatabaseStartupError(
    `The embedded database's folder ${dataDir} cannot be used (${reason}). Give this process permission to read and ` +
      'write it, or point DATA_DIR at another folder.',
    dataDir,
    { cause: error },
  );
}
