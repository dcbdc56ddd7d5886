import type { ApiErrorCode } from '@booking-kit/core';

/** What a domain error carries besides its code and message. */
export interface DomainErrorDetails {
  /** Per field path (`contact.email`), a validation message key. */
  fields?: Record<string, string>;
  /** Values for the code's message, so that clients can localize it (`{ n: 2 }`). */
  params?: Record<string, string | number>;
}

/**
 * A rule of the business refused what was asked: the time is taken, the hold expired, the
 * booking does not exist, a field is not valid. Thrown by `bookings/`, `payments/` and the other
 * domain modules, which know nothing of HTTP; the API edge alone decides the answer's status and
 * shape from the code (`api/api-problem.ts`).
 */
export class DomainError extends Error {
  override readonly name: string = 'DomainError';

  constructor(
    readonly code: ApiErrorCode,
    message: string,
    readonly details: DomainErrorDetails = {},
  ) {
    super(message);
  }

  /** The same error with more `params` (the index of the cart item or occurrence it is about). */
  withParams(params: Record<string, string | number>): DomainError {
    return new DomainError(this.code, this.message, { ...this.details, params: { ...this.details.params, ...params } });
  }
}

/** NOT_FOUND: the same error whether something does not exist or may not be seen. */
export function notFound(message = 'Not found.'): DomainError {
  return new DomainError('NOT_FOUND', message);
}

/** VALIDATION_FAILED naming each refused field (`{ durationMinutes: 'validation.invalid' }`). */
export function invalidFields(
  message: string,
  fields: Record<string, string>,
  params?: Record<string, string | number>,
): DomainError {
  return new DomainError('VALIDATION_FAILED', message, { fields, ...(params && { params }) });
}
