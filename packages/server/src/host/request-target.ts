/**
 * The request target (path and query) as the server accepts it. Node hands over whatever bytes
 * the client sent; `new URL` and `decodeURIComponent` throw on many of them (`/%ZZ`, `//%`,
 * `/%C0%AF`), and an exception there used to end the process. Everything below the server sees
 * only targets that passed this check.
 */

/** What the server does with a request target. */
export type TargetVerdict =
  /** A well-formed target: serve it. */
  | { kind: 'ok'; url: URL; pathname: string }
  /** Repeated slashes: the same resource lives at the collapsed path; redirect there. */
  | { kind: 'redirect'; location: string }
  /** Not a target this server can read: answer 400. */
  | { kind: 'bad'; reason: string };

/** Whether text has a control character (C0 or DEL): never part of a path we serve, and a header-injection risk. */
function hasControlCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** The longest target accepted; Node's own head limit (16 KiB) answers 431 above it anyway. */
export const MAX_TARGET_LENGTH = 8 * 1024;

/**
 * Reads a raw request target against the server's origin. Only origin-form targets (`/path?q`)
 * are served; the absolute form and `*` are proxy and OPTIONS forms this server does not take.
 */
export function readRequestTarget(raw: string | undefined, origin: string): TargetVerdict {
  if (!raw?.startsWith('/')) return { kind: 'bad', reason: 'The request target must be a path.' };
  if (raw.length > MAX_TARGET_LENGTH) return { kind: 'bad', reason: 'The address is too long.' };
  if (hasControlCharacter(raw)) return { kind: 'bad', reason: 'The address contains control characters.' };
  const queryAt = raw.search(/[?#]/);
  const rawPath = queryAt === -1 ? raw : raw.slice(0, queryAt);
  const rest = queryAt === -1 ? '' : raw.slice(queryAt);
  if (rawPath.includes('//')) {
    // `//host` would be read as another origin by URL parsers and browsers alike; a redirect to
    // the collapsed path keeps the visitor on this site.
    return { kind: 'redirect', location: rawPath.replace(/\/{2,}/g, '/') + rest.replace(/#.*$/, '') };
  }
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return { kind: 'bad', reason: 'The address has an invalid percent-encoding.' };
  }
  if (hasControlCharacter(decoded)) return { kind: 'bad', reason: 'The address contains control characters.' };
  let url: URL;
  try {
    // Concatenated, not resolved: a target is always a path on this origin.
    url = new URL(origin + raw);
  } catch {
    return { kind: 'bad', reason: 'The address cannot be read.' };
  }
  // `/a/../b` is normalized by URL; the normalized form must still be on the served path space.
  if (url.origin !== origin) return { kind: 'bad', reason: 'The address cannot be read.' };
  return { kind: 'ok', url, pathname: decoded };
}

/** Whether an answer for this path is for a program (the JSON API) rather than a person (a page). */
export function isApiPath(rawTarget: string | undefined): boolean {
  return /^\/+api(\/|$|\?)/.test(rawTarget ?? '');
}
