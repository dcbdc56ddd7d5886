/**
 * The origins a browser page may call the booking API from (CORS), as `CORS_ORIGINS` lists them.
 * Read once at start-up; an entry that is not an origin is left out with a warning rather than
 * stopping the server, as the app's other settings do (FRAME_ANCESTORS, LOCALE_STRATEGY).
 */

/** The entry of `CORS_ORIGINS` (and of the `corsOrigins` option) that opens the API to any origin. */
export const ANY_ORIGIN = '*';

/**
 * An origin as browsers send it in `Origin` (scheme, lower-case host, port only when not the
 * scheme's default), or undefined when `entry` is not exactly `scheme://host[:port]`: no path
 * (not even `/`), query, fragment, user name or wildcard. Only http and https: no other scheme
 * makes a cross-origin fetch with an origin of its own (a `file:` page sends `Origin: null`).
 * @example canonicalOrigin('https://Shop.Example.com:443') // 'https://shop.example.com'
 */
export function canonicalOrigin(entry: string): string | undefined {
  // The shape first: `new URL` would quietly accept and rewrite a path, `\`, or spaces.
  if (!/^https?:\/\/[^/?#@\\\s*]+$/i.test(entry)) return undefined;
  let url: URL;
  try {
    url = new URL(entry);
  } catch {
    return undefined;
  }
  return url.host === '' ? undefined : url.origin;
}

/** Why an entry is not an origin, for the start-up warning. */
function whyNotAnOrigin(entry: string): string {
  if (entry.includes('*')) return `a wildcard works only alone, as "${ANY_ORIGIN}" for any origin`;
  const withoutPath = /^(https?:\/\/[^/?#]+)[/?#]/i.exec(entry)?.[1];
  if (withoutPath && canonicalOrigin(withoutPath)) return `an origin has no path, not even "/": did you mean "${withoutPath}"?`;
  if (!/^https?:\/\//i.test(entry)) return 'it must start with http:// or https://';
  return 'it is not scheme://host[:port]';
}

/**
 * The allowlist from `CORS_ORIGINS`: comma-separated origins (`https://shop.example.com,
 * http://localhost:5173`), or `*` for any origin. Unset or empty, an empty list: no origin is
 * let in and no answer carries CORS headers. Entries are made canonical (lower-case host,
 * default port dropped) and repeated ones kept once.
 * @param warn told about each entry that is left out, and about entries `*` makes redundant
 * @example parseCorsOrigins('https://shop.example.com, http://localhost:5173') // ['https://shop.example.com', 'http://localhost:5173']
 */
export function parseCorsOrigins(raw: string | undefined, warn: (message: string) => void = console.warn): string[] {
  const entries = (raw ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const origins = new Set<string>();
  for (const entry of entries) {
    const origin = entry === ANY_ORIGIN ? ANY_ORIGIN : canonicalOrigin(entry);
    if (origin) origins.add(origin);
    else warn(`CORS_ORIGINS: "${entry}" is not an origin (${whyNotAnOrigin(entry)}); it is left out.`);
  }
  if (origins.has(ANY_ORIGIN) && origins.size > 1) {
    warn(`CORS_ORIGINS: "${ANY_ORIGIN}" lets in every origin; the other entries add nothing.`);
    return [ANY_ORIGIN];
  }
  return [...origins];
}
