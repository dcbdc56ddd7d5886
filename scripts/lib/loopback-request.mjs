/**
 * HTTP requests to this machine over node:http, which (unlike fetch) can choose the local
 * address: each simulated visitor of the scale suite and benchmark connects from a loopback
 * address of its own (any of 127.0.0.0/8), so a proxy's X-Forwarded-For and the write rate limit
 * tell them apart. Only 127.0.0.1 is asked.
 */
import { Agent, request } from 'node:http';

/** One connection per request by default: a visitor's browser does not share a connection with another's. */
const separate = new Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });

/**
 * Sends a request to `origin` + `target`; resolves with `{ status, body }`, the body parsed as
 * JSON when it is (else its text, or undefined when empty). Options: `method` (GET, or POST with
 * a `body`), `body` (sent as JSON), `headers`, `from` (the local address, default 127.0.0.1),
 * `compressed` (accept brotli as a browser does; the body is then not read), `agent`, `timeoutMs`.
 */
export function send(origin, target, options = {}) {
  const url = new URL(target, origin);
  if (url.hostname !== '127.0.0.1') throw new Error(`only 127.0.0.1 is asked, not ${url}`);
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        agent: options.agent ?? separate,
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method: options.method ?? (payload === undefined ? 'GET' : 'POST'),
        localAddress: options.from ?? '127.0.0.1',
        timeout: options.timeoutMs ?? 15_000,
        headers: {
          ...(options.compressed ? { 'accept-encoding': 'br' } : {}),
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
          ...options.headers,
        },
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          if (response.headers['content-encoding']) return resolve({ status: response.statusCode ?? 0, body: undefined });
          const text = Buffer.concat(chunks).toString('utf8');
          let body = text === '' ? undefined : text;
          try {
            body = text === '' ? undefined : JSON.parse(text);
          } catch {}
          resolve({ status: response.statusCode ?? 0, body });
        });
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error('timeout')));
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

/** fetch, for this machine only (a benchmark never sends load anywhere else), unanswered after `timeoutMs` an error. */
export function loopbackFetch(url, init = {}, timeoutMs = 10_000) {
  if (new URL(url).hostname !== '127.0.0.1') throw new Error(`only 127.0.0.1 is asked, not ${url}`);
  return fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
}
