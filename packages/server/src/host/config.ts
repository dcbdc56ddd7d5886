/**
 * The production server's settings, read once from the environment. Every limit that protects
 * the process lives here, so that a reader finds them in one place.
 */
import { titleSeparator } from '@booking-kit/core';
import { parseCorsOrigins } from '../api/cors-origins';
import { MAX_BODY_BYTES } from '../api/json-body';
import { trustedProxyHops } from '../api/rate-limit';

/** What the production server is configured with. */
export interface ServerConfig {
  /** The port to listen on (`PORT`, default 3000). */
  port: number;
  /** The address to listen on (`HOST`, default all interfaces). */
  host: string;
  /**
   * How many proxies in front of this server append to `X-Forwarded-For` (`TRUST_PROXY`,
   * default 0: the socket's address is the client, and the header is ignored).
   */
  trustProxy: number;
  /** The CSP `frame-ancestors` sources: who may embed the pages (`FRAME_ANCESTORS`, default `'self'`). */
  frameAncestors: string;
  /**
   * The origins whose pages may call `/api/v1` from the browser (`CORS_ORIGINS`: comma-separated
   * origins, or `*`), entries that are not origins left out with a warning. Empty (the default):
   * no CORS headers. Handed to the booking API, and used for the server's own API error answers.
   */
  corsOrigins: readonly string[];
  /** The largest request body accepted, in bytes: the booking API's own limit (64 KiB), for pages too. */
  maxBodyBytes: number;
  /** The largest request head (request line and headers) accepted, in bytes. */
  maxHeaderBytes: number;
  /** Between the parts of a page's title, the server's own error pages too (`TITLE_SEPARATOR`, default '|'). */
  titleSeparator: string;
}

/** A request head above this is answered 431 (Node's default limit too). */
export const MAX_HEADER_BYTES = 16 * 1024;

/** A whole number ≥ 0 from the environment, or the fallback when unset or not such a number. */
function wholeNumber(raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  return Number.isInteger(value) && value >= 0 ? value : fallback;
}

/**
 * `frame-ancestors` sources from `FRAME_ANCESTORS`: space-separated origins or keywords. A value
 * with characters that could end the directive (`;`, `,`, quotes around non-keywords, control
 * characters) is refused in favour of the safe default, and said so on start-up.
 */
export function parseFrameAncestors(raw: string | undefined): string {
  if (raw === undefined || raw.trim() === '') return "'self'";
  const sources = raw.trim().split(/\s+/);
  const valid = sources.every(
    (source) => /^'(self|none)'$/.test(source) || /^(https?:\/\/)?(\*\.)?[a-z0-9.-]+(:\d+|:\*)?$/i.test(source) || source === '*',
  );
  if (!valid) {
    console.warn(`FRAME_ANCESTORS="${raw}" is not a list of origins; using 'self'.`);
    return "'self'";
  }
  return sources.join(' ');
}

/**
 * The configuration from `process.env`.
 * @throws {Error} when `TRUST_PROXY` is not a number of hops (the booking API's own rule)
 */
export function readServerConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: wholeNumber(env.PORT, 3000),
    host: env.HOST?.trim() || '0.0.0.0',
    trustProxy: trustedProxyHops(undefined, env.TRUST_PROXY),
    frameAncestors: parseFrameAncestors(env.FRAME_ANCESTORS),
    corsOrigins: parseCorsOrigins(env.CORS_ORIGINS, (message) => console.warn(`booking-kit: ${message}`)),
    maxBodyBytes: MAX_BODY_BYTES,
    maxHeaderBytes: MAX_HEADER_BYTES,
    titleSeparator: titleSeparator(env.TITLE_SEPARATOR, (message) => console.warn(`booking-kit: ${message}`)),
  };
}
