import { inThirdPartyFrame, readCookie, serializeCookie } from '../http/cookies';

/** What a booking's manage-token cookie is named after: `bk_booking_{id}`. */
export const MANAGE_TOKEN_COOKIE_PREFIX = 'bk_booking_';

/** How long a browser keeps a booking's manage token. */
export const MANAGE_TOKEN_COOKIE_DAYS = 30;

/**
 * The bookings made or opened in a browser, from its `Cookie` header: those whose manage token it
 * holds, newest cookie last as the browser sends them, at most `max`.
 * @example heldBookingIds('bk_booking_b1=t1; theme=dark; bk_booking_b2=t2', 10) // ['b1', 'b2']
 */
export function heldBookingIds(cookieHeader: string | null | undefined, max: number): string[] {
  const ids = (cookieHeader ?? '')
    .split(';')
    .map((part) => part.trim().split('=')[0] ?? '')
    .filter((name) => name.startsWith(MANAGE_TOKEN_COOKIE_PREFIX))
    .map((name) => name.slice(MANAGE_TOKEN_COOKIE_PREFIX.length));
  return [...new Set(ids)].slice(-max);
}

/**
 * The manage token of a booking made in this browser, from its `Cookie` header. It travels in an
 * HttpOnly cookie, never in a URL, so a server-rendered page can show the booking's full details
 * without leaking them through links.
 * @example readManageTokenCookie(request.headers.get('cookie'), booking.id)
 */
export function readManageTokenCookie(cookieHeader: string | null | undefined, bookingId: string): string | undefined {
  return readCookie(cookieHeader, `${MANAGE_TOKEN_COOKIE_PREFIX}${bookingId}`);
}

/**
 * The `Set-Cookie` value that keeps a booking's manage token in this browser: HttpOnly, for
 * {@link MANAGE_TOKEN_COOKIE_DAYS} days, Secure when `secure` (a page served over HTTPS).
 * Answering `request`, a request from a page in another site's frame (see `inThirdPartyFrame`),
 * it is partitioned: kept for that site's frames of the app, so a booking made in a widget can be
 * managed there too, and sent nowhere else.
 * @example response.headers.append('set-cookie', manageTokenCookie(booking.id, booking.manageToken, { secure: true, request }))
 */
export function manageTokenCookie(
  bookingId: string,
  token: string,
  { secure = false, request }: { secure?: boolean; request?: { headers: Headers } } = {},
): string {
  return serializeCookie(`${MANAGE_TOKEN_COOKIE_PREFIX}${bookingId}`, token, {
    maxAgeDays: MANAGE_TOKEN_COOKIE_DAYS,
    httpOnly: true,
    secure,
    partitioned: request !== undefined && inThirdPartyFrame(request.headers),
  });
}
