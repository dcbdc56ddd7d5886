import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBookingApi } from '../api/create-booking-api';
import { loadDemoBusiness } from '../business/load-demo-business';
import { bookingBody, NOW } from '../test/api-fixture';
import { nodeBinary, runServerCommand, type ServerProcesses, startServerProcesses } from '../test/server-processes';
import { seedDataDir } from '../test/test-database';
import { LOCK_FILE_NAME, lockDataDir } from './data-dir-lock';
import { DatabaseStartupError } from './database-startup-error';
import { migrate } from './migrate';
import { openDatabase } from './open-database';
import { EMBEDDED_SHARED_BUFFERS } from './pglite-database';

/**
 * The embedded database's folder on disk: one process at a time (a lock file), and a clear
 * `DatabaseStartupError` naming the folder, what is wrong and what to do when it cannot be used.
 * Real folders in the system's temporary directory; the lock is tested across real processes.
 */

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'booking-kit-startup-'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

let folders = 0;
const folder = () => path.join(root, `data-${folders++}`);

/** The error `openDatabase` throws for a folder, which must be a DatabaseStartupError naming it. */
async function startupError(dataDir: string): Promise<DatabaseStartupError> {
  const error = await openDatabase({ dataDir }).then(
    async (db) => {
      await db.close();
      throw new Error(`${dataDir} opened`);
    },
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(DatabaseStartupError);
  const startup = error as DatabaseStartupError;
  expect(startup.dataDir).toBe(dataDir);
  expect(startup.message).toContain(dataDir);
  return startup;
}

/** A pid that ran and has exited. */
function deadPid(): number {
  const child = spawnSync(nodeBinary(), ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
  return Number(child.stdout);
}

describe('the lock on the embedded database’s folder', () => {
  it('is taken on open with this process’s pid, refused a second time in the same process, and released on close', async () => {
    const dataDir = folder();
    await seedDataDir(dataDir, 'empty');
    const db = await openDatabase({ dataDir });
    const lockFile = path.join(dataDir, LOCK_FILE_NAME);
    try {
      expect(readFileSync(lockFile, 'utf8')).toBe(`${process.pid}\n${hostname()}\n`);
      const again = await startupError(dataDir);
      expect(again.message).toContain('already open in this process');
    } finally {
      await db.close();
    }
    expect(existsSync(lockFile)).toBe(false);
  });

  it('takes over a stale lock whose process has exited, and a garbled one', async () => {
    const dataDir = folder();
    await mkdir(dataDir, { recursive: true });
    const lockFile = path.join(dataDir, LOCK_FILE_NAME);
    for (const stale of [`${deadPid()}\n${hostname()}\n`, 'garbage']) {
      await writeFile(lockFile, stale);
      const lock = lockDataDir(dataDir);
      expect(readFileSync(lockFile, 'utf8')).toBe(`${process.pid}\n${hostname()}\n`);
      lock.release();
      expect(existsSync(lockFile)).toBe(false);
    }
  });

  it('refuses a lock held by a live process, or by one on another host, naming the folder and the pid', async () => {
    const dataDir = folder();
    await mkdir(dataDir, { recursive: true });
    const lockFile = path.join(dataDir, LOCK_FILE_NAME);
    // The parent of this test process is alive for sure.
    await writeFile(lockFile, `${process.ppid}\n${hostname()}\n`);
    expect(() => lockDataDir(dataDir)).toThrow(DatabaseStartupError);
    expect(() => lockDataDir(dataDir)).toThrow(`${dataDir} is already in use by process ${process.ppid}`);
    await writeFile(lockFile, `${deadPid()}\nsome-other-host\n`);
    expect(() => lockDataDir(dataDir)).toThrow(/already in use by process \d+ on some-other-host/);
    // Nothing was taken over: the other host's lock is still there.
    expect(readFileSync(lockFile, 'utf8')).toContain('some-other-host');
  });

  describe('across processes (the built CLI)', () => {
    let processes: ServerProcesses | undefined;
    afterAll(async () => {
      await processes?.stop();
    }, 30_000);

    it('a second process on the same DATA_DIR exits non-zero naming the folder and the first process; after it stops, it starts', async () => {
      const dataDir = folder();
      await seedDataDir(dataDir, 'demo');
      const env = { DATA_DIR: dataDir, DATABASE_URL: undefined };
      processes = await startServerProcesses(1, env, { timeoutMs: 60_000 });
      const first = processes.servers[0]?.child.pid;
      const second = await runServerCommand(['migrate'], env);
      expect(second.code).toBe(1);
      expect(second.output).toContain(`The embedded database in ${dataDir} is already in use by process ${first}`);
      expect(second.output).not.toMatch(/\n\s+at /);

      await processes.stop();
      processes = undefined;
      expect(existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(false);
      const after = await runServerCommand(['migrate'], env);
      expect(after, after.output).toMatchObject({ code: 0 });
      expect(existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(false);
    }, 120_000);

    it('a process killed without cleaning up leaves a stale lock that the next one takes over', async () => {
      const dataDir = folder();
      await seedDataDir(dataDir, 'demo');
      const env = { DATA_DIR: dataDir, DATABASE_URL: undefined };
      const killed = await startServerProcesses(1, env, { timeoutMs: 60_000 });
      const server = killed.servers[0];
      const exited = new Promise((resolve) => server?.child.once('exit', resolve));
      server?.child.kill('SIGKILL');
      await exited;
      expect(readFileSync(path.join(dataDir, LOCK_FILE_NAME), 'utf8')).toBe(`${server?.child.pid}\n${hostname()}\n`);
      const next = await runServerCommand(['migrate'], env);
      expect(next, next.output).toMatchObject({ code: 0 });
    }, 120_000);
  });
});

describe('a folder the embedded database cannot use', () => {
  it('a file where the folder should be', async () => {
    const dataDir = folder();
    await writeFile(dataDir, 'not a folder');
    const error = await startupError(dataDir);
    expect(error.message).toContain('is a file, not a folder');
    expect(error.message).toContain('point DATA_DIR at a folder');
    const below = await startupError(path.join(dataDir, 'inside'));
    expect(below.message).toContain('lies under a file');
  });

  it('garbage in its files: says they are damaged, to keep them and restore a backup or start afresh; releases the lock', async () => {
    const dataDir = folder();
    await seedDataDir(dataDir, 'empty');
    await writeFile(path.join(dataDir, 'PG_VERSION'), 'garbage\n');
    await writeFile(path.join(dataDir, 'global', 'pg_control'), 'x'.repeat(100));
    const error = await startupError(dataDir);
    expect(error.message).toContain('its files are damaged or were not written by PGlite');
    expect(error.message).toContain('Move the folder away');
    expect(error.message).toContain('restore a backup');
    expect(error.message).toContain('point DATA_DIR at a new folder');
    expect(error.cause).toBeDefined();
    expect(existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(false);
  });

  // Permissions do not bind root, which CI containers often run as: there the check runs the CLI as
  // the unprivileged user `nobody`, who meets them like every other user.
  it('a folder this process may not read or write', async () => {
    const dataDir = folder();
    await mkdir(dataDir, { mode: 0o000 });
    if (process.getuid?.() !== 0) {
      const error = await startupError(dataDir);
      expect(error.message).toContain('cannot be used');
      expect(error.message).toContain('permission');
      return;
    }
    const asNobody = await runServerCommand(['migrate'], { DATA_DIR: dataDir, DATABASE_URL: undefined }, 60_000, {
      uid: 65534,
      gid: 65534,
    });
    expect(asNobody.code, asNobody.output).toBe(1);
    expect(asNobody.output).toContain(`The embedded database's folder ${dataDir} cannot be used`);
    expect(asNobody.output).toContain('permission');
  }, 60_000);
});

// The default setup (npm start) keeps its data in an embedded database on disk: PGlite on disk
// whatever database the suite runs on, so it is here, in a file the PostgreSQL suite leaves out.
describe('the embedded database on disk', () => {
  // The one test here that starts from an empty folder, as a first `npm start` does (`initdb` on
  // disk); the others start from a copy of the run's database (`seedDataDir`).
  it('keeps a booking across closing and reopening its data directory', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'booking-kit-'));
    try {
      const first = await openDatabase({ dataDir });
      await migrate(first);
      await loadDemoBusiness(first);
      const created = await createBookingApi({ db: first, now: () => NOW })(
        new Request('http://localhost/api/v1/bookings', { method: 'POST', body: JSON.stringify(bookingBody()) }),
      );
      expect(created.status).toBe(201);
      const booking = (await created.json()) as { id: string; manageToken: string };
      await first.close();

      const reopened = await openDatabase({ dataDir });
      expect((await migrate(reopened)).applied).toEqual([]);
      expect(await loadDemoBusiness(reopened)).toBeNull();
      const view = await createBookingApi({ db: reopened, now: () => NOW })(
        new Request(`http://localhost/api/v1/bookings/${booking.id}`, {
          headers: { authorization: `Bearer ${booking.manageToken}` },
        }),
      );
      expect(view.status).toBe(200);
      expect(await view.json()).toMatchObject({
        id: booking.id,
        start: '2026-03-03T08:00:00.000Z',
        contact: { email: 'ada@example.com' },
      });
      // Both starts ran with the embedded database's own shared_buffers, a start parameter that
      // the folder's postgresql.conf does not keep.
      const { rows } = await reopened.query<{ shared_buffers: string }>('SHOW shared_buffers');
      expect(rows[0]?.shared_buffers).toBe(EMBEDDED_SHARED_BUFFERS);
      expect(readFileSync(path.join(dataDir, 'postgresql.conf'), 'utf8')).not.toContain(EMBEDDED_SHARED_BUFFERS);
      await reopened.close();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
