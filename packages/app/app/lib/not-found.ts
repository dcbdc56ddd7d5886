import { data } from 'react-router';

/**
 * What is missing, when the page is one of a calendar ('Cannot find calendar.') or of a booking's
 * event ('No calendar event found'): said under 'Page Not Found: {path}'.
 */
export type NotFoundReason = 'calendar' | 'event';

/** What an error page is given for a page that does not exist. */
export interface NotFoundData {
  path: string;
  reason?: NotFoundReason;
}

/**
 * The 404 a route throws when its path or parameters are not valid: the error layout shows
 * 'Page Not Found: {path}', and what is missing when `reason` names it.
 */
export function notFound(request: Request, reason?: NotFoundReason) {
  const url = new URL(request.url);
  return data<NotFoundData>({ path: url.pathname, ...(reason && { reason }) }, { status: 404, statusText: 'Page Not Found' });
}
