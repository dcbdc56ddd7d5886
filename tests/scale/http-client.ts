import { Agent, request } from 'node:http';

/** A parsed answer. */
export interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: tests read answer bodies by path and check them with assertions.
  body: any;
}

/** Options of {@link send}. */
export interface SendOptions {
  method?: string;
  /** A JSON body. */
  body?: unknown;
  headers?: Record<string, string>;
  /**
   * The loopback address the request comes from (any of 127.0.0.0/8): each visitor of a test is
   * a client of its own to the proxy and to the write rate limit. @default 127.0.0.1
   */
  from?: string;
}

/** One connection per request: a visitor's browser does not share a connection with another's. */
const agent = new Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });

/**
 * A request to `origin` + `path` over node:http, which (unlike fetch) can choose the local
 * address; resolves with the status and the parsed JSON body (or the text, or undefined).
 */
export function send(origin: string, path: string, options: SendOptions = {}): Promise<Answer> {
  const url = new URL(path, origin);
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        agent,
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method: options.method ?? (payload === undefined ? 'GET' : 'POST'),
        localAddress: options.from ?? '127.0.0.1',
        headers: {
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
          ...options.headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let body: unknown = text === '' ? undefined : text;
          try {
            body = text === '' ? undefined : JSON.parse(text);
          } catch {}
          resolve({ status: response.statusCode ?? 0, body });
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}
