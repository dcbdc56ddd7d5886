/** Reads one cookie from a Cookie header. */
export function readCookie(header: string | null, name: string): string | undefined {
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

/** Whether cookies are always marked Secure: when the app is configured for it (`COOKIE_SECURE`, for cross-origin embedding). */
const secureCookies = () => process.env.COOKIE_SECURE === '1' || process.env.COOKIE_SECURE === 'true';

/**
 * Whether a request came over HTTPS (directly, or through a trusted proxy's `X-Forwarded-Proto`:
 * the production server writes either into the request's URL). Its cookies are then Secure.
 */
export function isHttps(request: Request | URL | string): boolean {
  const url = request instanceof Request ? request.url : String(request);
  return url.startsWith('https:');
}

/** Options of {@link serializeCookie}. */
export interface CookieOptions {
  /** For a secret that scripts must never read (a manage or preview token). @default false */
  httpOnly?: boolean;
  /** Whether the page was served over HTTPS: the cookie is then Secure. @default false */
  https?: boolean;
}

/**
 * A Set-Cookie value with the spec's defaults: path /, SameSite=Lax, 365 days, Secure when
 * configured and always over HTTPS.
 */
export function serializeCookie(
  name: string,
  value: string,
  maxAgeDays = 365,
  { httpOnly = false, https = false }: CookieOptions = {},
): string {
  return [
    `${name}=${encodeURIComponent(value)}`,
    'Path=/',
    `Max-Age=${maxAgeDays * 86_400}`,
    ...(httpOnly ? ['HttpOnly'] : []),
    'SameSite=Lax',
    ...(https || secureCookies() ? ['Secure'] : []),
  ].join('; ');
}
