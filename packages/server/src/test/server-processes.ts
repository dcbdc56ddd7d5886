import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

/** The built CLI (`npm run build -w @booking-kit/server`); `npm test` builds it before the suites. */
export const SERVER_CLI: string = fileURLToPath(new URL('../../dist/cli.js', import.meta.url));

/** Node 22 (the repository pins it as a devDependency): the vitest runtime when it is 22, else the pinned binary. */
export function nodeBinary(): string {
  if (Number(process.versions.node.split('.')[0]) >= 22) return process.execPath;
  const pinned = fileURLToPath(new URL('../../../../node_modules/.bin/node', import.meta.url));
  return existsSync(pinned) ? pinned : process.execPath;
}

/** A port nobody listens on right now, on the loopback interface. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** One `booking-kit-server serve` process. */
export interface ServerProcess {
  port: number;
  /** `http://127.0.0.1:PORT/api/v1` */
  baseUrl: string;
  child: ChildProcess;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
}

/** Several server processes, and how to stop them all. */
export interface ServerProcesses {
  servers: ServerProcess[];
  /** Stops every process: SIGTERM, then SIGKILL after a grace period. Safe to call more than once. */
  stop(): Promise<void>;
}

async function waitUntilHealthy(server: ServerProcess, deadline: number): Promise<void> {
  for (;;) {
    if (server.child.exitCode !== null || server.child.signalCode !== null) {
      throw new Error(
        `server on port ${server.port} exited (${server.child.exitCode ?? server.child.signalCode}):\n${server.output()}`,
      );
    }
    try {
      const response = await fetch(`${server.baseUrl}/health`);
      if (response.ok) return;
    } catch {}
    if (Date.now() > deadline) throw new Error(`server on port ${server.port} did not become healthy:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function stopProcess(child: ChildProcess, graceMs: number): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

/**
 * Starts `count` processes of the built CLI's `serve` command, each on its own free loopback
 * port with `env` added to this process's environment, and waits for `/api/v1/health` on all.
 * The database they share must be migrated and loaded beforehand, so that their start-up does
 * no writes. On a start-up failure every started process is stopped before the error is thrown.
 */
export async function startServerProcesses(
  count: number,
  env: Record<string, string | undefined>,
  options: { timeoutMs?: number } = {},
): Promise<ServerProcesses> {
  if (!existsSync(SERVER_CLI)) throw new Error(`${SERVER_CLI} is missing: run npm run build -w @booking-kit/server first.`);
  const servers: ServerProcess[] = [];
  const stop = async () => {
    await Promise.all(servers.map((server) => stopProcess(server.child, 5_000)));
  };
  try {
    for (let index = 0; index < count; index++) {
      const port = await freePort();
      const childEnv: Record<string, string | undefined> = { ...process.env, ...env, PORT: String(port) };
      const child = spawn(nodeBinary(), [SERVER_CLI, 'serve'], { env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
      let output = '';
      child.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString('utf8');
      });
      child.stderr?.on('data', (chunk: Buffer) => {
        output += chunk.toString('utf8');
      });
      servers.push({ port, baseUrl: `http://127.0.0.1:${port}/api/v1`, child, output: () => output });
    }
    const deadline = Date.now() + (options.timeoutMs ?? 30_000);
    await Promise.all(servers.map((server) => waitUntilHealthy(server, deadline)));
  } catch (error) {
    await stop();
    throw error;
  }
  return { servers, stop };
}

/** How a finished CLI command ended. */
export interface CommandResult {
  /** The exit code (null when killed by a signal). */
  code: number | null;
  /** Everything it printed (stdout and stderr). */
  output: string;
}

/**
 * Runs one command of the built CLI (`migrate`, `import FILE`…) to its end, with `env` added to
 * this process's environment; killed after `timeoutMs`. With `user`, it runs as that user
 * (possible only for root), to meet the file permissions a non-root user meets.
 */
export async function runServerCommand(
  args: readonly string[],
  env: Record<string, string | undefined>,
  timeoutMs = 60_000,
  user?: { uid: number; gid: number },
): Promise<CommandResult> {
  if (!existsSync(SERVER_CLI)) throw new Error(`${SERVER_CLI} is missing: run npm run build -w @booking-kit/server first.`);
  const child = spawn(nodeBinary(), [SERVER_CLI, ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    ...user,
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
  });
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  const code = await new Promise<number | null>((resolve) => child.once('exit', (exitCode) => resolve(exitCode)));
  clearTimeout(timer);
  return { code, output };
}
