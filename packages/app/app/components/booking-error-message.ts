import type { Translator } from '@booking-kit/core';

/** Codes whose message the catalog has under `errors.<code>`. */
const KNOWN = new Set([
  'STAFF_BUSY',
  'SEATS_LEFT',
  'SEAT_LIMIT',
  'RESOURCE_UNAVAILABLE',
  'SLOT_UNAVAILABLE',
  'VALIDATION_FAILED',
  'RATE_LIMITED',
  'NETWORK',
]);

/** The visitor's message for a failed booking: the code's own, or the spec's general one. */
export function bookingErrorMessage(
  t: Translator['t'],
  failure: { code: string; params: Record<string, string | number> },
): string {
  if (!KNOWN.has(failure.code)) return t('errors.unableToSchedule');
  return t(`errors.${failure.code}`, failure.params);
}
