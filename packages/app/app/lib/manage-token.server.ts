import { readCookie } from './cookies';

const cookieName = (bookingId: string) => `bk_booking_${bookingId}`;

/**
 * The manage token of a booking made in this browser. It travels in an HttpOnly cookie, never in
 * a URL, so the confirmation page can show the full details without leaking them through links.
 */
export function readManageToken(request: Request, bookingId: string): string | undefined {
  return readCookie(request.headers.get('cookie'), cookieName(bookingId));
}

/** The Set-Cookie header that keeps a new booking's manage token for 30 days. */
export function manageTokenCookie(bookingId: string, token: string): string {
  const secure = process.env.COOKIE_SECURE === '1' || process.env.COOKIE_SECURE === 'true';
  return [
    `${cookieName(bookingId)}=${encodeURIComponent(token)}`,
    'Path=/',
    `Max-Age=${30 * 86_400}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}
