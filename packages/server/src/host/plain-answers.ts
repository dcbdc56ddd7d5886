/**
 * The answers the server gives itself, before the pages or the API can: a target that cannot
 * be read (400), a method or body a page does not take (405, 413, 415), a head too large (431),
 * and a fault no one caught (500). People get the error layout's dark page in their language;
 * programs calling `/api/v1` get the API's JSON error shape.
 */
import { randomBytes } from 'node:crypto';
import {
  isLocale,
  LOCALE_TAGS,
  type Locale,
  loadTranslator,
  negotiateLocale,
  pageTitle,
  parseAcceptLanguage,
} from '@booking-kit/core';

/** The statuses the server answers on its own, with their reason phrases and API codes. */
const STATUSES = {
  400: { reason: 'Bad Request', code: 'BAD_REQUEST' },
  405: { reason: 'Method Not Allowed', code: 'METHOD_NOT_ALLOWED' },
  413: { reason: 'Payload Too Large', code: 'PAYLOAD_TOO_LARGE' },
  415: { reason: 'Unsupported Media Type', code: 'UNSUPPORTED_MEDIA_TYPE' },
  431: { reason: 'Request Header Fields Too Large', code: 'HEADERS_TOO_LARGE' },
  500: { reason: 'Internal Server Error', code: 'INTERNAL' },
  503: { reason: 'Service Unavailable', code: 'UNAVAILABLE' },
} as const;

/** A status the server answers on its own. */
export type PlainStatus = keyof typeof STATUSES;

/** A complete answer: status, headers and body, ready to write to a socket or a response. */
export interface PlainAnswer {
  status: PlainStatus;
  headers: Record<string, string>;
  body: string;
}

/** The visitor's locale as far as a bare request tells it: a path prefix, the cookie, the browser. */
export function plainLocale(path: string, cookieHeader: string | undefined, acceptLanguage: string | undefined): Locale {
  const prefix = path.split('/')[1];
  if (prefix && isLocale(prefix)) return prefix;
  const cookie = /(?:^|;\s*)bk_locale=([^;]*)/.exec(cookieHeader ?? '')?.[1];
  return negotiateLocale({
    cookie: cookie && isLocale(cookie) ? cookie : undefined,
    browserLanguages: parseAcceptLanguage(acceptLanguage ?? null),
  });
}

/** Escapes text for HTML. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** What the error page needs from the shared security headers: its own style nonce and embedders. */
export interface PlainPageOptions {
  frameAncestors: string;
  /** The site's title separator (see `pageTitle`). @default '|' */
  titleSeparator?: string | undefined;
}

/**
 * The error layout as a standalone page: a large status code, the status message below it and a
 * hint, on the dark full-screen page of the spec. Its one inline style carries a fresh nonce.
 */
async function htmlAnswer(status: PlainStatus, locale: Locale, options: PlainPageOptions): Promise<PlainAnswer> {
  const t = await loadTranslator(locale);
  const title = t.t(`httpErrors.${status}.title`);
  const hint = t.t(`httpErrors.${status}.hint`);
  const nonce = randomBytes(16).toString('base64');
  const body = `<!doctype html>
<html lang="${LOCALE_TAGS[locale]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(pageTitle([String(status), title], options.titleSeparator))}</title>
<style nonce="${nonce}">
html,body{margin:0;height:100%;background:#0b1220;color:#f8fafc;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{min-height:100%;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:1rem;padding:2rem;box-sizing:border-box;text-align:center}
h1{margin:0;font-size:clamp(4rem,18vw,10rem);line-height:1;font-weight:800}
p{margin:0;font-size:1.25rem;max-width:40rem}
p+p{font-size:1rem;color:#cbd5e1}
</style>
</head>
<body>
<main class="error-layout" data-layout="error">
<h1>${status}</h1>
<p>${escapeHtml(title)}</p>
<p>${escapeHtml(hint)}</p>
</main>
</body>
</html>
`;
  return {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-language': LOCALE_TAGS[locale],
      'cache-control': 'no-store',
      'x-robots-tag': 'noindex',
      'content-security-policy': `default-src 'none'; style-src 'nonce-${nonce}'; base-uri 'none'; form-action 'self'; frame-ancestors ${options.frameAncestors}`,
    },
    body,
  };
}

/** The API's JSON error shape, `{ statusCode, statusMessage, code, message }`. */
function jsonAnswer(status: PlainStatus, message: string): PlainAnswer {
  const { reason, code } = STATUSES[status];
  return {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
    body: JSON.stringify({ statusCode: status, statusMessage: reason, code, message }),
  };
}

/** What a plain answer is about. */
export interface PlainAnswerRequest {
  status: PlainStatus;
  /** For programs: the sentence in the JSON body. */
  message: string;
  /** Whether the request was for the API (JSON) or a page (HTML). */
  api: boolean;
  locale: Locale;
  frameAncestors: string;
  /** The site's title separator for the HTML page's title. @default '|' */
  titleSeparator?: string | undefined;
}

/** The server's own answer for a request it will not hand on. */
export async function plainAnswer(request: PlainAnswerRequest): Promise<PlainAnswer> {
  if (request.api) return jsonAnswer(request.status, request.message);
  try {
    return await htmlAnswer(request.status, request.locale, request);
  } catch {
    // The catalogs failed to load (a broken build): the status line still tells the truth.
    return jsonAnswer(request.status, request.message);
  }
}

/** The HTTP reason phrase of a plain status. */
export function reasonPhrase(status: PlainStatus): string {
  return STATUSES[status].reason;
}
