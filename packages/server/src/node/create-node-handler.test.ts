import { createServer, get, type Server } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingBody, useApiFixture } from '../test/api-fixture';
import { createNodeHandler } from './create-node-handler';

let server: Server;
let base: string;
const fixture = useApiFixture({}, { faultsExpected: true });

beforeAll(async () => {
  server = createServer(createNodeHandler(fixture.api));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe('createNodeHandler', () => {
  it('serves the API over node:http: GET, POST with a body, headers and status', async () => {
    expect(await (await fetch(`${base}/health`)).json()).toEqual({
      ok: true,
      database: 'up',
      outbox: { pending: 0, due: 0, failed: 0, oldestDueSeconds: 0 },
      slotsCache: { status: 'off', ttlMs: 0 },
    });
    const created = await fetch(`${base}/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': 'node-1' },
      body: JSON.stringify(bookingBody()),
    });
    expect(created.status).toBe(201);
    expect(created.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const booking = (await created.json()) as { id: string; manageToken: string };
    const view = await fetch(`${base}/bookings/${booking.id}`, { headers: { authorization: `Bearer ${booking.manageToken}` } });
    expect(await view.json()).toMatchObject({ id: booking.id, contact: { email: 'ada@example.com' } });
  });

  it('passes error answers through, including 413 for a large upload', async () => {
    const missing = await fetch(`${base}/nope`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ code: 'NOT_FOUND' });
    const large = await fetch(`${base}/bookings`, { method: 'POST', body: 'x'.repeat(200_000) });
    expect(large.status).toBe(413);
  });

  it('answers 400, not 500, to a Host header no address can be made of, and goes on serving', async () => {
    const { port } = server.address() as AddressInfo;
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.end('GET /api/v1/health HTTP/1.1\r\nHost: [\r\n\r\n'));
      let text = '';
      socket.on('data', (chunk) => {
        text += chunk.toString();
      });
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toContain('"code":"BAD_REQUEST"');
    // The server goes on: a new connection is served as before.
    const status = await new Promise<number | undefined>((resolve, reject) =>
      get(`${base}/health`, { agent: false }, (response) => {
        response.resume();
        resolve(response.statusCode);
      }).on('error', reject),
    );
    expect(status).toBe(200);
  });

  it('answers a plain 500 when the handler itself throws', async () => {
    const errors: unknown[] = [];
    const failing = createServer(
      createNodeHandler(() => Promise.reject(new Error('boom')), { onError: (error) => errors.push(error) }),
    );
    await new Promise<void>((resolve) => failing.listen(0, '127.0.0.1', resolve));
    try {
      const response = await fetch(`http://127.0.0.1:${(failing.address() as AddressInfo).port}/`);
      expect(response.status).toBe(500);
      expect(await response.json()).toMatchObject({ code: 'INTERNAL' });
      expect(errors).toHaveLength(1);
    } finally {
      await new Promise((resolve) => failing.close(resolve));
    }
  });
});
