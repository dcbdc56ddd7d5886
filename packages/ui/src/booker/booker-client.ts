import { createWidgetApiClient, type Locale, type WidgetApiClient } from '@booking-kit/core';

/**
 * The typed API client a Booker uses: the host's own, or the widgets' part of one on the API's origin (e.g.
 * `https://booking.example.com`, whose `CORS_ORIGINS` lists the host page's origin; `''` for the
 * page's own origin), its error messages in the visitor's language. Before an error answer reaches core's client, which parses
 * it with zod, zod is told to run without `eval` (see `zod-without-eval`).
 * @example bookerClient('https://booking.example.com', 'de')
 */
export function bookerClient(api: string | WidgetApiClient, locale: Locale): WidgetApiClient {
  if (typeof api !== 'string') return api;
  // A server render makes no request (they are made in effects), so any origin does there.
  const baseUrl = api === '' ? (globalThis.location?.origin ?? 'http://localhost') : api;
  return createWidgetApiClient({ baseUrl, headers: { 'accept-language': locale }, fetch: fetchWithoutEval });
}

/** The platform's fetch, with zod set to run without `eval` before an error answer is parsed. */
async function fetchWithoutEval(request: Request): Promise<Response> {
  const response = await fetch(request);
  if (!response.ok) await import('./zod-without-eval');
  return response;
}
