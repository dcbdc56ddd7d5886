import type { Agent } from 'node:http';
/** A parsed answer. */
export interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: callers read answer bodies by path and check them with assertions.
  body: any;
}
/** Options of {@link send}. */
export interface SendOptions {
  method?: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** The local address (any of 127.0.0.0/8). @default 127.0.0.1 */
  from?: string;
  /** Accept brotli as a browser does (the body is then not read). */
  compressed?: boolean;
  agent?: Agent;
  timeoutMs?: number;
}
/** Sends a request to `origin` + `target` over node:http from a chosen loopback address. */
export declare function send(origin: string, target: string, options?: SendOptions): Promise<Answer>;
/** fetch, for this machine only, unanswered after `timeoutMs` an error. */
export declare function loopbackFetch(url: string, init?: RequestInit, timeoutMs?: number): Promise<Response>;
