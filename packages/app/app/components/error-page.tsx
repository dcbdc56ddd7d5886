import { telHref } from '@booking-kit/core';
import { useOptionalLocale } from '@booking-kit/react';
import { BookingKitRoot } from '@booking-kit/ui';
import { useEffect } from 'react';
import { isRouteErrorResponse } from 'react-router';
import type { ExpiredLinkData } from '../lib/expired-link';
import type { NotFoundData } from '../lib/not-found';
import { usePageTitle } from '../lib/page-title';
import { LanguageChoice } from './language-choice';

/** The status message the spec gives a used or expired one-time link: it has a page of its own. */
export const SLUG_EXPIRED = 'Slug Expired';

type Translate = (key: string, values?: Record<string, string | number>) => string;

function describe(error: unknown): { status: number; statusMessage: string; data: Partial<NotFoundData & ExpiredLinkData> } {
  if (isRouteErrorResponse(error)) {
    const data = (typeof error.data === 'object' && error.data !== null ? error.data : {}) as Partial<
      NotFoundData & ExpiredLinkData
    >;
    return { status: error.status, statusMessage: error.statusText || 'Error', data };
  }
  return { status: 500, statusMessage: 'Internal Server Error', data: {} };
}

/** A catalog's text, or `fallback` where there is no catalog (the root loader failed) or no such key. */
function say(t: Translate | undefined, key: string, fallback: string, values?: Record<string, string | number>): string {
  const translated = t?.(key, values);
  return translated && translated !== key ? translated : fallback;
}

/** What is missing on a 404, in the visitor's language: 'Cannot find calendar.' or 'No calendar event found'. */
const REASONS = {
  calendar: { key: 'errors.calendarNotFound', fallback: 'Cannot find calendar.' },
  event: { key: 'appPages.noCalendarEvent', fallback: 'No calendar event found' },
} as const;

/**
 * The language choice on the dark page, in the design system's dark tone. The error layout is
 * rendered outside the app's `<BookingKitRoot>` (the error boundary replaces it), so the choice
 * gets a root of its own, dark like the page, where the design system's styles and tokens apply.
 */
function ErrorLanguageChoice() {
  return (
    <BookingKitRoot theme="dark" className="error-layout__languages">
      <LanguageChoice tone="dark" />
    </BookingKitRoot>
  );
}

/**
 * The expired-link page ('Slug Expired'): what happened (the one-time link was used or is no
 * longer valid, so nothing can be booked with it) and how to ask the business for a new one.
 */
function ExpiredLinkPage({ t, phone }: { t: Translate | undefined; phone: string | undefined }) {
  const title = say(t, 'expiredLink.title', 'This link has expired');
  const documentTitle = usePageTitle([title, SLUG_EXPIRED]);
  return (
    <main className="error-layout error-layout--expired" data-layout="error" data-error="slug-expired">
      <title>{documentTitle}</title>
      <h1 className="error-layout__title">{title}</h1>
      <p className="error-layout__message">
        {say(t, 'expiredLink.body', 'This one-time booking link has already been used or is no longer valid.')}
      </p>
      {phone ? (
        <p className="error-layout__message">
          {say(t, 'expiredLink.askNew', 'Ask us for a new link:')}{' '}
          <a className="error-layout__link" href={telHref(phone)}>
            {phone}
          </a>
        </p>
      ) : null}
      {t ? <ErrorLanguageChoice /> : null}
    </main>
  );
}

/**
 * The error layout: a large status code with the status message below it, on a dark full-screen
 * page. A 404 says 'Page Not Found: {path}' in the visitor's language (and, for a calendar or a
 * booking, what is missing); 'Slug Expired' is the expired-link page. Every error is logged.
 */
export function ErrorPage({ error }: { error: unknown }) {
  const { status, statusMessage, data } = describe(error);
  // When the root loader itself failed there is no catalog to speak from: the page stays in English.
  const t = useOptionalLocale()?.t as Translate | undefined;
  const expired = statusMessage === SLUG_EXPIRED;
  const message =
    status === 404 && data.path !== undefined
      ? say(t, 'appPages.pageNotFound', `Page Not Found: ${data.path}`, { path: data.path })
      : say(t, `httpErrors.${status}.title`, statusMessage);
  const reason = status === 404 && data.reason ? REASONS[data.reason] : undefined;
  const documentTitle = usePageTitle([String(status), message]);

  useEffect(() => {
    // The spec logs every error to the console. An answer given on purpose (404 for a page that
    // does not exist, 405, 413, an expired link...) is not a fault, so it is logged as
    // information: the console's error level stays for faults, where developers and monitors
    // look for them. A fault is logged as the Error itself, with its real message and stack.
    if (isRouteErrorResponse(error) && error.status < 500) console.info(`${error.status} ${error.statusText}`, error.data);
    else console.error(error);
  }, [error]);

  if (expired) return <ExpiredLinkPage t={t} phone={data.phone} />;
  return (
    <main className="error-layout" data-layout="error">
      <title>{documentTitle}</title>
      <h1 className="error-layout__status">{status}</h1>
      <p className="error-layout__message">{message}</p>
      {reason ? <p className="error-layout__reason">{say(t, reason.key, reason.fallback)}</p> : null}
      {/* The error layout has the language choice too; without a catalog (the root loader failed) it has none to offer. */}
      {t ? <ErrorLanguageChoice /> : null}
    </main>
  );
}
