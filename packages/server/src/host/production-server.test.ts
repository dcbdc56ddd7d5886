import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ClientInfo } from '../api/create-booking-api';
import { readServerConfig } from './config';
import { createProductionServer, type PageContext } from './production-server';
import { indexStaticFiles } from './static-assets';

// The host with stand-ins for the API and the pages: no database, no page framework.
const pageCalls: { request: Request; context: PageContext }[] = [];
const apiCalls: { request: Request; info: ClientInfo | undefined }[] = [];
let failPages = false;
let clientDir: string;
let server: Server;
let port: number;

const script = 'console.log("hello");\n'.repeat(100);
/** A build file larger than the host keeps in memory (3 MB): streamed from disk on every request. */
const largeFile = Buffer.alloc(3 * 1024 * 1024, 'booking-kit ');

beforeAll(async () => {
  clientDir = mkdtempSync(path.join(tmpdir(), 'bk-host-'));
  mkdirSync(path.join(clientDir, 'assets'));
  writeFileSync(path.join(clientDir, 'assets', 'entry-abc123.js'), script);
  writeFileSync(path.join(clientDir, 'assets', 'entry-abc123.js.br'), brotliCompressSync(script));
  writeFileSync(path.join(clientDir, 'robots.txt'), 'User-agent: *\n');
  writeFileSync(path.join(clientDir, 'assets', 'large-abc123.bin'), largeFile);
  mkdirSync(path.join(clientDir, 'embed', 'booker'), { recursive: true });
  writeFileSync(path.join(clientDir, 'embed', 'booker', 'booker.js'), script);
  server = createProductionServer({
    config: readServerConfig({ PORT: '0', HOST: '127.0.0.1', TRUST_PROXY: '1', CORS_ORIGINS: 'https://shop.example.com' }),
    staticFiles: await indexStaticFiles(clientDir),
    async api(request, info) {
      apiCalls.push({ request, info });
      return Response.json({ method: request.method, path: new URL(request.url).pathname });
    },
    async pages(request, context) {
      if (failPages) throw new Error('a page failed (on purpose)');
      pageCalls.push({ request, context });
      const body = request.method === 'POST' ? await request.text() : `<p>${'page '.repeat(400)}</p>`;
      return new Response(body, { headers: { 'content-type': 'text/html; charset=utf-8' } });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(clientDir, { recursive: true, force: true });
});

/** One raw HTTP request (no client-side normalizing of the target, no automatic decompression). */
function send(
  target: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({
      host: '127.0.0.1',
      port,
      path: target,
      method: options.method ?? 'GET',
      headers: options.headers,
    });
    outgoing.once('error', reject);
    outgoing.once('response', (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.once('end', () =>
        resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: Buffer.concat(chunks) }),
      );
    });
    outgoing.end(options.body);
  });
}

