import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { guardedLookup, isPrivateLiteral, PrivateTargetError } from './webhook-targets';

/** How much of an endpoint's answer the attempt log keeps. */
export const WEBHOOK_RESPONSE_CHARS = 1_000;

/** What one delivery attempt got. */
export interface WebhookPostResult {
  /** The endpoint's HTTP status; undefined when no answer came (refused, timed out, unreachable). */
  status?: number | undefined;
  /** The answer's first {@link WEBHOOK_RESPONSE_CHARS} characters. */
  body: string;
  /** Why no answer came. */
  error?: Error | undefined;
  durationMs: number;
}

/** Options of {@link postWebhook}. */
export interface WebhookPostOptions {
  headers: Record<string, string>;
  body: string;
  /** How long the whole attempt may take, answer included. */
  timeoutMs: number;
  /** Deliver to private and loopback addresses too (tests, a business's own network). */
  allowPrivate: boolean;
}

/**
 * POSTs one webhook message and reads the start of the answer. Redirects are not followed (a
 * 3xx is a failed attempt, as Standard Webhooks advises). Unless `allowPrivate`, the address
 * connected to must be public (see `guardedLookup`). Never throws: a failure is in the result.
 * node:http rather than fetch: fetch cannot be given the resolver that makes that check.
 */
export function postWebhook(url: URL, options: WebhookPostOptions): Promise<WebhookPostResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  return new Promise((resolve) => {
    const privateLiteral = options.allowPrivate ? undefined : isPrivateLiteral(url);
    if (privateLiteral) {
      resolve({ body: '', error: new PrivateTargetError(privateLiteral), durationMs: 0 });
      return;
    }
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    let settled = false;
    const finish = (result: Omit<WebhookPostResult, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...result, durationMs: elapsed() });
    };
    const req = send(
      url,
      {
        method: 'POST',
        headers: { ...options.headers, 'content-length': String(Buffer.byteLength(options.body)) },
        ...(!options.allowPrivate && { lookup: guardedLookup }),
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          if (text.length < WEBHOOK_RESPONSE_CHARS) text += chunk;
          // Enough for the log: the rest of a large answer is not waited for.
          if (text.length >= WEBHOOK_RESPONSE_CHARS) {
            finish({ status: res.statusCode, body: text.slice(0, WEBHOOK_RESPONSE_CHARS) });
            res.destroy();
          }
        });
        res.on('end', () => finish({ status: res.statusCode, body: text }));
        res.on('error', () => finish({ status: res.statusCode, body: text }));
      },
    );
    const timer = setTimeout(() => {
      const error = new Error(`No answer within ${options.timeoutMs} ms`);
      error.name = 'TimeoutError';
      finish({ body: '', error });
      req.destroy();
    }, options.timeoutMs);
    req.on('error', (error) => finish({ body: '', error }));
    req.end(options.body);
  });
}
