import {
  type BookingApiClient,
  createBookingApiClient,
  createWidgetApiClient,
  type Locale,
  type WidgetApiClient,
} from '@booking-kit/core';

/**
 * The typed API client a Booker uses: the host's own, or the widgets' part of one on the API's origin (e.g.
 * `https://booking.example.com`, whose `CORS_ORIGINS` lists the host page's origin; `''` for the
 * page's own origin), its error messages in the visitor's language. Everything the Booker parses
 * in the browser goes through `zod/mini`, which never builds a parser with `eval`: it runs under a
 * host's Content-Security-Policy without `'unsafe-eval'` (the packed-packages test books under one).
 * @example bookerClient('https://booking.example.com', 'de')
 */
export function bookerClient(api: string | WidgetApiClient, locale: Locale): WidgetApiClient {
  if (typeof api !== 'string') return api;
  return createWidgetApiClient(browserClientOptions(api, locale));
}

/**
 * The whole typed API client in a browser, for a host's own pages besides the widgets (forms,
 * surveys, content): on the API's origin (`''` for the page's own), its error messages in the
 * visitor's language, as {@link bookerClient}'s.
 * @example browserApiClient('', 'de').submitForm('form-intake', { answers })
 */
export function browserApiClient(api: string, locale: Locale): BookingApiClient {
  return createBookingApiClient(browserClientOptions(api, locale));
}

/** The options both clients are made with. */
function browserClientOptions(api: string, locale: Locale) {
  // A server render makes no request (they are made in effects), so any origin does there.
  const baseUrl = api === '' ? (globalThis.location?.origin ?? 'http://localhost') : api;
  return { baseUrl, headers: { 'accept-language': locale } };
}
