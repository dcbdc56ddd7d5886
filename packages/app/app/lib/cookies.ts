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

/** Whether cookies are marked Secure: only when the app is configured for it (HTTPS or cross-origin embedding). */
const secureCookies = () => process.env.COOKIE_SECURE === '1' || process.env.COOKIE_SECURE === 'true';

/**
 * A Set-Cookie value with the spec's defaults: path /, SameSite=Lax, 365 days, Secure when
 * configured. `httpOnly` for a secret that scripts must never read (a manage or preview token).
 */
export function serializeCookie(name: string, value: string, maxAgeDays = 365, { httpOnly = false } = {}): string {
  return [
    `${name}=${encodeURIComponent(value)}`,
    'Path=/',
    `Max-Age=${maxAgeDays * 86_400}`,
    ...(httpOnly ? ['HttpOnly'] : []),
    'SameSite=Lax',
    ...(secureCookies() ? ['Secure'] : []),
  ].join('; ');
}
