import { canonicalTimeZone, isValidTimeZone, readCookie } from '@booking-kit/core';

/** The cookie the browser sets with its own time zone, so that the server renders times in it. */
export const TIME_ZONE_COOKIE = 'bk_tz';

/** The business's zone: what a first, server-rendered visit shows until the browser tells its own. */
export const BUSINESS_TIME_ZONE = process.env.BUSINESS_TIME_ZONE ?? 'Europe/Amsterdam';

/** The visitor's time zone: `?timeZone=`, then the cookie, then the business's zone; by its current IANA name. */
export function visitorTimeZone(request: Request): string {
  const fromQuery = new URL(request.url).searchParams.get('timeZone');
  if (fromQuery && isValidTimeZone(fromQuery)) return canonicalTimeZone(fromQuery);
  const fromCookie = readCookie(request.headers.get('cookie'), TIME_ZONE_COOKIE);
  if (fromCookie && isValidTimeZone(fromCookie)) return canonicalTimeZone(fromCookie);
  return BUSINESS_TIME_ZONE;
}
