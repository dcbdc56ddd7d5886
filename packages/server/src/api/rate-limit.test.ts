import { createServer, type Server } from 'node:http';
import { apiErrorBodySchema } from '@booking-kit/core';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/open-database';
import { createNodeHandler } from '../node/create-node-handler';
import { bookingBody, NOW, useApiFixture } from '../test/api-fixture';
import { testDatabaseKind } from '../test/test-database';
import { createBookingApi } from './create-booking-api';
import { RateLimiter } from './rate-limit';

let clock = NOW;
// Behind one reverse proxy, which appends the client's address to X-Forwarded-For.
const fixture = useApiFixture({ now: () => clock, rateLimit: { writesPerMinute: 3 }, trustProxy: 1 });

/** What the proxy forwards for `client`: whatever the client claimed, then the address the proxy saw. */
const from = (client: string) => ({ 'x-forwarded-for': `198.18.0.66, ${client}` });
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

  it('keys a direct client on the address the adapter passes, and one nobody can identify on "unknown"', async () => {
    const api = createBookingApi({ db: fixture.db, now: () => NOW, rateLimit: { writesPerMinute: 1 }, trustProxy: 0 });
    const post = (clientId?: string) =>
      api(
        new Request('http://localhost/api/v1/bookings', { method: 'POST', body: '{}' }),
        clientId === undefined ? undefined : { clientId },
      );
    expect((await post('203.0.113.1')).status).toBe(400);
    expect((await post('203.0.113.1')).status).toBe(429);
    expect((await post('203.0.113.2')).status).toBe(400);
    // A request nobody can be identified for is still limited: all such requests share one bucket.
    expect((await post()).status).toBe(400);
    const unknown = await post();
    expect(unknown.status).toBe(429);
    expect(apiErrorBodySchema.parse(await unknown.json()).code).toBe('RATE_LIMITED');
  });

  it('does not let a direct client escape the limit by rotating X-Forwarded-For (no proxy trusted)', async () => {
    const api = createBookingApi({ db: fixture.db, now: () => NOW, rateLimit: { writesPerMinute: 2 } });
    const statuses: number[] = [];
    for (let index = 0; index < 6; index++) {
      const request = new Request('http://localhost/api/v1/bookings', {
        method: 'POST',
        headers: { 'x-forwarded-for': `10.0.${index}.1, 192.0.2.${index}` },
        body: '{}',
      });
      statuses.push((await api(request, { clientId: '203.0.113.9' })).status);
    }
    expect(statuses).toEqual([400, 400, 429, 429, 429, 429]);
  });

  it('behind one trusted proxy, keys on the address it appended, not on what the client wrote before it', async () => {
    clock = NOW;
    // The client rotates the part it controls; the proxy's entry (rightmost) stays the same.
    const statuses: number[] = [];
    for (let index = 0; index < 5; index++) {
      const answer = await write({ 'x-forwarded-for': `10.9.${index}.1, 192.0.2.77` });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([400, 400, 400, 429, 429]);
    // Without the header the proxy itself is the client: its own address, from the adapter.
    const api = createBookingApi({ db: fixture.db, now: () => NOW, rateLimit: { writesPerMinute: 1 }, trustProxy: 1 });
    const direct = () =>
      api(new Request('http://localhost/api/v1/bookings', { method: 'POST', body: '{}' }), { clientId: '10.0.0.2' });
    expect((await direct()).status).toBe(400);
    expect((await direct()).status).toBe(429);
  });

  it('takes the number of trusted proxies from TRUST_PROXY, and refuses a value that is not a number of hops', async () => {
    process.env.TRUST_PROXY = '2';
    try {
      const api = createBookingApi({ db: fixture.db, now: () => NOW, rateLimit: { writesPerMinute: 1 } });
      const post = (forwarded: string) =>
        api(
          new Request('http://localhost/api/v1/bookings', {
            method: 'POST',
            headers: { 'x-forwarded-for': forwarded },
            body: '{}',
          }),
          {
            clientId: '10.0.0.2',
          },
        );
      // Client, then the CDN's entry, then the load balancer's: the client is 2nd from the right.
      expect((await post('6.6.6.6, 203.0.113.50, 10.0.0.1')).status).toBe(400);
      expect((await post('7.7.7.7, 203.0.113.50, 10.0.0.1')).status).toBe(429);
      expect((await post('203.0.113.51, 10.0.0.1')).status).toBe(400);
      process.env.TRUST_PROXY = 'true';
      expect(() => createBookingApi({ db: fixture.db })).toThrow(/TRUST_PROXY="true" is not a number of proxy hops/);
      expect(() => createBookingApi({ db: fixture.db, trustProxy: -1 })).toThrow(/trustProxy: -1/);
    } finally {
      delete process.env.TRUST_PROXY;
    }
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

// Several processes on one PostgreSQL: each has its own connections, and the buckets are shared.
if (testDatabaseKind === 'postgres') {
  describe('the write rate limit on PostgreSQL', () => {
    it('holds across processes: one client gets the limit in all, however its writes are spread', async () => {
      const { databaseUrl } = fixture.testDatabase;
      const pools = await Promise.all([0, 1, 2].map(() => openDatabase({ databaseUrl: databaseUrl as string })));
      try {
        const apis = pools.map((db) => createBookingApi({ db, now: () => NOW, rateLimit: { writesPerMinute: 5 } }));
        const post = (index: number, clientId: string) =>
          (apis[index % apis.length] as (typeof apis)[number])(
            new Request('http://localhost/api/v1/bookings', { method: 'POST', body: '{}' }),
            { clientId },
          ).then((response) => response.status);
        // One after another, round-robin over the three processes.
        const sequential: number[] = [];
        for (let index = 0; index < 9; index++) sequential.push(await post(index, '203.0.113.80'));
        expect(sequential).toEqual([400, 400, 400, 400, 400, 429, 429, 429, 429]);
        // All at once: still exactly five.
        const together = await Promise.all(Array.from({ length: 30 }, (_, index) => post(index, '203.0.113.81')));
        expect(together.filter((status) => status === 400)).toHaveLength(5);
        expect(together.filter((status) => status === 429)).toHaveLength(25);
      } finally {
        await Promise.all(pools.map((db) => db.close()));
      }
    });
  });
}

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
