import type { BookingApiClient, Locale } from '@booking-kit/core';
import { bookerClient } from '@booking-kit/ui';

/**
 * The typed API client the app's pages use in the browser: the same `/api/v1` on the page's own
 * origin, its error messages in the page's language (the Booker's own client, see `bookerClient`).
 */
export function browserApiClient(locale: Locale): BookingApiClient {
  return bookerClient('', locale);
}
