/**
 * The client build's files, indexed once at start-up (a build never changes under a running
 * server), served with their precompressed variants when the browser accepts them. Hashed files
 * under `/assets/` are immutable and cached for a year; the rest for five minutes.
 */
import { createReadStream } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import { type ContentEncoding, negotiateEncoding } from './compression';

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/** A file on disk as served in one encoding, and its bytes once a request has read them. */
interface ServedFile {
  /** Its path on disk. */
  file: string;
  /** Its size in bytes, the `Content-Length` of its answer. */
  size: number;
  /** Its contents, read by the first request for it (files up to `KEPT_FILE_BYTES`). */
  bytes?: Promise<Buffer>;
}

/** One file of the client build and its precompressed variants. */
interface StaticFile extends ServedFile {
  /** The `Content-Type` its extension gives (`application/octet-stream` for one not known). */
  contentType: string;
  /** The `.br` and `.gz` files beside it, by the encoding they hold. */
  variants: Partial<Record<ContentEncoding, ServedFile>>;
}

/**
 * Files up to this size are kept in memory once read: a build never changes under a running
 * server, and answering with one buffer costs a fraction of a file stream's open, 64 kB reads and
 * close, whose buffers the garbage collector then reclaims (the same 439 kB module, 1000 requests:
 * 2.9 ms of CPU a request streamed, 0.65 ms kept, here). What is kept is at most the client build itself (about 10 MB with its
 * compressed variants, for the reference app); a larger file is streamed each time.
 */
const KEPT_FILE_BYTES = 2 * 1024 * 1024;

/** The bytes of `served`, read once and kept (a failed read is tried again next time). */
function keptBytes(served: ServedFile): Promise<Buffer> {
  if (!served.bytes) {
    served.bytes = readFile(served.file);
    served.bytes.catch(() => {
      served.bytes = undefined;
    });
  }
  return served.bytes;
}

/** The client build by URL path (`/assets/root-abc123.js`). */
export type StaticIndex = Map<string, StaticFile>;

/** Every file under a folder, at any depth. */
async function walk(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true });
  const files = await Promise.all(
    entries.map((entry) => {
      const full = path.join(directory, entry.name);
      return entry.isDirectory() ? walk(full) : Promise.resolve(entry.isFile() ? [full] : []);
    }),
  );
  return files.flat();
}

/** Indexes every file under the client build folder, pairing `x.js` with `x.js.br` and `x.js.gz`. */
export async function indexStaticFiles(clientDir: string): Promise<StaticIndex> {
  const index: StaticIndex = new Map();
  const files = await walk(clientDir);
  const present = new Set(files);
  for (const file of files) {
    if (file.endsWith('.br') || file.endsWith('.gz')) continue;
    const urlPath = `/${path.relative(clientDir, file).split(path.sep).join('/')}`;
    const variants: StaticFile['variants'] = {};
    for (const encoding of ['br', 'gzip'] as const) {
      const variant = `${file}.${encoding === 'br' ? 'br' : 'gz'}`;
      if (present.has(variant)) variants[encoding] = { file: variant, size: (await stat(variant)).size };
    }
    index.set(urlPath, {
      file,
      size: (await stat(file)).size,
      contentType: CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
      variants,
    });
  }
  return index;
}

/** Where a booking app serves `@booking-kit/embed`'s script tag and the Booker of shadow-root widgets. */
const EMBED_PATH = '/embed/';

/**
 * Serves `pathname` from the index when it is a build file; returns false otherwise, so the
 * request goes on to the pages.
 */
export function serveStaticFile(
  index: StaticIndex,
  pathname: string,
  method: string,
  acceptEncoding: string | undefined,
  response: ServerResponse,
): boolean {
  const entry = index.get(pathname);
  if (!entry) return false;
  const available = (['br', 'gzip'] as const).filter((encoding) => entry.variants[encoding]);
  const encoding = available.length > 0 ? negotiateEncoding(acceptEncoding, available) : undefined;
  const chosen = encoding ? entry.variants[encoding] : undefined;
  const headers: Record<string, string | number> = {
    'content-type': entry.contentType,
    'content-length': chosen?.size ?? entry.size,
    'cache-control': pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
  };
  if (available.length > 0) headers.vary = 'Accept-Encoding';
  if (encoding) headers['content-encoding'] = encoding;
  // The embed's files are for other sites' pages: a shadow-root widget loads the Booker's module
  // from there, and a module script from another origin is fetched with CORS. They are public
  // and carry no credentials, so any origin may read them.
  if (pathname.startsWith(EMBED_PATH)) headers['access-control-allow-origin'] = '*';
  response.writeHead(200, headers);
  if (method === 'HEAD') {
    response.end();
    return true;
  }
  const served = chosen ?? entry;
  if (served.size <= KEPT_FILE_BYTES) {
    keptBytes(served).then(
      (bytes) => response.end(bytes),
      () => response.destroy(),
    );
    return true;
  }
  const stream = createReadStream(served.file);
  stream.on('error', () => response.destroy());
  stream.pipe(response);
  return true;
}
