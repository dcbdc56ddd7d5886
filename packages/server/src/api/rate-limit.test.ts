import { createServer, type Server } from 'node:http';
import { apiErrorBodySchema } from '@booking-kit/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNodeHandler } from '../node/create-node-handler';
import { type ApiFixture, bookingBody, NOW, openApiFixture } from '../test/api-fixture';
import { createBookingApi } from './create-booking-api';
import { RateLimiter } from './rate-limit';

let fixture: ApiFixture;
let clock = NOW;
beforeAll(async () => {
  fixture = await openApiFixture({ now: () => clock, rateLimit: { writesPerMinute: 3 } });
});
afterAll(async () => {
  expect(fixture.loggedErrors).toEqual([]);
  await fixture.dispose();
});

const from = (client: string) => ({ 'x-forwarded-for': `${client}, 10.0.0.1` });
/** A write that changes nothing: an invalid booking still counts against the limit. */
const write = (headers: Record<string, string>) => fixture.post('/bookings', { service: 'intro-call' }, headers);

describe('the write rate limit', () => {
  it('answers 429 RATE_LIMITED with Retry-After once a client used its writes, until tokens come back', async () => {
    clock = NOW;
    for (let index = 0; index < 3; index++) expect((await write(from('203.0.113.7'))).status).toBe(400);
    const limited = await write(from('203.0.113.7'));
    expect(limited.status).toBe(429);
    expect(apiErrorBodySchema.parse(limited.body)).toMatchObject({
      statusCode: 429,
      statusMessage: 'Too Many Requests',
      code: 'RATE_LIMITED',
      params: { seconds: 20 },
    });
    // 3 writes a minute: one comes back every 20 seconds.
    expect(limited.headers.get('retry-after')).toBe('20');
    // Another client, and reads, are not affected.
    expect((await write(from('198.51.100.1'))).status).toBe(400);
    expect((await fixture.call('/services/intro-call', { headers: from('203.0.113.7') })).status).toBe(200);
    expect((await fixture.call('/openapi.json', { headers: from('203.0.113.7') })).status).toBe(200);

    clock = new Date(NOW.getTime() + 10_000);
    expect((await write(from('203.0.113.7'))).headers.get('retry-after')).toBe('10');
    clock = new Date(NOW.getTime() + 20_000);
    expect((await write(from('203.0.113.7'))).status).toBe(400);
    expect((await write(from('203.0.113.7'))).status).toBe(429);
    clock = NOW;
  });

  it('limits every write route, holds and admin calls included', async () => {
    clock = NOW;
    const client = from('192.0.2.50');
    await fixture.post('/holds', { service: 'intro-call' }, client);
    await fixture.call('/holds/AAAAAAAAAAAAAAAAAAAAAA', { method: 'DELETE', headers: client });
    await fixture.post('/admin/one-time-links', {}, client);
    const answer = await fixture.post('/bookings', bookingBody({ start: '2026-03-03T08:00:00.000Z' }), client);
    expect(answer).toMatchObject({ status: 429, body: { code: 'RATE_LIMITED' } });
  });

  it('keys on the client id an adapter passes when there is no X-Forwarded-For', async () => {
    const api = createBookingApi({ db: fixture.db, now: () => NOW, rateLimit: { writesPerMinute: 1 } });
    const post = (clientId?: string) =>
      api(
        new Request('http://localhost/api/v1/bookings', { method: 'POST', body: '{}' }),
        clientId === undefined ? undefined : { clientId },
      );
    expect((await post('a')).status).toBe(400);
    expect((await post('a')).status).toBe(429);
    expect((await post('b')).status).toBe(400);
    // A request nobody can be identified for is not limited.
    expect((await post()).status).toBe(400);
    expect((await post()).status).toBe(400);
  });

  it('takes its limit from RATE_LIMIT_WRITES_PER_MINUTE (0 turns it off), and createNodeHandler passes the socket address', async () => {
    process.env.RATE_LIMIT_WRITES_PER_MINUTE = '2';
    let server: Server | undefined;
    try {
      const api = createBookingApi({ db: fixture.db, now: () => NOW });
      server = createServer(createNodeHandler(api));
      await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      const statuses: number[] = [];
      for (let index = 0; index < 3; index++) {
        const response = await fetch(`http://127.0.0.1:${port}/api/v1/bookings`, { method: 'POST', body: '{}' });
        statuses.push(response.status);
        await response.arrayBuffer();
      }
      expect(statuses).toEqual([400, 400, 429]);

      process.env.RATE_LIMIT_WRITES_PER_MINUTE = '0';
      const unlimited = createBookingApi({ db: fixture.db, now: () => NOW });
      for (let index = 0; index < 5; index++) {
        const response = await unlimited(new Request('http://localhost/api/v1/bookings', { method: 'POST', body: '{}' }), {
          clientId: 'same',
        });
        expect(response.status).toBe(400);
      }
    } finally {
      delete process.env.RATE_LIMIT_WRITES_PER_MINUTE;
      await new Promise((resolve) => server?.close(resolve));
    }
  });
});

describe('RateLimiter', () => {
  it('refills at the rate up to the burst, and forgets the longest idle clients beyond maxClients', () => {
    const limiter = new RateLimiter({ writesPerMinute: 60, burst: 2, maxClients: 2 });
    expect(limiter.take('a', 0)).toEqual({ allowed: true });
    expect(limiter.take('a', 0)).toEqual({ allowed: true });
    expect(limiter.take('a', 0)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(limiter.take('a', 60_000)).toEqual({ allowed: true });
    expect(limiter.take('a', 60_000)).toEqual({ allowed: true });
    expect(limiter.take('a', 60_000).allowed).toBe(false);
    limiter.take('b', 60_000);
    limiter.take('c', 60_000);
    // 'a' was forgotten: it starts with a full bucket again.
    expect(limiter.take('a', 60_000)).toEqual({ allowed: true });
  });
});
