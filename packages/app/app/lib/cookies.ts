/** Whether cookies are always marked Secure: when the app is configured for it (`COOKIE_SECURE`, for cross-origin embedding). */
const secureCookies = () => process.env.COOKIE_SECURE === '1' || process.env.COOKIE_SECURE === 'true';

/**
 * Whether the cookies answering a request are Secure: always when configured, and whenever the
 * request came over HTTPS (directly, or through a trusted proxy's `X-Forwarded-Proto`: the
 * production server writes either into the request's URL).
 */
export function cookiesSecure(request: Request | URL | string): boolean {
  const url = request instanceof Request ? request.url : String(request);
  return url.startsWith('https:') || secureCookies();
}
