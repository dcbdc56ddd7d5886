import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';

/** Options of `createNodeHandler`. */
export interface NodeHandlerOptions {
  /** Called when the handler itself fails (the client gets a plain 500). @default console.error */
  onError?: (error: unknown) => void;
}

/** The answer to a request no URL can be made of, in the API's error shape. */
const BAD_REQUEST_BODY = JSON.stringify({
  statusCode: 400,
  statusMessage: 'Bad Request',
  code: 'BAD_REQUEST',
  message: 'The request’s address or Host header is not valid.',
});

/** A node:http request listener. */
export type NodeRequestListener = (request: IncomingMessage, response: ServerResponse) => void;

function toRequest(incoming: IncomingMessage): Request {
  const secure = 'encrypted' in incoming.socket && Boolean(incoming.socket.encrypted);
  const host = incoming.headers.host ?? 'localhost';
  const url = new URL(incoming.url ?? '/', `${secure ? 'https' : 'http'}://${host}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const method = incoming.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD';
  const controller = new AbortController();
  // A client that goes away aborts the request, so handlers can stop reading its body.
  incoming.once('aborted', () => controller.abort());
  return new Request(url, {
    method,
    headers,
    signal: controller.signal,
    ...(hasBody && { body: Readable.toWeb(incoming) as unknown as ReadableStream<Uint8Array>, duplex: 'half' }),
  } as RequestInit);
}

async function writeResponse(response: Response, outgoing: ServerResponse, method: string): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  outgoing.writeHead(response.status, response.statusText || undefined, headers);
  if (!response.body || method === 'HEAD') {
    outgoing.end();
    return;
  }
  const body = Readable.fromWeb(response.body as unknown as NodeReadableStream<Uint8Array>);
  await new Promise<void>((resolve, reject) => {
    body.once('error', reject);
    outgoing.once('error', reject);
    outgoing.once('finish', resolve);
    body.pipe(outgoing);
  });
}

/**
 * Adapts a Fetch API handler (such as `createBookingApi`'s) to node:http, so it can be mounted
 * in `http.createServer`, Express, or anything else that hands over IncomingMessage/ServerResponse.
 * @example http.createServer(createNodeHandler(createBookingApi({ db }))).listen(3000)
 */
export function createNodeHandler(
  handler: (request: Request, info?: { clientId?: string | undefined }) => Promise<Response>,
  options: NodeHandlerOptions = {},
): NodeRequestListener {
  const onError = options.onError ?? ((error: unknown) => console.error('booking-kit: node handler failed', error));
  return (incoming, outgoing) => {
    void (async () => {
      let request: Request;
      try {
        request = toRequest(incoming);
      } catch {
        // A Host header or target no URL can be made of (`Host: [`): the client's fault, said as such.
        outgoing.writeHead(400, { 'content-type': 'application/json; charset=utf-8', connection: 'close' });
        outgoing.end(BAD_REQUEST_BODY);
        return;
      }
      try {
        // The socket's address identifies the client (the write rate limit's key) unless a proxy says otherwise.
        const response = await handler(request, { clientId: incoming.socket.remoteAddress });
        await writeResponse(response, outgoing, incoming.method ?? 'GET');
      } catch (error) {
        onError(error);
        if (!outgoing.headersSent) {
          outgoing.writeHead(500, { 'content-type': 'application/json; charset=utf-8' });
          outgoing.end(
            JSON.stringify({
              statusCode: 500,
              statusMessage: 'Internal Server Error',
              code: 'INTERNAL',
              message: 'Something went wrong.',
            }),
          );
        } else {
          outgoing.destroy();
        }
      }
    })();
  };
}
