import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A production server of our own, started for one test with its own settings. */
export interface ServerProcess {
  port: number;
  dataDir: string;
  /** Everything it printed so far (stdout and stderr). */
  output: () => string;
  stop: () => Promise<void>;
  /** Ends it with SIGKILL (`kill -9`): nothing is flushed, nothing is closed. */
  kill: () => Promise<void>;
}

/** How a start ended when the server did not come up. */
export interface FailedStart {
  exitCode: number | null;
  output: string;
}

function launch(env: Record<string, string>): { child: ChildProcess; output: () => string } {
  const base: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) {
    // Every server started here runs on its own embedded database.
    if (value !== undefined && key !== 'DATABASE_URL') base[key] = value;
  }
  const child = spawn(process.execPath, ['packages/app/server.js'], {
    env: { ...base, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    text += chunk.toString('utf8');
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    text += chunk.toString('utf8');
  });
  return { child, output: () => text };
}

/**
 * A new folder for a server's embedded database: a copy of the run's template (the database of a
 * server that started once and stopped, see data-dir-template.ts) when there is one, else empty.
 */
export function freshDataDir(): string {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'booking-kit-server-'));
  const template = process.env.E2E_DATA_DIR_TEMPLATE;
  if (template) cpSync(template, dataDir, { recursive: true });
  return dataDir;
}

/**
 * Starts `node packages/app/server.js` on a free port with `env` (and a fresh `DATA_DIR`, see
 * `freshDataDir`, unless given), and resolves once it serves; rejects with what it printed if it exits first.
 */
export function startServer(env: Record<string, string> = {}, timeoutMs = 60_000): Promise<ServerProcess> {
  const dataDir = env.DATA_DIR ?? freshDataDir();
  const { child, output } = launch({ ...env, DATA_DIR: dataDir });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server did not start within ${timeoutMs} ms:\n${output()}`));
    }, timeoutMs);
    const poll = setInterval(() => {
      const port = Number(/serving on http:\/\/localhost:(\d+)/.exec(output())?.[1]);
      if (!port) return;
      clearInterval(poll);
      clearTimeout(timer);
      resolve({
        port,
        dataDir,
        output,
        stop: () =>
          new Promise<void>((done) => {
            if (child.exitCode !== null) return done();
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
        kill: () =>
          new Promise<void>((done) => {
            if (child.exitCode !== null || child.signalCode !== null) return done();
            child.once('exit', () => done());
            child.kill('SIGKILL');
          }),
      });
    }, 50);
    child.once('exit', (code) => {
      clearInterval(poll);
      clearTimeout(timer);
      reject(Object.assign(new Error(`the server exited with ${code}:\n${output()}`), { exitCode: code, output: output() }));
    });
  });
}

/** Starts a server that is expected to refuse to start; resolves with its exit code and output. */
export async function expectFailedStart(env: Record<string, string>, timeoutMs = 60_000): Promise<FailedStart> {
  const { child, output } = launch(env);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server neither started nor stopped within ${timeoutMs} ms:\n${output()}`));
    }, timeoutMs);
    const poll = setInterval(() => {
      if (/serving on http/.test(output())) {
        clearInterval(poll);
        clearTimeout(timer);
        child.kill('SIGKILL');
        reject(new Error(`the server started although it should not have:\n${output()}`));
      }
    }, 50);
    child.once('exit', (code) => {
      clearInterval(poll);
      clearTimeout(timer);
      resolve({ exitCode: code, output: output() });
    });
  });
}
