import * as z from 'zod/mini';
import { API_ERROR_CODES } from './api-error-codes';

// zod/mini: every page's browser code parses error answers with this schema (the HTTP client), so
// it must not pull in the whole of zod, as classic zod's schemas do (their methods, JSON Schema).

/** Stable, machine-readable error codes of the booking API. */
export const apiErrorCodeSchema = z.enum(API_ERROR_CODES);

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
