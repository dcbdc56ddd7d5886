import { get } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test } from './fixtures';

/**
 * What goes over the wire: built assets precompressed (brotli or gzip, as the browser accepts),
 * pages, data and JSON compressed on the fly, always with `Vary: Accept-Encoding`.
 */

/** The port of the worker's app server (see e2e/fixtures.ts). */
let port = 0;
test.beforeEach(({ workerApp }) => {
  port = workerApp.port;
});

interface Fetched {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET with exactly these headers (no client-side decompression), the body as sent. */
function fetchRaw(path: string, headers: Record<string, string>): Promise<Fetched> {
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    }).on('error', reject);
  });
}

function decode(fetched: Fetched): string {
  const encoding = fetched.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(fetched.body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(fetched.body).toString('utf8');
  return fetched.body.toString('utf8');
}

const page = '/widget/appointment/anna-de-vries/massage-60';

test('built scripts are sent precompressed, by what the browser accepts, and cached for a year', async () => {
  const html = decode(await fetchRaw(page, { 'accept-encoding': 'identity' }));
  // The page's modules, as its preload script (added after the first paint) and its module script name them.
  const preloaded = [...new Set([...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]))];
  // A tiny file may keep no compressed variant (scripts/precompress.mjs): take the first of at least 1 KiB.
  let script: string | undefined;
  let plain: Fetched | undefined;
  for (const candidate of preloaded) {
    const fetched = await fetchRaw(candidate ?? '', {});
    if (fetched.body.length >= 1024) {
      script = candidate;
      plain = fetched;
      break;
    }
  }
  expect(script, 'a preloaded script of at least 1 KiB').toBeTruthy();
  if (!plain) return;
  expect(plain.headers['content-encoding']).toBeUndefined();
  const brotli = await fetchRaw(script ?? '', { 'accept-encoding': 'gzip, deflate, br, zstd' });
  expect(brotli.headers['content-encoding']).toBe('br');
  expect(brotli.headers.vary).toBe('Accept-Encoding');
  expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(Number(brotli.headers['content-length'])).toBe(brotli.body.length);
  expect(brotli.body.length).toBeLessThan(plain.body.length);
  expect(decode(brotli)).toBe(plain.body.toString('utf8'));

  const gzip = await fetchRaw(script ?? '', { 'accept-encoding': 'gzip' });
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(decode(gzip)).toBe(plain.body.toString('utf8'));

  // q=0 refuses an encoding.
  const refused = await fetchRaw(script ?? '', { 'accept-encoding': 'br;q=0, gzip' });
  expect(refused.headers['content-encoding']).toBe('gzip');
});

test('pages, their data and API JSON are compressed as they are sent', async () => {
  const html = await fetchRaw(page, { 'accept-encoding': 'br' });
  expect(html.status).toBe(200);
  expect(html.headers['content-encoding']).toBe('br');
  expect(html.headers.vary).toContain('Accept-Encoding');
  expect(decode(html)).toContain('</html>');

  const data = await fetchRaw(`${page}.data`, { 'accept-encoding': 'gzip' });
  expect(data.status).toBe(200);
  expect(data.headers['content-encoding']).toBe('gzip');
  expect(decode(data).length).toBeGreaterThan(0);

  const json = await fetchRaw('/api/v1/openapi.json', { 'accept-encoding': 'br, gzip' });
  expect(json.headers['content-encoding']).toBe('br');
  expect(JSON.parse(decode(json)).openapi).toBeTruthy();

  const identity = await fetchRaw('/api/v1/openapi.json', {});
  expect(identity.headers['content-encoding']).toBeUndefined();
  expect(JSON.parse(identity.body.toString('utf8')).openapi).toBeTruthy();
});
