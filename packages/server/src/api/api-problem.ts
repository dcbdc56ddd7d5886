import type { ApiErrorBody, ApiErrorCode } from '@booking-kit/core';
import { DomainError, type DomainErrorDetails } from '../errors/domain-error';
import { heldTextResponse } from './held-text';

/**
 * The HTTP status of each error code: the one place a domain error becomes HTTP. A code always
 * answers the same status, so clients may switch on either.
 */
export const API_ERROR_STATUS: Record<ApiErrorCode, number> = {
  VALIDATION_FAILED: 400,
  OUTSIDE_BOOKING_WINDOW: 400,
  UNAUTHORIZED: 401,
  PAYMENT_DECLINED: 402,
  PAYMENT_FAILED: 402,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  SLOT_UNAVAILABLE: 409,
  STAFF_BUSY: 409,
  SEATS_LEFT: 409,
  SEAT_LIMIT: 409,
  RESOURCE_UNAVAILABLE: 409,
  HOLD_EXPIRED: 409,
  CUTOFF_PASSED: 409,
  BOOKING_CANCELLED: 409,
  BOOKING_NOT_REQUESTED: 409,
  BOOKING_EXPIRED: 409,
  ENDPOINT_DISABLED: 409,
  DELIVERY_IN_PROGRESS: 409,
  SLUG_EXPIRED: 410,
  PAYLOAD_TOO_LARGE: 413,
  IDEMPOTENCY_MISMATCH: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
};

/** The `statusMessage` of an error answer: the HTTP reason phrase, or the spec's own for a code. */
const STATUS_MESSAGES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  402: 'Payment Required',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  410: 'Gone',
  413: 'Payload Too Large',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};
const CODE_STATUS_MESSAGES: Partial<Record<ApiErrorCode, string>> = { SLUG_EXPIRED: 'Slug Expired' };

/** Extra parts of a problem answer made at the API edge. */
export interface ApiProblemOptions extends DomainErrorDetails {
  /** Headers to send along, e.g. `Allow` on a 405. */
  headers?: Record<string, string>;
}

/**
 * An error only HTTP has (a wrong method, a body too large, too many requests), or any error
 * that needs headers of its own. Thrown anywhere below a route handler and turned into a
 * response at the top, as every `DomainError` is; anything else thrown is a server fault (500).
 */
export class ApiProblem extends DomainError {
  override readonly name = 'ApiProblem';

  constructor(
    code: ApiErrorCode,
    message: string,
    readonly options: ApiProblemOptions = {},
  ) {
    const { headers: _headers, ...details } = options;
    super(code, message, details);
  }
}

/** The HTTP status a domain error answers. */
export function problemStatus(error: DomainError): number {
  return API_ERROR_STATUS[error.code];
}

/** The response body of a domain error, `{ statusCode, statusMessage, code, message, fields?, params? }`. */
export function problemBody(error: DomainError): ApiErrorBody {
  const statusCode = problemStatus(error);
  return {
    statusCode,
    statusMessage: CODE_STATUS_MESSAGES[error.code] ?? STATUS_MESSAGES[statusCode] ?? 'Error',
    code: error.code,
    message: error.message,
    ...(error.details.fields && { fields: error.details.fields }),
    ...(error.details.params && { params: error.details.params }),
  };
}

/** The headers an error answer carries besides the JSON ones. */
export function problemHeaders(error: DomainError): Record<string, string> | undefined {
  return error instanceof ApiProblem ? error.options.headers : undefined;
}

/** A JSON response; API answers are never cached. */
export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return jsonTextResponse(status, JSON.stringify(body), headers);
}

/** A JSON response from text already serialised (a cached answer). */
export function jsonTextResponse(status: number, text: string, headers: Record<string, string> = {}): Response {
  return heldTextResponse(text, {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
  });
}

/** The response for a domain error or an API problem. */
export function problemResponse(error: DomainError): Response {
  return jsonResponse(problemStatus(error), problemBody(error), problemHeaders(error));
}
