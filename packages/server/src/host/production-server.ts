/**
 * The production server: static assets from a client build, the booking API under `/api/v1`,
 * and every other request to a page handler (a server-rendered site), on one port.
 *
 * It stands between the network and the site, and promises that no request can end the process
 * and that every answer is one it chose: a target it cannot read is a 400, a page method or body
 * a page does not take is a 405/413/415, an oversized head a 431, and any fault a 500 that is
 * logged — never a crash. It also adds the security headers and compresses what it sends.
 *
 * It knows no page framework: pages are a Fetch handler, `(request, context) => Response`, so a
 * React Router, Remix, Hono or hand-written site plugs in the same way.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { CONTENT_BODY_BYTES } from '../api/content-admin-routes';
import { createCorsPolicy } from '../api/cors';
import type { FetchHandler } from '../api/create-booking-api';
import { clientIdOf } from '../api/rate-limit';
import type { ServerConfig } from './config';
import { type PlainAnswer, type PlainStatus, plainAnswer, plainLocale, reasonPhrase } from './plain-answers';
import { isFormContentType, readRequestBody } from './request-body';
import { isApiPath, readRequestTarget } from './request-target';
import { writeBufferedResponse, writeStreamedResponse } from './response-writer';
import { baselineSecurityHeaders } from './security-headers';
import { type StaticIndex, serveStaticFile } from './static-assets';

/** What the production server knows about a page request, beyond the request itself. */
export interface PageContext {
  /**
   * The client's address, resolved once by the booking API's own rule (the socket's, or the
   * `TRUST_PROXY`-th `X-Forwarded-For` entry from the right). Pass it to the in-process booking
   * API as `clientId`, so that a page's form post counts against the same write rate limit as a
   * direct API call.
   */
  clientAddress: string;
  /**
   * A fresh random nonce for this response (16 bytes, base64): put it in the page's
   * Content-Security-Policy (`script-src 'nonce-…'`) and on its inline scripts, so that no
   * `'unsafe-inline'` is needed. Never the same twice, so an injected script cannot guess it.
   */
  nonce: string;
}

/**
 * Renders a page: a Fetch handler given the request (body already read, within the limit) and
 * its {@link PageContext}. Its answer is streamed to the client, compressed when it is text.
 */
export type PageHandler = (request: Request, context: PageContext) => Promise<Response>;

/** What the production server is made of. */
export interface ProductionServerOptions {
  /** The settings, usually `readServerConfig()`. */
  config: ServerConfig;
  /** The client build's files, from `indexStaticFiles(clientDir)`: served before anything else. */
  staticFiles: StaticIndex;
  /** Everything that is neither a static file nor the API: the site's pages (and their data requests). */
  pages: PageHandler;
  /**
   * The booking API (`createBookingApi`), called directly for `/api/v1`: its answers need none of
   * a page framework's matching or rendering. Create it with `trustProxy: 0`: the server passes the
   * client's address it resolved as `clientId`, and the API must not read `X-Forwarded-For` again.
   */
  api: FetchHandler;
}

/** Methods a page answers; the API answers its own (with a JSON 405). */
const PAGE_METHODS = new Set(['GET', 'HEAD', 'POST']);

/**
 * Methods handed to the API, which answers a wrong one with its own JSON 405 and `Allow`. Others
 * (TRACE, CONNECT, WebDAV's, made-up ones) the Fetch API does not take, nor do page frameworks.
 */
const API_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** A write of the content admin API (`/api/v1/admin/content/…`, `/api/v1/admin/previews`), whose bodies may be larger. */
function isContentWrite(url: string | undefined): boolean {
  return /^\/api\/v1\/admin\/(?:content\/|previews(?:[/?]|$))/.test(url ?? '');
}

/** Writes one of the server's own answers. Once it is sent, a body left unread closes the connection. */
async function sendPlain(
  request: IncomingMessage,
  response: ServerResponse,
  config: ServerConfig,
  status: PlainStatus,
  message: string,
  extraHeaders: Record<string, string> = {},
): Promise<void> {
  const path = (request.url ?? '/').split('?')[0] ?? '/';
  const api = isApiPath(request.url);
  // The API's own answers carry its CORS headers; this one (a 413, a 400 target) must too, or a
  // page on an allowed origin sees a network error instead of the message. Rare: made per answer.
  const cors = api ? createCorsPolicy(config.corsOrigins)?.answerHeaders(path, request.headers.origin) : undefined;
  const answer = await plainAnswer({
    status,
    message,
    api,
    locale: plainLocale(path, request.headers.cookie, request.headers['accept-language']),
    frameAncestors: config.frameAncestors,
    titleSeparator: config.titleSeparator,
  });
  writePlain(response, answer, request.method === 'HEAD', { ...cors, ...extraHeaders });
}

