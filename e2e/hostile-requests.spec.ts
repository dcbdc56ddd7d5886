import { expect, test } from './fixtures';
import { httpRequest, type RawAnswer, rawRequest } from './raw-http';

/**
 * The production server against a corpus of malformed and hostile requests, sent byte for byte.
 * Whatever arrives, the answer is one the server chose (never a 5xx, never a dropped connection
 * for a request it could parse), and the server is still there afterwards.
 */

/** The port of the worker's app server (see e2e/fixtures.ts). */
let port = 0;
test.beforeEach(({ workerApp }) => {
  port = workerApp.port;
});

/** API answers always use the JSON error shape. */
function expectJsonError(answer: RawAnswer, status: number) {
  expect(answer.status).toBe(status);
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  const body = JSON.parse(answer.body);
  expect(body).toMatchObject({ statusCode: status, code: expect.any(String), message: expect.any(String) });
}

async function expectHealthy() {
  const answer = await rawRequest(port, httpRequest('GET', '/api/v1/health'));
  expect(answer.status).toBe(200);
}

const MALFORMED_TARGETS = [
  '/%ZZ',
  '/%',
  '/%C0%AF',
  '/%E0%A4%A',
  '/widget/booking/%E0%A4%A',
  '/widget/appointment/%ZZ/intro-call',
  '/widget/%00',
  '/widget/appointment/anna-de-vries/intro-call%0D%0ASet-Cookie:%20x=1',
];

test('malformed page targets get the 400 error page and never stop the server', async () => {
  for (const target of MALFORMED_TARGETS) {
    for (const method of ['GET', 'HEAD']) {
      const answer = await rawRequest(port, httpRequest(method, target, { 'Accept-Language': 'de' }));
      expect(answer.status, `${method} ${target}`).toBe(400);
      expect(answer.headers['content-type'], `${method} ${target}`).toMatch(/^text\/html/);
      expect(answer.headers['set-cookie']).toBeUndefined();
      if (method === 'GET') expect(answer.body).toContain('Ungültige Anfrage');
    }
  }
  await expectHealthy();
});

test('malformed API targets get the JSON error shape', async () => {
  for (const target of [
    '/api/v1/%ZZ',
    '/api/v1/bookings/%ZZ',
    '/api/v1/%0D%0A',
    '/api/v1/bookings/%00',
    '/api/v1/services/%C0%AF',
  ]) {
    expectJsonError(await rawRequest(port, httpRequest('GET', target)), 400);
  }
  expectJsonError(await rawRequest(port, httpRequest('GET', '/api/v1/no-such-thing')), 404);
  await expectHealthy();
});

test('repeated slashes redirect to the same path on this site, never to another host', async () => {
  for (const [target, location] of [
    ['//', '/'],
    ['///', '/'],
    ['//%', '/%'],
    ['//evil.example/widget', '/evil.example/widget'],
    ['/widget//booking', '/widget/booking'],
  ]) {
    const answer = await rawRequest(port, httpRequest('GET', target ?? ''));
    expect(answer.status, target).toBe(308);
    expect(answer.headers.location, target).toBe(location);
  }
  await expectHealthy();
});

test('targets that are not paths, broken HTTP and oversized heads are refused with 400 or 431', async () => {
  for (const raw of [
    httpRequest('GET', '*'),
    httpRequest('GET', 'http://evil.example/'),
    'GARBAGE\r\n\r\n',
    'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nBad Header Name: x\r\n\r\n',
    'GET /\0 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n',
  ]) {
    const answer = await rawRequest(port, raw);
    expect(answer.status, JSON.stringify(raw.slice(0, 40))).toBe(400);
  }
  const longQuery = await rawRequest(port, httpRequest('GET', `/api/v1/slots?service=${'a'.repeat(20_000)}`));
  expectJsonError(longQuery, 431);
  const hugeCookie = await rawRequest(port, httpRequest('GET', '/widget/booking', { Cookie: `x=${'a'.repeat(20_000)}` }));
  expect(hugeCookie.status).toBe(431);
  expect(hugeCookie.body).toContain('431');
  await expectHealthy();
});

const PAGE_ROUTES = [
  '/',
  '/widget/appointment/anna-de-vries/intro-call',
  '/de/widget/appointment/anna-de-vries/massage-60',
  '/widget/booking/AAAAAAAAAAAAAAAAAAAAAA',
  '/favicon.ico',
  '/no/such/page',
];
const API_ROUTES = [
  '/api/v1/health',
  '/api/v1/bookings',
  '/api/v1/bookings/AAAAAAAAAAAAAAAAAAAAAA',
  '/api/v1/holds',
  '/api/v1/slots',
  '/api/v1/services/intro-call',
];
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE', 'PROPFIND'];

