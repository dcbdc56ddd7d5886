import { useOptionalLocale } from '@booking-kit/react';
import { useEffect } from 'react';
import { isRouteErrorResponse } from 'react-router';
import type { NotFoundData } from '../lib/not-found';

function describe(error: unknown): { status: number; statusMessage: string; path?: string } {
  if (isRouteErrorResponse(error)) {
    const path = (error.data as Partial<NotFoundData> | undefined)?.path;
    return { status: error.status, statusMessage: error.statusText || 'Error', path };
  }
  return { status: 500, statusMessage: 'Internal Server Error' };
}

/** The status message in the visitor's language where the catalogs have one (405, 413, 500...). */
function localizedStatus(t: ((key: string) => string) | undefined, status: number, statusMessage: string): string {
  const key = `httpErrors.${status}.title`;
  const translated = t?.(key);
  return translated && translated !== key ? translated : statusMessage;
}

/**
 * The error layout: a large status code with the status message below it, on a dark full-screen
 * page. A 404 says 'Page Not Found: {path}' in the visitor's language.
 */
export function ErrorPage({ error }: { error: unknown }) {
  const { status, statusMessage, path } = describe(error);
  // When the root loader itself failed there is no catalog to speak from: the page stays in English.
  const t = useOptionalLocale()?.t;
  const message =
    status === 404 && path !== undefined
      ? (t?.('errors.pageNotFound', { path }) ?? `Page Not Found: ${path}`)
      : localizedStatus(t, status, statusMessage);

  useEffect(() => {
    // The spec logs every error to the console. An answer given on purpose (404 for a page that
    // does not exist, 405, 413...) is not a fault, so it is logged as information: the console's
    // error level stays for faults, where developers and monitors look for them.
    if (isRouteErrorResponse(error) && error.status < 500) console.info(error);
    else console.error(error);
  }, [error]);

  return (
    <main className="error-layout" data-layout="error">
      <title>{`${status} | ${message}`}</title>
      <h1 className="error-layout__status">{status}</h1>
      <p className="error-layout__message">{message}</p>
    </main>
  );
}
