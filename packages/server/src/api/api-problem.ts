import type { ApiErrorBody, ApiErrorCode } from '@booking-kit/core';

const STATUS_MESSAGES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
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

/** Extra parts of a problem answer. */
export interface ApiProblemOptions {
  /** Per field path (`contact.email`), a validation message key. */
  fields?: Record<string, string>;
  /** What an error page shows; defaults to the HTTP reason phrase. */
  statusMessage?: string;
  /** Values for the code's message, so that clients can localize it (`{ n: 2 }`). */
  params?: Record<string, string | number>;
  /** Headers to send along, e.g. `Allow` on a 405. */
  headers?: Record<string, string>;
}

/**
 * An answer in the API's one error shape, thrown anywhere below a route handler and turned
 * into a response at the top. Anything else that is thrown is a server fault (500).
 */
export class ApiProblem extends Error {
  override readonly name = 'ApiProblem';

  constructor(
    readonly statusCode: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly options: ApiProblemOptions = {},
  ) {
    super(message);
  }

  /** The response body, `{ statusCode, statusMessage, code, message, fields? }`. */
  toBody(): ApiErrorBody {
    return {
      statusCode: this.statusCode,
      statusMessage: this.options.statusMessage ?? STATUS_MESSAGES[this.statusCode] ?? 'Error',
      code: this.code,
      message: this.message,
      ...(this.options.fields && { fields: this.options.fields }),
      ...(this.options.params && { params: this.options.params }),
    };
  }
}

/** A JSON response; API answers are never cached. */
export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return jsonTextResponse(status, JSON.stringify(body), headers);
}

/** A JSON response from text already serialised (a cached answer). */
export function jsonTextResponse(status: number, text: string, headers: Record<string, string> = {}): Response {
  return new Response(text, {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
  });
}

/** The response for a problem. */
export function problemResponse(problem: ApiProblem): Response {
  return jsonResponse(problem.statusCode, problem.toBody(), problem.options.headers);
}

/** 404 NOT_FOUND: the same answer whether something does not exist or may not be seen. */
export function notFound(message = 'Not found.'): ApiProblem {
  return new ApiProblem(404, 'NOT_FOUND', message);
}
