#!/usr/bin/env node
/**
 * Compresses the client build once, at the highest settings, so the server sends `.br` or `.gz`
 * files as they are instead of compressing the same bytes on every request. Run after
 * `react-router build`; files smaller than 1 KiB, or that do not shrink, keep no variant.
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'build', 'client');
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
  if (!COMPRESSIBLE.has(path.extname(file)) || (await stat(file)).size < 1024) continue;
  const content = await readFile(file);
  const brotli = brotliCompressSync(content, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
  });
  const gzip = gzipSync(content, { level: 9 });
  if (brotli.length < content.length) await writeFile(`${file}.br`, brotli);
  if (gzip.length < content.length) await writeFile(`${file}.gz`, gzip);
  files += 1;
  before += content.length;
  afterBrotli += Math.min(brotli.length, content.length);
}
console.info(`precompressed ${files} files: ${(before / 1024).toFixed(1)} kB → ${(afterBrotli / 1024).toFixed(1)} kB brotli`);
