/**
 * Response compression. Static assets are compressed once, at build time, at the highest
 * settings (the reference app's `scripts/precompress.mjs`); pages, their data requests and API JSON are compressed as they
 * stream, at a fast setting, flushing every chunk so that a streamed page still paints early.
 * Written here rather than taken from the `compression` middleware because the answers are Fetch
 * `Response` streams, not Express responses, and because the middleware has no precompressed path.
 */
import { Readable, type Transform } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import { varyAlso } from '../api/vary-header';

/** The encodings this server sends, best first. */
export type ContentEncoding = 'br' | 'gzip';

/**
 * The best encoding that the client accepts (`Accept-Encoding`, honouring `q=0`), or undefined
 * for the identity encoding.
 */
export function negotiateEncoding(
  header: string | undefined,
  available: readonly ContentEncoding[] = ['br', 'gzip'],
): ContentEncoding | undefined {
  if (!header) return undefined;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    const weight = q === undefined ? 1 : Number(q);
    if (name) weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  let best: ContentEncoding | undefined;
  let bestWeight = 0;
  for (const encoding of available) {
    const weight = weights.get(encoding) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) {
      best = encoding;
      bestWeight = weight;
    }
  }
  return best;
}

/** Content types worth compressing: text (pages, and page frameworks' data payloads), JSON, scripts and SVG. */
export function isCompressible(contentType: string | null | undefined): boolean {
  if (!contentType) return false;
  return /^(text\/|application\/(json|javascript|xml|manifest\+json|problem\+json)|image\/svg\+xml)/i.test(contentType.trim());
}

/** Below this many bytes compression costs more than it saves. */
export const MIN_COMPRESS_BYTES = 1024;

/** A compressor that flushes after every chunk written, so a streamed page is not held back. */
function flushingCompressor(encoding: ContentEncoding): Transform {
  return encoding === 'br'
    ? createBrotliCompress({
        flush: constants.BROTLI_OPERATION_FLUSH,
        // Quality 4: near gzip's speed with brotli's better ratio for text on the fly.
        params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
      })
    : createGzip({ flush: constants.Z_SYNC_FLUSH, level: 6 });
}

/** A Fetch body stream, compressed as it flows, as a Node stream to pipe into the response. */
export function compressBody(body: ReadableStream<Uint8Array>, encoding: ContentEncoding): Readable {
  const source = Readable.fromWeb(body as unknown as NodeReadableStream<Uint8Array>);
  const compressor = flushingCompressor(encoding);
  source.on('error', (error) => compressor.destroy(error));
  return source.pipe(compressor);
}

/** Adds `Accept-Encoding` to a `Vary` header value, keeping what was there. */
export function varyOnEncoding(vary: string | null | undefined): string {
  return varyAlso(vary, 'Accept-Encoding');
}
