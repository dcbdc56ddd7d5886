/**
 * One cookie's value from a `Cookie` header (or `document.cookie`), percent-decoded; undefined
 * when the cookie is not there or its value does not decode.
 * @example readCookie('theme=dark; bk_locale=de', 'bk_locale') // 'de'
 */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(value.join('='));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** Options of {@link serializeCookie}. */
export interface CookieOptions {
  /** How long the browser keeps it. @default 365 */
  maxAgeDays?: number;
  /** For a secret that scripts must never read (a manage or preview token). @default false */
  httpOnly?: boolean;
  /** Sent over HTTPS only: for a page served over HTTPS, or embedded on another site. @default false */
  secure?: boolean;
  /**
   * For a page shown in another site's frame (see `inThirdPartyFrame`): `SameSite=None; Secure;
   * Partitioned` (CHIPS), kept for that site's frames only, where a SameSite=Lax cookie is refused.
   * @default false
   */
  partitioned?: boolean;
}

/**
 * A `Set-Cookie` value for the whole site (path `/`, SameSite=Lax), its value percent-encoded.
 * @example serializeCookie('bk_locale', 'de', { secure: true }) // 'bk_locale=de; Path=/; Max-Age=31536000; SameSite=Lax; Secure'
 */
export function serializeCookie(
  name: string,
  value: string,
  { maxAgeDays = 365, httpOnly = false, secure = false, partitioned = false }: CookieOptions = {},
): string {
  return [
    `${name}=${encodeURIComponent(value)}`,
    'Path=/',
    `Max-Age=${maxAgeDays * 86_400}`,
    ...(httpOnly ? ['HttpOnly'] : []),
    ...(partitioned ? ['SameSite=None', 'Secure', 'Partitioned'] : ['SameSite=Lax', ...(secure ? ['Secure'] : [])]),
  ].join('; ');
}

/**
 * Whether a request comes from a page shown in another site's frame (a `<booking-kit-widget>`'s):
 * Chromium sends `Sec-Fetch-Storage-Access` only from such a context, with every request of it,
 * its own fetches too. There a SameSite=Lax cookie is refused, so the page's cookies must be
 * `partitioned`. Other browsers send nothing (Firefox partitions third-party cookies by itself;
 * Safari keeps none).
 * @example serializeCookie(name, value, { partitioned: inThirdPartyFrame(request.headers) })
 */
export function inThirdPartyFrame(headers: Headers): boolean {
  return headers.has('sec-fetch-storage-access');
}