describe('createProductionServer', () => {
  it("hands a page the request, the client's address and a fresh nonce, and compresses its answer", async () => {
    pageCalls.length = 0;
    const first = await send('/widget/booking?x=1', { headers: { 'accept-encoding': 'gzip', 'x-forwarded-for': '203.0.113.7' } });
    const second = await send('/widget/booking');
    expect(first.status).toBe(200);
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(first.headers.vary).toBe('Accept-Encoding');
    expect(gunzipSync(first.body).toString()).toContain('<p>page ');
    expect(pageCalls.map(({ request }) => new URL(request.url).pathname + new URL(request.url).search)).toEqual([
      '/widget/booking?x=1',
      '/widget/booking',
    ]);
    // TRUST_PROXY=1: the last X-Forwarded-For entry is the client; without one, the socket's address.
    expect(pageCalls.map(({ context }) => context.clientAddress)).toEqual(['203.0.113.7', '127.0.0.1']);
    const [one, two] = pageCalls.map(({ context }) => context.nonce);
    expect(one).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(two).not.toBe(one);
    expect(second.headers['content-encoding']).toBeUndefined();
  });

  it('sends the API its requests with the client id, HEAD as GET, answered whole with a length', async () => {
    apiCalls.length = 0;
    const head = await send('/api/v1/services', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(Number(head.headers['content-length'])).toBeGreaterThan(0);
    expect(head.body.length).toBe(0);
    expect(apiCalls.map(({ request, info }) => [request.method, info?.clientId])).toEqual([['GET', '127.0.0.1']]);
  });

  it('serves build files first, precompressed when accepted, hashed assets cached for a year', async () => {
    pageCalls.length = 0;
    const asset = await send('/assets/entry-abc123.js', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(asset.headers).toMatchObject({
      'content-type': 'text/javascript; charset=utf-8',
      'content-encoding': 'br',
      'cache-control': 'public, max-age=31536000, immutable',
      vary: 'Accept-Encoding',
    });
    expect(asset.body).toEqual(brotliCompressSync(script));
    const robots = await send('/robots.txt');
    expect(robots.headers['cache-control']).toBe('public, max-age=300');
    expect(robots.body.toString()).toBe('User-agent: *\n');
    expect(pageCalls).toEqual([]);
  });

  it('answers every request for a build file whole, small files read once and kept, large ones streamed', async () => {
    const answers = await Promise.all([1, 2, 3].map(() => send('/assets/entry-abc123.js')));
    for (const answer of [...answers, await send('/assets/entry-abc123.js')]) {
      expect(answer.headers['content-length']).toBe(String(script.length));
      expect(answer.body.toString()).toBe(script);
    }
    for (const large of [await send('/assets/large-abc123.bin'), await send('/assets/large-abc123.bin')]) {
      expect(large.headers).toMatchObject({
        'content-type': 'application/octet-stream',
        'content-length': String(largeFile.length),
      });
      expect(large.body.equals(largeFile)).toBe(true);
    }
  });

  it("lets any site's page load the embed's modules (CORS), and nothing else of the build", async () => {
    // A shadow-root widget imports the Booker's module from the app: a module script from another origin is fetched with CORS.
    const booker = await send('/embed/booker/booker.js', { headers: { origin: 'https://anyone.example' } });
    expect(booker.headers['access-control-allow-origin']).toBe('*');
    expect(booker.body.toString()).toBe(script);
    const asset = await send('/assets/entry-abc123.js', { headers: { origin: 'https://anyone.example' } });
    expect(asset.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('puts the security headers on every answer', async () => {
    for (const target of ['/widget/booking', '/api/v1/health', '/robots.txt', '/%ZZ']) {
      const { headers } = await send(target);
      expect(headers['x-content-type-options'], target).toBe('nosniff');
      expect(headers['referrer-policy'], target).toBe('strict-origin-when-cross-origin');
      expect(headers['content-security-policy'], target).toContain("frame-ancestors 'self'");
    }
  });

  it('answers what no page or API should see on its own: 400, 308, 405, 415, 413', async () => {
    const bad = await send('/%ZZ');
    expect(bad.status).toBe(400);
    expect(bad.headers['content-type']).toBe('text/html; charset=utf-8');
    const badApi = await send('/api/v1/%ZZ');
    expect(JSON.parse(badApi.body.toString())).toMatchObject({ statusCode: 400, code: 'BAD_REQUEST' });
    expect(await send('//evil.example.com/')).toMatchObject({ status: 308, headers: { location: '/evil.example.com/' } });
    expect(await send('/widget/booking', { method: 'PUT' })).toMatchObject({
      status: 405,
      headers: { allow: 'GET, HEAD, POST' },
    });
    expect(
      await send('/widget/booking', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }),
    ).toMatchObject({ status: 415 });
    const form = await send('/widget/booking', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'name=Ada',
    });
    expect(form.body.toString()).toBe('name=Ada');
    const large = await send('/api/v1/bookings', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://shop.example.com' },
      body: 'x'.repeat(64 * 1024 + 1),
    });
    expect(large.status).toBe(413);
    expect(large.headers['access-control-allow-origin']).toBe('https://shop.example.com');
    expect(JSON.parse(large.body.toString())).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('answers a page that throws with a logged 500 and goes on serving', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    failPages = true;
    try {
      const failed = await send('/widget/booking');
      expect(failed.status).toBe(500);
      expect(failed.body.toString()).toContain('<h1>500</h1>');
      expect(error).toHaveBeenCalledWith(expect.stringMatching(/GET \/widget\/booking failed \(reference /), expect.any(Error));
    } finally {
      failPages = false;
      error.mockRestore();
    }
    expect((await send('/widget/booking')).status).toBe(200);
  });
});
