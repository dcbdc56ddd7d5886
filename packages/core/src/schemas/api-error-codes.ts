/**
 * Stable, machine-readable error codes of the booking API. Apart from its schema (`api-error.ts`),
 * so that a browser checks an error answer's code without zod (see `isApiErrorBody`).
 */
export const API_ERROR_CODES = [
  'VALIDATION_FAILED',
  'NOT_FOUND',
  'SLOT_UNAVAILABLE',
  'STAFF_BUSY',
  'SEATS_LEFT',
  'SEAT_LIMIT',
  'RESOURCE_UNAVAILABLE',
  'SLUG_EXPIRED',
  'IDEMPOTENCY_MISMATCH',
  'RATE_LIMITED',
  'METHOD_NOT_ALLOWED',
  'PAYLOAD_TOO_LARGE',
  'UNAUTHORIZED',
  'HOLD_EXPIRED',
  'CUTOFF_PASSED',
  'BOOKING_CANCELLED',
  'BOOKING_NOT_REQUESTED',
  /** The booking waited for its payment too long and its time was given back (409). */
  'BOOKING_EXPIRED',
  /** The card was declined (402); `params.messageKey` says why, e.g. `payment.errors.declined`. */
  'PAYMENT_DECLINED',
  /** The payment provider could not be reached or answered nothing usable (402, `payment.errors.failed`). */
  'PAYMENT_FAILED',
  /** A start sooner than the service's minimum notice or beyond its booking horizon (400). */
  'OUTSIDE_BOOKING_WINDOW',
  /** A webhook endpoint is turned off (it answered 410 Gone, or was turned off): nothing is sent to it (409). */
  'ENDPOINT_DISABLED',
  /** A webhook message is being delivered at this moment; ask again once the attempt is over (409). */
  'DELIVERY_IN_PROGRESS',
  /** The server cannot serve right now, e.g. its database is down (503). */
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
] as const;
