import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiFixture, bookingBody, openApiFixture } from '../test/api-fixture';
import { createNodeHandler } from './create-node-handler';

let fixture: ApiFixture;
let server: Server;
let base: string;
beforeAll(async () => {
  fixture = await openApiFixture();
  server = createServer(createNodeHandler(fixture.api));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await fixture.dispose();
});

describe('createNodeHandler', () => {
  it('serves the API over node:http: GET, POST with a body, headers and status', async () => {
    expect(await (await fetch(`${base}/health`)).json()).toEqual({ ok: true, database: 'up' });
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
