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
}

/**
 * A `Set-Cookie` value for the whole site (path `/`, SameSite=Lax), its value percent-encoded.
 * @example serializeCookie('bk_locale', 'de', { secure: true }) // 'bk_locale=de; Path=/; Max-Age=31536000; SameSite=Lax; Secure'
 */
export function serializeCookie(
  name: string,
  value: string,
  { maxAgeDays = 365, httpOnly = false, secure = false }: CookieOptions = {},
): string {
  return [
    `${name}=${encodeURIComponent(value)}`,
    'Path=/',
    `Max-Age=${maxAgeDays * 86_400}`,
    ...(httpOnly ? ['HttpOnly'] : []),
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}
