import { data } from 'react-router';

/** What an error page is given for a page that does not exist. */
export interface NotFoundData {
  path: string;
}

/**
 * The 404 a route throws when its path or parameters are not valid: the error layout shows
 * 'Page Not Found: {path}'.
 */
export function notFound(request: Request) {
  const url = new URL(request.url);
  return data<NotFoundData>({ path: url.pathname }, { status: 404, statusText: 'Page Not Found' });
}
