/**
 * CORS for the booking API, so that a `<Booker>` on another site (https://shop.example.com) can
 * call `/api/v1` with fetch. Written by hand rather than taken from a middleware package: the API
 * is a bare Fetch handler with no framework to plug one into, and the rules fit on a page.
 *
 * - Only the allowlist's origins get `Access-Control-Allow-Origin`, echoing their own origin;
 *   `*` answers `*` literally, which browsers never combine with credentials.
 * - No `Access-Control-Allow-Credentials`, ever: no route reads a cookie. A visitor's hold and
 *   manage tokens travel in `Authorization: Bearer`, set by the page's script; that is a request
 *   header to allow, not a credential the browser attaches on its own.
 * - The admin routes (`/api/v1/admin/…`) get no CORS headers at all, so a browser refuses every
 *   cross-origin call to them (each needs `Authorization`, hence a preflight, which fails). The
 *   admin key belongs on the business's own servers, never in a page on another site, where any
 *   visitor could read it; allowing `Authorization` for the visitor routes does not open them.
 * - With a list, every answer but the admin routes' carries `Vary: Origin`, allowed origin or
 *   not: it depends on the origin, and a shared cache must not hand one origin's answer to another.
 */
import { isAdminPath } from './api-paths';
import { ANY_ORIGIN, canonicalOrigin } from './cors-origins';
import { varyAlso } from './vary-header';

/** The methods the visitor routes use (PUT is only the admin API's). */
export const CORS_ALLOWED_METHODS = 'GET, HEAD, POST, DELETE';

/**
 * The request headers a page's script may send: `Content-Type` (JSON bodies), the idempotency key
 * of writes, the visitor's language, and `Authorization` for the hold and manage tokens.
 */
export const CORS_ALLOWED_HEADERS = 'accept-language, authorization, content-type, idempotency-key';

/**
 * The answer headers a page's script may read beyond the safelisted ones: `Location` of a created
 * booking or hold, `Retry-After` of a 429 or 503, `Idempotent-Replayed` of a repeated write.
 */
export const CORS_EXPOSED_HEADERS = 'location, retry-after, idempotent-replayed';

/** How long a browser may reuse a preflight's answer, in seconds (Chromium caps it at 7200). */
export const CORS_MAX_AGE_SECONDS = 600;

/** How the API answers other origins; made once from the allowlist by `createCorsPolicy`. */
export interface CorsPolicy {
  /**
   * The CORS headers of an answer (not a preflight) to a request for `pathname` from `origin`
   * (the `Origin` header, absent for most same-origin requests).
   */
  answerHeaders(pathname: string, origin: string | null | undefined): Record<string, string>;
  /**
   * The answer to an `OPTIONS` request (a preflight): always 204, never a 5xx. An allowed origin
   * gets the methods, headers and max age; any other origin, and the admin routes, get none of
   * them (204 rather than 403: the browser refuses either way, and one status keeps it simple).
   */
  preflight(request: Request): Response;
  /** `response` with `answerHeaders` for its request added, `Vary` merged with what it had. */
  decorate(request: Request, response: Response): Response;
}

function setAll(target: Headers, headers: Record<string, string>): void {
  for (const [name, value] of Object.entries(headers))
    target.set(name, name === 'vary' ? varyAlso(target.get('vary'), 'Origin') : value);
}

/** `response` with `headers` set (`vary` merged); a response with immutable headers is copied first. */
function withHeaders(response: Response, headers: Record<string, string>): Response {
  if (Object.keys(headers).length === 0) return response;
  try {
    setAll(response.headers, headers);
    return response;
  } catch {
    // A fetched Response's headers are immutable (the first set throws, nothing is half set).
    // The API makes its own responses, but a copy keeps this safe whatever a route returns.
    const copy = new Response(response.body, response);
    setAll(copy.headers, headers);
    return copy;
  }
}

/**
 * The CORS policy for `origins` (canonical origins, or `['*']`), or undefined for an empty list:
 * then the API sends no CORS headers and treats `OPTIONS` as any other unknown method (405).
 * @throws {Error} when an entry is not an origin (`parseCorsOrigins` leaves such entries out of `CORS_ORIGINS` with a warning)
 * @example createCorsPolicy(['https://shop.example.com'])
 */
export function createCorsPolicy(origins: readonly string[]): CorsPolicy | undefined {
  if (origins.length === 0) return undefined;
  for (const origin of origins) {
    if (origin !== ANY_ORIGIN && canonicalOrigin(origin) !== origin) {
      throw new Error(
        `booking-kit: corsOrigins entry ${JSON.stringify(origin)} is not an origin as browsers send it (scheme://host[:port], lower case, no path), nor "${ANY_ORIGIN}".`,
      );
    }
  }
  const any = origins.includes(ANY_ORIGIN);
  const allowed = new Set(origins);

  /** The origin to allow, or undefined; `*` allows every request, with or without an `Origin`. */
  function allowedOrigin(pathname: string, origin: string | null | undefined): string | undefined {
    if (isAdminPath(pathname)) return undefined;
    if (any) return ANY_ORIGIN;
    return origin && allowed.has(origin) ? origin : undefined;
  }

  /** Under `*` the answer is the same for every origin: only a list makes it vary. */
  const vary = (pathname: string): Record<string, string> => (any || isAdminPath(pathname) ? {} : { vary: 'Origin' });

  const policy: CorsPolicy = {
    answerHeaders(pathname, origin) {
      const allow = allowedOrigin(pathname, origin);
      return {
        ...vary(pathname),
        ...(allow && { 'access-control-allow-origin': allow, 'access-control-expose-headers': CORS_EXPOSED_HEADERS }),
      };
    },
    preflight(request) {
      const { pathname } = new URL(request.url);
      const allow = allowedOrigin(pathname, request.headers.get('origin'));
      const headers = {
        ...vary(pathname),
        ...(allow && {
          'access-control-allow-origin': allow,
          'access-control-allow-methods': CORS_ALLOWED_METHODS,
          'access-control-allow-headers': CORS_ALLOWED_HEADERS,
          'access-control-max-age': String(CORS_MAX_AGE_SECONDS),
        }),
      };
      return withHeaders(new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } }), headers);
    },
    decorate(request, response) {
      return withHeaders(response, policy.answerHeaders(new URL(request.url).pathname, request.headers.get('origin')));
    },
  };
  return policy;
}
