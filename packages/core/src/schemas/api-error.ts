import * as z from 'zod/mini';

// zod/mini: every page's browser code parses error answers with this schema (the HTTP client), so
// it must not pull in the whole of zod, as classic zod's schemas do (their methods, JSON Schema).

/** Stable, machine-readable error codes of the booking API. */
export const apiErrorCodeSchema = z.enum([
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
]);

/** An API error code. */
export type ApiErrorCode = z.infer<typeof apiErrorCodeSchema>;

/**
 * The one error shape of every 4xx and 5xx answer.
 * @example { statusCode: 410, statusMessage: 'Slug Expired', code: 'SLUG_EXPIRED', message: '...' }
 */
export const apiErrorBodySchema = z.object({
  statusCode: z.int(),
  statusMessage: z.string(),
  code: apiErrorCodeSchema,
  message: z.string(),
  /** Per field, a validation message key (see `validationMessages`). */
  fields: z.optional(z.record(z.string(), z.string())),
  /** Values for the code's message, e.g. `{ n: 2 }` for SEATS_LEFT's 'Total available seats for this slot is only {n}'. */
  params: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
});

/** The body of an API error answer. */
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;
