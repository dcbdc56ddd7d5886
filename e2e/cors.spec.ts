import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { type ServerProcess, startServer } from './server-process';

/**
 * CORS in a real browser: a developer's own site (a page on `http://localhost:…`, another origin
 * than the API's `http://127.0.0.1:…`) calls the booking API with fetch. Its origin must be on
 * `CORS_ORIGINS`; any other site's fetch fails, as does every fetch to a server without the list.
 */

test.describe.configure({ mode: 'serial' });

/** The port of the worker's app server, which lists no origin (see e2e/fixtures.ts). */
let e2ePort = 0;
test.beforeEach(({ workerApp }) => {
  e2ePort = workerApp.port;
});

/** A host site: one blank page, on a port of its own. */
async function hostSite(): Promise<{ origin: string; server: Server }> {
  const server = createServer((_, response) =>
    response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><html lang="en"><title>Shop</title></html>'),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://localhost:${(server.address() as AddressInfo).port}`, server };
}

/** What a fetch from the page gave its script: the status and JSON body, or the error it threw. */
function fetchFrom(page: Page, url: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return page.evaluate(
    async ({ url, init }) => {
      try {
        const response = await fetch(url, init);
        return { status: response.status, body: await response.json() };
      } catch (error) {
        return { error: String(error) };
      }
    },
    { url, init },
  );
}

let listed: { origin: string; server: Server };
let unlisted: { origin: string; server: Server };
let api: ServerProcess;

test.beforeAll(async () => {
  listed = await hostSite();
  unlisted = await hostSite();
  // One entry that is not an origin: left out, with a warning on start-up.
  api = await startServer({ CORS_ORIGINS: `${listed.origin}, localhost:5173/` });
});
test.afterAll(async () => {
  await api?.stop();
  listed?.server.close();
  unlisted?.server.close();
});

test('a page on a listed origin reads the API, and writes with a preflight, errors included', async ({ page }) => {
  expect(api.output()).toContain('CORS_ORIGINS: "localhost:5173/" is not an origin');
  const base = `http://127.0.0.1:${api.port}/api/v1`;
  await page.goto(listed.origin);

  const service = await fetchFrom(page, `${base}/services/intro-call`, { headers: { 'accept-language': 'de' } });
  expect(service).toMatchObject({ status: 200, body: { slug: 'intro-call' } });

  // JSON and an idempotency key make the browser ask first (OPTIONS); the 4xx is readable after it.
  const hold = await fetchFrom(page, `${base}/holds`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': 'cors-e2e-1' },
    body: JSON.stringify({ service: 'intro-call', staff: 'anna-de-vries', start: '2000-01-01T00:00:00.000Z' }),
  });
  expect(hold).toMatchObject({ status: 400, body: { statusCode: 400, code: 'OUTSIDE_BOOKING_WINDOW' } });

  // A body over the limit is refused by the production server itself, still readable by the page.
  const tooLarge = await fetchFrom(page, `${base}/bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ note: 'a'.repeat(100_000) }),
  });
  expect(tooLarge).toMatchObject({ status: 413, body: { statusCode: 413 } });
});

test('a page on any other origin cannot read it, nor the API of a server without CORS_ORIGINS', async ({ page }) => {
  await page.goto(unlisted.origin);
  const refused = await fetchFrom(page, `http://127.0.0.1:${api.port}/api/v1/services/intro-call`);
  expect(refused).toEqual({ error: expect.stringContaining('Failed to fetch') });

  await page.goto(listed.origin);
  const closed = await fetchFrom(page, `http://127.0.0.1:${e2ePort}/api/v1/services/intro-call`);
  expect(closed).toEqual({ error: expect.stringContaining('Failed to fetch') });
});
