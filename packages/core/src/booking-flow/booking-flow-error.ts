import type { BookingFlowError } from './booking-flow.types';

/** Codes whose message the catalogs have under `errors.<code>`. */
const CODES_WITH_MESSAGE = new Set([
  'STAFF_BUSY',
  'SEATS_LEFT',
  'SEAT_LIMIT',
  'RESOURCE_UNAVAILABLE',
  'SLOT_UNAVAILABLE',
  'VALIDATION_FAILED',
  'RATE_LIMITED',
  'NETWORK',
  'OUTSIDE_BOOKING_WINDOW',
  'SERVICE_UNAVAILABLE',
]);

/**
 * What a failed hold, booking or payment means to the visitor: the API's code and the catalog key
 * that says it, with its values. An `ApiError` (or any object with a `code` and optional `params`,
 * and a payment's `messageKey`) gives its own message; anything else, the spec's 'We were unable
 * to schedule your appointment. Please try again.'
 * @example bookingFlowError(new ApiError({ code: 'SEATS_LEFT', … }, { n: 2 })) // { code: 'SEATS_LEFT', messageKey: 'errors.SEATS_LEFT', params: { n: 2 } }
 */
export function bookingFlowError(error: unknown): BookingFlowError {
  const fields =
    typeof error === 'object' && error !== null ? (error as { code?: unknown; params?: unknown; messageKey?: unknown }) : {};
  const code = typeof fields.code === 'string' ? fields.code : 'UNKNOWN';
  const params =
    typeof fields.params === 'object' && fields.params !== null ? (fields.params as Record<string, string | number>) : {};
  if (typeof fields.messageKey === 'string') return { code, messageKey: fields.messageKey, params };
  if (code === 'HOLD_EXPIRED') return { code, messageKey: 'hold.expired', params };
  if (CODES_WITH_MESSAGE.has(code)) return { code, messageKey: `errors.${code}`, params };
  return { code, messageKey: 'errors.unableToSchedule', params: {} };
}
