import { type BookingApiClient, createBookingApiClient, type Locale } from '@booking-kit/core';

/**
 * The typed API client the booking flow uses in the browser: the same `/api/v1` on the page's
 * own origin, its error messages in the page's language. Holds, bookings and payments go straight
 * to the API (they need no page render); the manage token it answers moves into a cookie when
 * the flow opens the confirmation (see the booking route's `?token=`).
 */
export function browserApiClient(locale: Locale): BookingApiClient {
  return createBookingApiClient({ baseUrl: window.location.origin, headers: { 'accept-language': locale } });
}
