#!/usr/bin/env node
/**
 * Compresses the client build once, at the highest settings, so the server sends `.br` or `.gz`
 * files as they are instead of compressing the same bytes on every request. Run after
 * `react-router build`. Small files are compressed too: done once here, it costs no request any
 * time, and a page loads many small chunks. A variant is kept only when it saves more than the
 * headers it adds (`Content-Encoding`, `Vary`).
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'build', 'client');
/** What a compressed answer adds to its headers: `content-encoding: br` and `vary: Accept-Encoding`, about 50 bytes. */
const HEADER_COST = 64;
const COMPRESSIBLE = new Set(['.js', '.css', '.json', '.svg', '.txt', '.html', '.webmanifest', '.map']);

async function walk(directory) {
  const entries = await readdir(directory, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => (entry.isDirectory() ? walk(path.join(directory, entry.name)) : [path.join(directory, entry.name)])),
  );
  return nested.flat();
}

let files = 0;
let before = 0;
let afterBrotli = 0;
for (const file of await walk(clientDir)) {
  if (!COMPRESSIBLE.has(path.extname(file))) continue;
  const content = await readFile(file);
  const brotli = brotliCompressSync(content, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
  });
  const gzip = gzipSync(content, { level: 9 });
  if (brotli.length + HEADER_COST < content.length) await writeFile(`${file}.br`, brotli);
  if (gzip.length + HEADER_COST < content.length) await writeFile(`${file}.gz`, gzip);
  files += 1;
  before += content.length;
  afterBrotli += Math.min(brotli.length, content.length);
}
console.info(`precompressed ${files} files: ${(before / 1024).toFixed(1)} kB → ${(afterBrotli / 1024).toFixed(1)} kB brotli`);
