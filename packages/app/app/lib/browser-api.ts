import type { BookingApiClient, Locale } from '@booking-kit/core';
import { browserApiClient as uiBrowserApiClient } from '@booking-kit/ui';

/**
 * The typed API client the app's pages use in the browser: the same `/api/v1` on the page's own
 * origin, its error messages in the page's language (ui's `browserApiClient`, the whole client beside the Booker's).
 */
export function browserApiClient(locale: Locale): BookingApiClient {
  return uiBrowserApiClient('', locale);
}