/** Writes a plain answer in one write with its length; mid-stream (headers gone) it can only cut the connection. */
function writePlain(response: ServerResponse, answer: PlainAnswer, head: boolean, extraHeaders: Record<string, string>): void {
  if (response.headersSent) {
    response.destroy();
    return;
  }
  const body = Buffer.from(answer.body);
  response.writeHead(answer.status, reasonPhrase(answer.status), {
    ...answer.headers,
    ...extraHeaders,
    'content-length': String(body.length),
  });
  response.end(head ? undefined : body);
}

/** The origin requests are read against: the Host header when it is a plain host name, else localhost. */
function originOf(request: IncomingMessage, config: ServerConfig): string {
  const secure = 'encrypted' in request.socket && Boolean((request.socket as { encrypted?: boolean }).encrypted);
  const forwardedProto =
    config.trustProxy > 0
      ? String(request.headers['x-forwarded-proto'] ?? '')
          .split(',')[0]
          ?.trim()
      : '';
  const protocol = forwardedProto === 'https' || secure ? 'https' : 'http';
  const host = request.headers.host ?? '';
  const validHost = /^(\[[0-9a-fA-F:.]+\]|[a-zA-Z0-9.-]{1,253})(:\d{1,5})?$/.test(host) ? host : `localhost:${config.port}`;
  return `${protocol}://${validHost}`;
}

/** A Fetch `Request` for the API or the pages, with the body already read (and within the limit). */
function toFetchRequest(request: IncomingMessage, url: URL, body: Buffer | undefined, signal: AbortSignal): Request {
  const headers = new Headers();
  for (let index = 0; index < request.rawHeaders.length; index += 2) {
    const name = request.rawHeaders[index] ?? '';
    const value = request.rawHeaders[index + 1] ?? '';
    // HTTP/2 pseudo-headers and names Headers rejects are not the site's business.
    try {
      headers.append(name, value);
    } catch {
      // An invalid header value (Node accepts more than Fetch does) is left out, not fatal.
    }
  }
  const method = request.method ?? 'GET';
  return new Request(url, {
    method,
    headers,
    signal,
    ...(body && method !== 'GET' && method !== 'HEAD' ? { body: new Uint8Array(body) } : {}),
  });
}

/**
 * The request listener of {@link createProductionServer}, for a `node:http` or `node:https`
 * server of your own: checks, then static files, then the API or the pages. Every path through it
 * ends in an answer; whatever throws becomes a logged 500.
 */
