import { readCookie, serializeCookie } from './cookies';

const COOKIE_PREFIX = 'bk_booking_';
const cookieName = (bookingId: string) => `${COOKIE_PREFIX}${bookingId}`;

/**
 * The bookings made or opened in this browser: those whose manage token it holds, newest cookie
 * last as the browser sends them, at most `max`.
 */
export function heldBookingIds(request: Request, max: number): string[] {
  const header = request.headers.get('cookie') ?? '';
  const ids = header
    .split(';')
    .map((part) => part.trim().split('=')[0] ?? '')
    .filter((name) => name.startsWith(COOKIE_PREFIX))
    .map((name) => name.slice(COOKIE_PREFIX.length));
  return [...new Set(ids)].slice(-max);
}

/**
 * The manage token of a booking made in this browser. It travels in an HttpOnly cookie, never in
 * a URL, so the confirmation page can show the full details without leaking them through links.
 */
export function readManageToken(request: Request, bookingId: string): string | undefined {
  return readCookie(request.headers.get('cookie'), cookieName(bookingId));
}

/** The Set-Cookie header that keeps a new booking's manage token for 30 days (Secure when `https`). */
export function manageTokenCookie(bookingId: string, token: string, https: boolean): string {
  return serializeCookie(cookieName(bookingId), token, 30, { httpOnly: true, https });
}
