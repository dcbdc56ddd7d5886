import { apiErrorBodySchema } from '@booking-kit/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookingBody, NOW, useApiFixture } from '../test/api-fixture';
import { createBookingApi, type FetchHandler } from './create-booking-api';

/**
 * CORS: a page on an allowed origin calls the API from the browser; no other origin gets a CORS
 * header, nor does the admin API; with no list the API sends none at all, as before.
 */

const SHOP = 'https://shop.example.com';
const OTHER = 'https://evil.example.net';
const ADMIN_KEY = 'cors-test-admin-key-0123456789';

const fixture = useApiFixture({ corsOrigins: [SHOP, 'http://localhost:5173'], adminApiKey: ADMIN_KEY });

/** A request to `/api/v1{path}` sent from a page on `origin`. */
function from(origin: string, path: string, init: RequestInit = {}): Request {
  return new Request(`http://localhost/api/v1${path}`, { ...init, headers: { origin, ...init.headers } });
}

/** What a browser sends before a cross-origin `method` with `headers`. */
function preflight(origin: string, path: string, method: string, headers = 'content-type'): Request {
  return from(origin, path, {
    method: 'OPTIONS',
    headers: { 'access-control-request-method': method, 'access-control-request-headers': headers },
  });
}

/** The response's `access-control-*` headers. */
function corsHeadersOf(response: Response): Record<string, string> {
  return Object.fromEntries([...response.headers].filter(([name]) => name.startsWith('access-control-')));
}

const varyOf = (response: Response) => (response.headers.get('vary') ?? '').split(/,\s*/);

/** The headers every answer to an allowed origin carries. */
const allowedAnswer = (origin: string) => ({
  'access-control-allow-origin': origin,
  'access-control-expose-headers': 'location, retry-after, idempotent-replayed',
});

describe('CORS with an allowlist', () => {
  it('lets an allowed origin read a GET, with Vary: Origin beside the Vary it had', async () => {
    const response = await fixture.api(from(SHOP, '/services/intro-call'));
    expect(response.status).toBe(200);
    expect(corsHeadersOf(response)).toEqual(allowedAnswer(SHOP));
    expect(varyOf(response)).toEqual(['Accept-Language', 'Origin']);
    expect((await response.json()).slug).toBe('intro-call');
  });

  it('lets it POST a booking and read the Location, and read a 4xx in the one error shape', async () => {
    const booked = await fixture.api(
      from(SHOP, '/bookings', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': 'cors-booking-1' },
        body: JSON.stringify(bookingBody()),
      }),
    );
    expect(booked.status).toBe(201);
    expect(corsHeadersOf(booked)).toEqual(allowedAnswer(SHOP));
    expect(booked.headers.get('location')).toMatch(/^\/api\/v1\/bookings\//);
    expect(varyOf(booked)).toContain('Origin');

    for (const request of [
      from(SHOP, '/bookings', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }),
      from(SHOP, '/services/no-such-service'),
      from(SHOP, '/no/such/route'),
      from(SHOP, '/services/intro-call', { method: 'PUT' }),
    ]) {
      const answer = await fixture.api(request);
      expect(answer.status, `${request.method} ${request.url}`).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expect(corsHeadersOf(answer)).toEqual(allowedAnswer(SHOP));
      expect(varyOf(answer)).toContain('Origin');
      apiErrorBodySchema.parse(await answer.json());
    }
  });

  it('answers a preflight 204 with the methods, headers and max age, and no credentials', async () => {
    const response = await fixture.api(preflight(SHOP, '/bookings', 'POST', 'content-type, idempotency-key, accept-language'));
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect(corsHeadersOf(response)).toEqual({
      'access-control-allow-origin': SHOP,
      'access-control-allow-methods': 'GET, HEAD, POST, DELETE',
      'access-control-allow-headers': 'accept-language, authorization, content-type, idempotency-key',
      'access-control-max-age': '600',
    });
    expect(varyOf(response)).toEqual(['Origin']);
    // A visitor's hold token goes as Authorization: Bearer, so releasing a hold is allowed too.
    const release = await fixture.api(
      preflight('http://localhost:5173', '/holds/AAAAAAAAAAAAAAAAAAAAAA', 'DELETE', 'authorization'),
    );
    expect(release.status).toBe(204);
    expect(release.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
  });

  it('gives an origin not on the list no CORS header, only Vary: Origin, on answers and preflights', async () => {
    const read = await fixture.api(from(OTHER, '/services/intro-call'));
    expect(read.status).toBe(200);
    expect(corsHeadersOf(read)).toEqual({});
    expect(varyOf(read)).toContain('Origin');

    const post = await fixture.api(
      from(OTHER, '/bookings', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }),
    );
    expect(post.status).toBe(400);
    expect(corsHeadersOf(post)).toEqual({});

    for (const origin of [OTHER, 'null', `${SHOP}:8443`, 'http://shop.example.com', 'https://shop.example.com.evil.net']) {
      const refused = await fixture.api(preflight(origin, '/bookings', 'POST'));
      expect(refused.status, origin).toBe(204);
      expect(corsHeadersOf(refused), origin).toEqual({});
      expect(varyOf(refused)).toEqual(['Origin']);
    }
    // A same-origin or server-side request sends no Origin: no CORS header, but the answer still varies.
    const plain = await fixture.call('/services/intro-call');
    expect(corsHeadersOf(new Response(null, { headers: plain.headers }))).toEqual({});
    expect(plain.headers.get('vary')).toContain('Origin');
  });

  it('keeps the admin API closed to every other origin, allowed ones included', async () => {
    for (const path of ['/admin/bookings/AAAAAAAAAAAAAAAAAAAAAA/confirm', '/admin/one-time-links', '/admin/content/pages']) {
      const refused = await fixture.api(preflight(SHOP, path, 'POST', 'authorization, content-type'));
      expect(refused.status, path).toBe(204);
      expect(corsHeadersOf(refused), path).toEqual({});
    }
    // Even a request that skipped the preflight (a non-browser client) gets nothing a browser would let a page read.
    const confirm = await fixture.api(
      from(SHOP, '/admin/one-time-links', {
        method: 'POST',
        headers: { authorization: `Bearer ${ADMIN_KEY}`, 'content-type': 'application/json' },
        body: '{}',
      }),
    );
    expect(confirm.status).toBe(400);
    expect(corsHeadersOf(confirm)).toEqual({});
  });

  it('answers OPTIONS to any path and with any origin 204, never a 5xx', async () => {
    for (const path of ['', '/', '/%ZZ', '/bookings/%E0%A4%A', `/${'x'.repeat(4000)}`, '/admin']) {
      for (const origin of [SHOP, 'null', '', 'not an origin', `https://${'a'.repeat(300)}.com`]) {
        const response = await fixture.api(preflight(origin, path, 'PATCH', 'x-anything'));
        expect(response.status, `${path} from ${origin}`).toBe(204);
      }
    }
    // Outside /api/v1 (where a server mounts the handler for every path) it is the API's own 404.
    const outside = await fixture.api(new Request('http://localhost/api/v1/../../etc/passwd', { method: 'OPTIONS' }));
    expect(outside.status).toBe(404);
  });

  it('does not count preflights against the write rate limit, and lets an allowed origin read a 429', async () => {
    const api = createBookingApi({ db: fixture.db, now: () => NOW, rateLimit: { writesPerMinute: 1 }, corsOrigins: [SHOP] });
    for (let index = 0; index < 5; index++) expect((await api(preflight(SHOP, '/bookings', 'POST'))).status).toBe(204);
    const write = () => api(from(SHOP, '/bookings', { method: 'POST', body: '{}' }), { clientId: '203.0.113.9' });
    expect((await write()).status).toBe(400);
    const limited = await write();
    expect(limited.status).toBe(429);
    expect(limited.headers.get('access-control-allow-origin')).toBe(SHOP);
    expect(limited.headers.get('access-control-expose-headers')).toContain('retry-after');
  });
});