export function createProductionListener(
  options: ProductionServerOptions,
): (request: IncomingMessage, response: ServerResponse) => void {
  const { config, staticFiles } = options;
  const baseline = baselineSecurityHeaders(config.frameAncestors);

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    for (const [name, value] of Object.entries(baseline)) response.setHeader(name, value);
    const method = request.method ?? 'GET';
    const target = readRequestTarget(request.url, originOf(request, config));
    if (target.kind === 'bad') return sendPlain(request, response, config, 400, target.reason);
    if (target.kind === 'redirect') {
      response.writeHead(308, { location: target.location, 'content-length': '0', 'cache-control': 'no-store' });
      response.end();
      return;
    }
    if (serveStaticFile(staticFiles, target.pathname, method, request.headers['accept-encoding'], response)) return;

    const api = isApiPath(request.url);
    if (api ? !API_METHODS.has(method) : !PAGE_METHODS.has(method)) {
      const allow = api ? 'GET, HEAD, POST, DELETE' : 'GET, HEAD, POST';
      return sendPlain(request, response, config, 405, `Use ${allow} for this address.`, { allow });
    }
    if (!api && method === 'POST' && !isFormContentType(request.headers['content-type'])) {
      return sendPlain(request, response, config, 415, 'Pages accept only HTML form posts.', {
        'accept-post': 'application/x-www-form-urlencoded, multipart/form-data',
      });
    }
    // The content admin API takes rich text up to its own larger limit; everything else 64 KiB.
    const limit = isContentWrite(request.url) ? Math.max(CONTENT_BODY_BYTES, config.maxBodyBytes) : config.maxBodyBytes;
    const body = await readRequestBody(request, limit);
    if (body.kind === 'aborted') {
      response.destroy();
      return;
    }
    if (body.kind === 'too-large') {
      // The rest of the body is not read: closing is the only way to be done with it.
      response.shouldKeepAlive = false;
      return sendPlain(request, response, config, 413, `The request body is larger than ${limit / 1024} KB.`, {
        connection: 'close',
      });
    }

    const controller = new AbortController();
    response.once('close', () => {
      if (!response.writableFinished) controller.abort();
    });
    const fetchRequest = toFetchRequest(request, target.url, body.body, controller.signal);
    // Resolved once, here, by the booking API's own rule; pages hand it on to the API as the client id.
    const clientId = clientIdOf(fetchRequest, request.socket.remoteAddress, config.trustProxy);
    if (api) {
      // HEAD is GET without the body, as for every other resource.
      const apiRequest = method === 'HEAD' ? new Request(fetchRequest, { method: 'GET' }) : fetchRequest;
      await writeBufferedResponse(await options.api(apiRequest, { clientId }), request, response);
      return;
    }
    const fetchResponse = await options.pages(fetchRequest, {
      clientAddress: clientId,
      nonce: randomBytes(16).toString('base64'),
    });
    await writeStreamedResponse(fetchResponse, request, response);
  }

  return (request, response) => {
    handle(request, response).catch((error: unknown) => {
      const reference = randomUUID();
      console.error(`booking-kit: ${request.method} ${request.url} failed (reference ${reference})`, error);
      if (response.headersSent || response.destroyed) {
        response.destroy();
        return;
      }
      sendPlain(request, response, config, 500, `Something went wrong on our side (reference ${reference}).`).catch(() =>
        response.destroy(),
      );
    });
  };
}

/**
 * Answers what Node's HTTP parser refused before any listener saw it: a head over the limit
 * (431) or a request that is not HTTP (400). The body is the API's JSON shape for `/api` targets
 * and plain text otherwise, since nothing of the request can be trusted to choose a language.
 */
export function answerClientError(error: Error & { code?: string; rawPacket?: Buffer }, socket: Socket): void {
  if (!socket.writable || (socket as Socket & { _httpMessage?: unknown })._httpMessage) {
    socket.destroy();
    return;
  }
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const status = tooLarge ? 431 : 400;
  const reason = tooLarge ? 'Request Header Fields Too Large' : 'Bad Request';
  const firstLine = error.rawPacket?.subarray(0, 200).toString('latin1').split('\r\n')[0] ?? '';
  const api = /^[A-Z]+ \/+api(\/|\?| |$)/.test(firstLine);
  const message = tooLarge ? 'The request line and headers are larger than 16 KB.' : 'The request is not valid HTTP.';
  const body = api
    ? JSON.stringify({ statusCode: status, statusMessage: reason, code: tooLarge ? 'HEADERS_TOO_LARGE' : 'BAD_REQUEST', message })
    : `${status} ${reason}: ${message}\n`;
  const type = api ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8';
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\ncontent-type: ${type}\r\ncontent-length: ${Buffer.byteLength(body)}\r\nx-content-type-options: nosniff\r\ncache-control: no-store\r\nconnection: close\r\n\r\n${body}`,
  );
}

/**
 * Creates the production HTTP server (not yet listening) with limits that keep slow or oversized
 * clients from tying it up: the head within `config.maxHeaderBytes` and 20 s, the whole request
 * within 30 s.
 * @example
 * const config = readServerConfig();
 * const server = createProductionServer({
 *   config,
 *   staticFiles: await indexStaticFiles('build/client'),
 *   api: createBookingApi({ db, trustProxy: 0, corsOrigins: config.corsOrigins }),
 *   pages: async (request, { nonce }) => renderPage(request, nonce),
 * });
 * server.listen(config.port, config.host);
 */
export function createProductionServer(options: ProductionServerOptions): Server {
  const server = createServer(
    {
      maxHeaderSize: options.config.maxHeaderBytes,
      // A client has 20 s to send its head and 30 s for the whole request.
      headersTimeout: 20_000,
      requestTimeout: 30_000,
    },
    createProductionListener(options),
  );
  server.on('clientError', answerClientError);
  return server;
}
