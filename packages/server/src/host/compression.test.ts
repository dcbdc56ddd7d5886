import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressBody, isCompressible, negotiateEncoding, varyOnEncoding } from './compression';

describe('negotiateEncoding', () => {
  it('picks brotli over gzip when both are accepted, and nothing without a header', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateEncoding('gzip')).toBe('gzip');
    expect(negotiateEncoding(undefined)).toBeUndefined();
    expect(negotiateEncoding('')).toBeUndefined();
    expect(negotiateEncoding('identity, deflate')).toBeUndefined();
  });

  it('honours weights, q=0 and the wildcard, in any case', () => {
    expect(negotiateEncoding('br;q=0, gzip')).toBe('gzip');
    expect(negotiateEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(negotiateEncoding('gzip;q=0, br;q=0')).toBeUndefined();
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('br;q=0, *')).toBe('gzip');
    expect(negotiateEncoding('*;q=0')).toBeUndefined();
    expect(negotiateEncoding('BR;Q=0, GZIP;Q=1')).toBe('gzip');
  });

  it('chooses only among the variants there are', () => {
    expect(negotiateEncoding('br, gzip', ['gzip'])).toBe('gzip');
    expect(negotiateEncoding('br', ['gzip'])).toBeUndefined();
  });
});

describe('isCompressible', () => {
  it('takes text, JSON, scripts and SVG, not images, fonts or unknown bytes', () => {
    for (const type of [
      'text/html; charset=utf-8',
      'application/json',
      'application/problem+json',
      'text/javascript; charset=utf-8',
      'application/javascript',
      'image/svg+xml',
      'application/manifest+json',
    ]) {
      expect(isCompressible(type), type).toBe(true);
    }
    for (const type of ['image/png', 'font/woff2', 'application/octet-stream', '', null, undefined]) {
      expect(isCompressible(type), String(type)).toBe(false);
    }
  });
});

describe('varyOnEncoding', () => {
  it('adds Accept-Encoding once, keeping what was there', () => {
    expect(varyOnEncoding(null)).toBe('Accept-Encoding');
    expect(varyOnEncoding('Origin')).toBe('Origin, Accept-Encoding');
    expect(varyOnEncoding('origin, accept-encoding')).toBe('origin, accept-encoding');
    expect(varyOnEncoding('*')).toBe('*');
  });
});

describe('compressBody', () => {
  /** The text as a Fetch body stream of several chunks, as a streamed page arrives. */
  function streamOf(chunks: string[]): ReadableStream<Uint8Array> {
    return new ReadableStream({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
        controller.close();
      },
    });
  }

  async function collect(stream: NodeJS.ReadableStream): Promise<Buffer> {
    const parts: Buffer[] = [];
    for await (const part of stream) parts.push(Buffer.from(part as Buffer));
    return Buffer.concat(parts);
  }

  it('compresses a stream with brotli or gzip into what decompresses to the same text', async () => {
    const chunks = ['<!doctype html><p>', 'hello '.repeat(500), '</p>'];
    const text = chunks.join('');
    expect(brotliDecompressSync(await collect(compressBody(streamOf(chunks), 'br'))).toString()).toBe(text);
    expect(gunzipSync(await collect(compressBody(streamOf(chunks), 'gzip'))).toString()).toBe(text);
  });
});