test('every method on every route gets an answer below 500', async () => {
  for (const route of [...PAGE_ROUTES, ...API_ROUTES]) {
    for (const method of METHODS) {
      const answer = await rawRequest(port, httpRequest(method, route));
      expect(answer.dropped, `${method} ${route}`).toBe(false);
      expect(answer.status, `${method} ${route}`).toBeLessThan(500);
      if (route.startsWith('/api/') && answer.status >= 400 && method !== 'HEAD') expectJsonError(answer, answer.status);
    }
  }
  // Pages take GET, HEAD and POST only, and say so.
  const put = await rawRequest(
    port,
    httpRequest('PUT', '/widget/appointment/anna-de-vries/intro-call', { 'Accept-Language': 'fr' }),
  );
  expect(put.status).toBe(405);
  expect(put.headers.allow).toBe('GET, HEAD, POST');
  expect(put.body).toContain('Méthode non autorisée');
  await expectHealthy();
});

test('a page takes only HTML form posts, and no body over 64 KB', async () => {
  const page = '/widget/appointment/anna-de-vries/intro-call';
  const json = await rawRequest(port, httpRequest('POST', page, { 'Content-Type': 'application/json' }, '{"start":"x"}'));
  expect(json.status).toBe(415);
  expect(json.headers['content-type']).toMatch(/^text\/html/);

  const big = `firstName=${'a'.repeat(200_000)}`;
  const declared = await rawRequest(
    port,
    httpRequest('POST', page, { 'Content-Type': 'application/x-www-form-urlencoded' }, big),
  );
  expect(declared.status).toBe(413);
  expect(declared.body).not.toContain('aaaaaaaaaa');

  const chunk = (text: string) => `${Buffer.byteLength(text).toString(16)}\r\n${text}\r\n`;
  const chunked = await rawRequest(
    port,
    httpRequest(
      'POST',
      page,
      { 'Content-Type': 'application/x-www-form-urlencoded', 'Transfer-Encoding': 'chunked' },
      `${chunk(big.slice(0, 100_000))}${chunk(big.slice(100_000))}0\r\n\r\n`,
    ),
  );
  expect(chunked.status).toBe(413);

  const api = await rawRequest(
    port,
    httpRequest('POST', '/api/v1/bookings', { 'Content-Type': 'application/json' }, `{"x":"${'a'.repeat(100_000)}"}`),
  );
  expectJsonError(api, 413);
  await expectHealthy();
});

test('a NUL byte or a control character in a form field is a 400 with the form kept, not a 500', async () => {
  const form = new URLSearchParams({
    firstName: 'Ada\u0000',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    phone: '+44 20 7946 0000',
    start: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    staff: 'anna-de-vries',
    timeZone: 'Europe/Amsterdam',
  }).toString();
  const answer = await rawRequest(
    port,
    httpRequest(
      'POST',
      '/widget/appointment/anna-de-vries/intro-call',
      { 'Content-Type': 'application/x-www-form-urlencoded' },
      form,
    ),
  );
  expect(answer.status).toBe(400);
  // The page explains the field and keeps what was typed.
  expect(answer.body).toContain('This contains characters that are not allowed');
  expect(answer.body).toContain('value="Lovelace"');

  const api = await rawRequest(
    port,
    httpRequest(
      'POST',
      '/api/v1/bookings',
      { 'Content-Type': 'application/json' },
      JSON.stringify({
        service: 'intro-call',
        staff: 'anna-de-vries',
        start: new Date(Date.now() + 7 * 86_400_000).toISOString(),
        timeZone: 'Europe/Amsterdam',
        contact: { firstName: 'Ada\u0000', lastName: 'Lovelace', email: 'ada@example.com' },
      }),
    ),
  );
  expectJsonError(api, 400);
  expect(JSON.parse(api.body).fields['contact.firstName']).toBe('validation.controlCharacters');
  await expectHealthy();
});

test('every answer carries the security headers', async () => {
  for (const target of ['/widget/appointment/anna-de-vries/intro-call', '/api/v1/health', '/%ZZ', '/no/such/page']) {
    const answer = await rawRequest(port, httpRequest('GET', target));
    expect(answer.headers['x-content-type-options'], target).toBe('nosniff');
    expect(answer.headers['referrer-policy'], target).toBe('strict-origin-when-cross-origin');
    expect(answer.headers['content-security-policy'], target).toMatch(/frame-ancestors 'self'/);
  }
  const page = await rawRequest(port, httpRequest('GET', '/widget/appointment/anna-de-vries/intro-call'));
  const csp = page.headers['content-security-policy'] ?? '';
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  expect(nonce).toBeTruthy();
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'none'");
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  // Every inline script carries this response's nonce.
  const inlineScripts = [...page.body.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((match) => match[1] ?? '');
  expect(inlineScripts.length).toBeGreaterThan(0);
  for (const attributes of inlineScripts) expect(attributes).toContain(`nonce="${nonce}"`);
  // A fresh nonce per response.
  const again = await rawRequest(port, httpRequest('GET', '/widget/appointment/anna-de-vries/intro-call'));
  expect(again.headers['content-security-policy']).not.toContain(nonce ?? '');
});
