import { type BookingApiClient, createBookingApiClient, type Locale } from '@booking-kit/core';

/**
 * The typed API client the booking flow uses in the browser: the same `/api/v1` on the page's
 * own origin, its error messages in the page's language. Holds, bookings and payments go straight
 * to the API (they need no page render); the manage token it answers moves into a cookie when
 * the flow opens the confirmation (see the booking route's `?token=`).
 */
export function browserApiClient(locale: Locale): BookingApiClient {
  return createBookingApiClient({ baseUrl: window.location.origin, headers: { 'accept-language': locale }, fetch: fetchApi });
}

/**
 * The platform's fetch; before an error answer reaches core's client, which parses it with zod
 * (loaded then), zod's setting for the page's CSP is loaded and applied (see `zod-without-eval`).
 */
async function fetchApi(request: Request): Promise<Response> {
  const response = await fetch(request);
  if (!response.ok) await import('./zod-without-eval');
  return response;
}