describe('CORS with any origin (*)', () => {
  let api: FetchHandler;
  beforeAll(() => {
    api = createBookingApi({ db: fixture.db, now: () => NOW, rateLimit: false, corsOrigins: ['*'], adminApiKey: ADMIN_KEY });
  });

  it('answers * to every origin, the same for all (no Vary: Origin), never with credentials', async () => {
    for (const origin of [SHOP, OTHER, 'null']) {
      const read = await api(from(origin, '/services/intro-call'));
      expect(corsHeadersOf(read)).toEqual(allowedAnswer('*'));
      expect(varyOf(read)).not.toContain('Origin');
      const check = await api(preflight(origin, '/holds', 'POST'));
      expect(check.status).toBe(204);
      expect(check.headers.get('access-control-allow-origin')).toBe('*');
      expect(check.headers.get('access-control-allow-credentials')).toBeNull();
    }
  });

  it('still keeps the admin API closed', async () => {
    const refused = await api(preflight(SHOP, '/admin/bookings/AAAAAAAAAAAAAAAAAAAAAA/reject', 'POST', 'authorization'));
    expect(refused.status).toBe(204);
    expect(corsHeadersOf(refused)).toEqual({});
  });
});

describe('CORS without a list', () => {
  it('sends no CORS header nor Vary: Origin, and answers OPTIONS 405 as any method a route does not take', async () => {
    const api = createBookingApi({ db: fixture.db, now: () => NOW, rateLimit: false });
    const read = await api(from(SHOP, '/services/intro-call'));
    expect(read.status).toBe(200);
    expect(corsHeadersOf(read)).toEqual({});
    expect(varyOf(read)).not.toContain('Origin');
    const options = await api(preflight(SHOP, '/bookings', 'POST'));
    expect(options.status).toBe(405);
    expect(corsHeadersOf(options)).toEqual({});
    expect(apiErrorBodySchema.parse(await options.json()).code).toBe('METHOD_NOT_ALLOWED');
  });

  it('refuses an option entry that is not an origin as browsers send it', () => {
    for (const entry of ['https://shop.example.com/', 'shop.example.com', 'HTTPS://SHOP.EXAMPLE.COM', 'https://*.example.com']) {
      expect(() => createBookingApi({ db: fixture.db, corsOrigins: [entry] }), entry).toThrow(/not an origin/);
    }
  });
});
