/**
 * Writes Fetch `Response`s to Node. Pages stream (a server renderer sends them in pieces) and are
 * compressed as they flow; API answers are JSON held whole, so they go out in one write with a
 * `Content-Length`, compressed only when that pays (1 KiB and up).
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import { heldText } from '../api/held-text';
import {
  type ContentEncoding,
  compressBody,
  isCompressible,
  MIN_COMPRESS_BYTES,
  negotiateEncoding,
  varyOnEncoding,
} from './compression';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The response's headers for Node, Set-Cookie kept as a list, `Vary` naming the encoding for text. */
function nodeHeaders(fetchResponse: Response): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {};
  fetchResponse.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  const cookies = fetchResponse.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  if (isCompressible(fetchResponse.headers.get('content-type'))) headers.vary = varyOnEncoding(fetchResponse.headers.get('vary'));
  return headers;
}

/** Whether an answer with a body may be compressed at all (status, type, not already encoded). */
function mayCompress(fetchResponse: Response, request: IncomingMessage): boolean {
  return (
    request.method !== 'HEAD' &&
    fetchResponse.status !== 204 &&
    fetchResponse.status !== 304 &&
    !fetchResponse.headers.has('content-encoding') &&
    isCompressible(fetchResponse.headers.get('content-type'))
  );
}

/**
 * Bodies up to this size are compressed at once on the main thread: a month of slots (~120 kB)
 * takes ~0.2 ms, less than handing it to the thread pool and back costs. Larger ones go there.
 */
const COMPRESS_INLINE_BYTES = 256 * 1024;

/**
 * Compresses a whole body: brotli at quality 3, or gzip at level 1 (nginx's default for dynamic
 * answers: at level 6 a month of slots cost 0.6 ms of CPU against 0.09 ms, for 5.7 kB instead of
 * 8.3 kB; browsers all take brotli anyway). Quality 3, not 4: a month of slots (127 kB of JSON)
 * took 0.33 ms instead of 0.44 (best of five here) for 4.2 kB instead of 3.9, half of gzip's 8.9;
 * compressing was then a quarter of the CPU of an uncached month.
 */
async function compressWhole(body: Buffer, encoding: ContentEncoding): Promise<Buffer> {
  const brotli = { params: { [constants.BROTLI_PARAM_QUALITY]: 3, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } };
  const gzipLevel = { level: 1 };
  if (body.length <= COMPRESS_INLINE_BYTES) {
    return encoding === 'br' ? brotliCompressSync(body, brotli) : gzipSync(body, gzipLevel);
  }
  return encoding === 'br' ? brotliAsync(body, brotli) : gzipAsync(body, gzipLevel);
}

/** Writes an answer held whole (the API's JSON): one write, with its length. */
export async function writeBufferedResponse(
  fetchResponse: Response,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const headers = nodeHeaders(fetchResponse);
  // The API's JSON as the API wrote it, when it kept it (see held-text.ts), without reading it back.
  const held = heldText(fetchResponse);
  let body: Buffer = held === undefined ? Buffer.from(await fetchResponse.arrayBuffer()) : Buffer.from(held);
  const encoding =
    body.length >= MIN_COMPRESS_BYTES && mayCompress(fetchResponse, request)
      ? negotiateEncoding(request.headers['accept-encoding'])
      : undefined;
  if (encoding) {
    body = await compressWhole(body, encoding);
    headers['content-encoding'] = encoding;
  }
  headers['content-length'] = String(body.length);
  response.writeHead(fetchResponse.status, fetchResponse.statusText || undefined, headers);
  response.end(request.method === 'HEAD' ? undefined : body);
}

/** Writes a streamed answer (a page, a page's data request), compressed as it flows when the browser accepts it. */
export async function writeStreamedResponse(
  fetchResponse: Response,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const headers = nodeHeaders(fetchResponse);
  const body = fetchResponse.body;
  const length = Number(fetchResponse.headers.get('content-length') ?? Number.NaN);
  // An unknown length (a stream) is worth compressing; a known one only from 1 KiB.
  const encoding =
    body && mayCompress(fetchResponse, request) && !(length < MIN_COMPRESS_BYTES)
      ? negotiateEncoding(request.headers['accept-encoding'])
      : undefined;
  if (encoding) {
    headers['content-encoding'] = encoding;
    delete headers['content-length'];
  }
  response.writeHead(fetchResponse.status, fetchResponse.statusText || undefined, headers);
  if (!body || request.method === 'HEAD') {
    response.end();
    await body?.cancel().catch(() => undefined);
    return;
  }
  const stream = encoding ? compressBody(body, encoding) : Readable.fromWeb(body as unknown as NodeReadableStream<Uint8Array>);
  await new Promise<void>((resolve) => {
    stream.once('error', (error) => {
      console.error(`booking-kit: the answer to ${request.method} ${request.url} broke off`, error);
      response.destroy();
      resolve();
    });
    response.once('close', () => {
      // The visitor went away: stop rendering for them.
      stream.destroy();
      resolve();
    });
    response.once('finish', () => resolve());
    stream.pipe(response);
  });
}
