import { createTranslator, LOCALE_TAGS, loadCatalogs, type Messages, parseCookieConsent } from '@booking-kit/core';
import { frameTheme, hostConnection } from '@booking-kit/embed/frame';
import { LocaleProvider } from '@booking-kit/react';
import { BookingKitRoot, CookieConsent } from '@booking-kit/ui';
import { type CSSProperties, type ReactNode, useEffect, useMemo } from 'react';
import { data, Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/root';
import appStylesUrl from './app.css?url';
import { ErrorPage } from './components/error-page';
import { TimeZoneSync } from './components/time-zone-sync';
import { TITLE_SEPARATOR } from './lib/business.server';
import { resolveLocale } from './lib/locale.server';
import { LOCALE_ROUTING } from './lib/locale-routing.server';
import { rootShouldRevalidate } from './lib/root-revalidation';
import { useIsStaticPage } from './lib/static-page';
import { visitorTimeZone } from './lib/time-zone.server';

export const links: Route.LinksFunction = () => [
  // An empty icon: browsers stop asking for /favicon.ico, which the spec answers as not found.
  { rel: 'icon', href: 'data:,' },
];

/**
 * The visitor's locale (with its catalogs), time zone and cookie choice, for every page. The
 * choice is read from its cookie here, so the page is rendered with the banner already open for
 * a visitor who has not chosen: it is part of the first paint, not added once scripts run.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { locale, setCookie } = await resolveLocale(request);
  // The page carries its locale's catalog (in its HTML, for hydration): not the emails' messages
  // (core's server catalogs), and English only where that catalog did not load (see `loadCatalogs`).
  const { messages, fallback } = await loadCatalogs(locale);
  // Each catalog travels as one JSON string: React Router's data stream writes every key and value
  // of an object as an entry of its own (about 700 for a catalog), and the browser decodes them one
  // by one while it starts the page; one `JSON.parse` of a string is native and quicker.
  const catalogs = { messagesJson: JSON.stringify(messages), ...(fallback && { fallbackJson: JSON.stringify(fallback) }) };
  const consent = parseCookieConsent(request.headers.get('cookie') ?? '');
  // In a host page's widget: its theme and brand colour, no cookie banner, no scroll restoration.
  const frame = frameTheme(new URL(request.url));
  // The page writes its own links by the strategy; the fallback and root page stay on the server.
  const localeRouting = { strategy: LOCALE_ROUTING.strategy, defaultLocale: LOCALE_ROUTING.defaultLocale };
  return data(
    { locale, ...catalogs, localeRouting, timeZone: visitorTimeZone(request), consent, frame, titleSeparator: TITLE_SEPARATOR },
    setCookie ? { headers: { 'set-cookie': setCookie } } : undefined,
  );
}

/** The root's data is loaded again only when it may have changed (see `rootShouldRevalidate`). */
export const shouldRevalidate = rootShouldRevalidate;

/** The HTML document around every page, error pages included. */
export function Layout({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<typeof loader>('root');
  // A content page is plain HTML: no script, no hydration (see `STATIC_PAGE`).
  const staticPage = useIsStaticPage();
  return (
    <html lang={root ? LOCALE_TAGS[root.locale] : 'en-US'} data-embedded={root?.frame ? '' : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        {/* The one stylesheet (the design system's and the layouts'). With a precedence, React
            writes it before the module preloads, so the first paint does not queue behind scripts. */}
        <link rel="stylesheet" href={appStylesUrl} precedence="default" />
        <Links />
      </head>
      <body>
        {children}
        {staticPage ? null : (
          <>
            {root?.frame ? null : <ScrollRestoration />}
            <Scripts />
          </>
        )}
      </body>
    </html>
  );
}

/** Provides the locale (its catalogs) and the visitor's time zone to the page. */
function LocaleBoundary({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<typeof loader>('root');
  // A locale's catalogs never change while the page lives: the root's data loaded again (another
  // time zone) keeps the translator, and the messages it has already translated.
  const locale = root?.locale;
  // biome-ignore lint/correctness/useExhaustiveDependencies: one translator per locale (see above).
  const translator = useMemo(
    () =>
      root
        ? createTranslator(
            root.locale,
            JSON.parse(root.messagesJson) as Messages,
            root.fallbackJson === undefined ? undefined : (JSON.parse(root.fallbackJson) as Messages),
          )
        : undefined,
    [locale],
  );
  if (!root || !translator) return <>{children}</>;
  return (
    <LocaleProvider translator={translator} timeZone={root.timeZone}>
      {children}
    </LocaleProvider>
  );
}

/**
 * Every page: the design system's root, and the cookie banner ('Accept essential' or 'Accept
 * all', remembered) around the page, so that the page's 'Cookie settings' reopens it and the
 * time zone is remembered only with the visitor's consent.
 */
export default function App() {
  const root = useRouteLoaderData<typeof loader>('root');
  // Shown in a host page's `<booking-kit-widget>`: tell it the page is ready and how tall it is.
  useEffect(() => void hostConnection(), []);
  // A static page sets no optional cookie and runs no script: it asks nothing (see `STATIC_PAGE`).
  const staticPage = useIsStaticPage();
  const frame = root?.frame;
  return (
    <LocaleBoundary>
      <BookingKitRoot theme={frame?.theme ?? 'light'} className="app-root" style={frame?.brandTokens as CSSProperties}>
        <CookieConsent {...(root && { defaultValue: root.consent, defaultOpen: root.consent === null && !staticPage && !frame })}>
          {root ? <TimeZoneSync timeZone={root.timeZone} /> : null}
          <Outlet />
        </CookieConsent>
      </BookingKitRoot>
    </LocaleBoundary>
  );
}

/** Every error of every route ends here: the error layout. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <LocaleBoundary>
      <ErrorPage error={error} />
    </LocaleBoundary>
  );
}
