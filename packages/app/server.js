/**
 * The reference app's production server: static assets from the client build, everything else
 * (pages and the booking API under /api/v1) through React Router's request handler. One port.
 */
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequestListener } from '@react-router/node';

const here = path.dirname(fileURLToPath(import.meta.url));
const clientDir = path.join(here, 'build', 'client');
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '0.0.0.0';

const contentTypes = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/** Serves a file of the client build, or returns false. Hashed assets are cached for a year. */
function serveStatic(request, response) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
  if (pathname === '/' || pathname.includes('\0')) return false;
  const file = path.join(clientDir, pathname);
  if (!file.startsWith(clientDir + path.sep)) return false;
  let stats;
  try {
    stats = statSync(file);
  } catch {
    return false;
  }
  if (!stats.isFile()) return false;
  response.writeHead(200, {
    'content-type': contentTypes[path.extname(file)] ?? 'application/octet-stream',
    'content-length': stats.size,
    'cache-control': pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
    'x-content-type-options': 'nosniff',
  });
  if (request.method === 'HEAD') response.end();
  else createReadStream(file).pipe(response);
  return true;
}

const handleRequest = createRequestListener({
  build: () => import('./build/server/index.js'),
  mode: process.env.NODE_ENV ?? 'production',
});

const server = createServer((request, response) => {
  if (serveStatic(request, response)) return;
  handleRequest(request, response);
});

server.listen(port, host, () => {
  console.info(`booking-kit is serving on http://localhost:${port}`);
  console.info(`  book:  http://localhost:${port}/widget/appointment/anna-de-vries/intro-call`);
  console.info(`  API:   http://localhost:${port}/api/v1/openapi.json`);
  // Open the database, migrate and load the demo business now rather than on the first visit.
  fetch(`http://127.0.0.1:${port}/api/v1/health`).catch((error) => console.error('Warm-up failed:', error));
});
