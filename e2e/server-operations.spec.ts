import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures';
import { httpRequest, rawRequest } from './raw-http';
import { expectFailedStart, type ServerProcess, startServer } from './server-process';

/**
 * The production server as an operator runs it: the write rate limit keys on who really sent the
 * request, a database folder can serve one process only, and a broken one stops start-up with a
 * message that says what to do.
 */

test.describe.configure({ mode: 'serial' });

const HOLD = JSON.stringify({ service: 'intro-call', staff: 'anna-de-vries', start: '2000-01-01T00:00:00.000Z' });

/** A write that the limiter counts (it answers 4xx for the past start, or 429 once over the limit). */
async function write(server: ServerProcess, headers: Record<string, string> = {}) {
  return rawRequest(server.port, httpRequest('POST', '/api/v1/holds', { 'Content-Type': 'application/json', ...headers }, HOLD));
}

test.describe('the write rate limit', () => {
  let server: ServerProcess;
  /**
   * The database folder of the first server, reopened by the next ones: a fresh folder costs
   * each start its own initdb, migrations and demo business, and these tests write nothing to it
   * (every counted write is refused). Each test still gets its own process, so a fresh limiter.
   */
  let dataDir: string | undefined;
  const start = async (env: Record<string, string>) => {
    server = await startServer({ ...env, ...(dataDir ? { DATA_DIR: dataDir } : {}) });
    dataDir = server.dataDir;
  };
  test.afterEach(async () => {
    await server?.stop();
  });

  test('limits a direct client by its address, whatever X-Forwarded-For it sends', async () => {
    await start({ RATE_LIMIT_WRITES_PER_MINUTE: '3' });
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await write(server, { 'X-Forwarded-For': `10.0.0.${attempt}` })).status).not.toBe(429);
    }
    const limited = await write(server, { 'X-Forwarded-For': '10.0.0.99' });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(JSON.parse(limited.body).code).toBe('RATE_LIMITED');
  });

  test('counts page form posts as writes', async () => {
    await start({ RATE_LIMIT_WRITES_PER_MINUTE: '3' });
    const form = new URLSearchParams({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'not-an-email',
      start: 'x',
      timeZone: 'UTC',
    }).toString();
    for (let attempt = 0; attempt < 3; attempt++) {
      const posted = await rawRequest(
        server.port,
        httpRequest(
          'POST',
          '/widget/appointment/anna-de-vries/intro-call',
          { 'Content-Type': 'application/x-www-form-urlencoded' },
          form,
        ),
      );
      expect(posted.status).toBeLessThan(500);
    }
    expect((await write(server)).status).toBe(429);
  });

  test('behind a configured proxy, keys on the address the proxy saw', async () => {
    await start({ RATE_LIMIT_WRITES_PER_MINUTE: '3', TRUST_PROXY: '1' });
    // The client wrote the first entry itself; the proxy appended the address it saw.
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await write(server, { 'X-Forwarded-For': `6.6.6.${attempt}, 203.0.113.7` })).status).not.toBe(429);
    }
    expect((await write(server, { 'X-Forwarded-For': '6.6.6.200, 203.0.113.7' })).status).toBe(429);
    // Another visitor behind the same proxy is not held back.
    expect((await write(server, { 'X-Forwarded-For': '198.51.100.4' })).status).not.toBe(429);
  });
});

test.describe('the embedded database folder', () => {
  test('serves one process: a second start on the same DATA_DIR stops with a message', async () => {
    // Three starts of the server and a refused one, one after the other: on a loaded 2-core
    // machine (a clean-clone CI run, Vitest beside it) they took more than the default minute.
    test.slow();
    const first = await startServer();
    try {
      const second = await expectFailedStart({ DATA_DIR: first.dataDir });
      expect(second.exitCode).not.toBe(0);
      expect(second.output).toContain(first.dataDir);
      expect(second.output).toMatch(/in use|locked/i);
      // The first one is unharmed.
      expect((await rawRequest(first.port, httpRequest('GET', '/api/v1/health'))).status).toBe(200);
    } finally {
      await first.stop();
    }
    // Once the first has stopped, the folder can be opened again.
    const again = await startServer({ DATA_DIR: first.dataDir });
    await again.stop();
  });

  test('a corrupt DATA_DIR stops start-up with a message that names it and says what to do', async () => {
    const dataDir = path.join(tmpdir(), `booking-kit-corrupt-${process.pid}-${Date.now()}`);
    mkdirSync(path.join(dataDir, 'base'), { recursive: true });
    writeFileSync(path.join(dataDir, 'PG_VERSION'), 'not a version\n');
    writeFileSync(path.join(dataDir, 'base', 'garbage'), Buffer.alloc(8192, 0xab));
    const corrupt = await expectFailedStart({ DATA_DIR: dataDir });
    expect(corrupt.exitCode).not.toBe(0);
    expect(corrupt.output).toContain(dataDir);
    expect(corrupt.output).toMatch(/DATA_DIR/);

    const file = path.join(tmpdir(), `booking-kit-file-${process.pid}-${Date.now()}`);
    writeFileSync(file, 'a file, not a folder');
    const notAFolder = await expectFailedStart({ DATA_DIR: file });
    expect(notAFolder.exitCode).not.toBe(0);
    expect(notAFolder.output).toContain(file);
  });
});
