import { isDatabaseUnavailable, isDataException, isTransientConflict } from '../db/database-errors';
import type { Logger } from '../logger';
import { ApiProblem } from './api-problem';
import { databaseUnavailable } from './health-route';

/**
 * The answer to a database error that escaped the routes, when it is not a server fault: the last
 * line of defence behind the request schemas. Undefined for anything else (a real 500).
 *
 * - SQLSTATE class 22 (data exception: a date PostgreSQL cannot hold, NUL in text, a number out of
 *   range) → 400 VALIDATION_FAILED: the request carried a value the schemas should have refused,
 *   so it is logged as a warning to close that gap.
 * - 40P01 / 40001 (a deadlock or serialization failure that outlasted the transaction's retries)
 *   → 409 RESOURCE_UNAVAILABLE, the spec's 'Booking unsuccessful, resource unavailable at the moment.'
 * - the database unreachable or shutting down → 503 SERVICE_UNAVAILABLE with Retry-After.
 */
export function databaseProblem(error: unknown, logger: Logger, what: string): ApiProblem | undefined {
  if (isDataException(error)) {
    logger.warn?.(`booking-kit: ${what}: the database refused a value the request schemas let through`, error);
    return new ApiProblem(
      'VALIDATION_FAILED',
      'A value in the request is out of range or contains characters that are not allowed.',
    );
  }
  if (isTransientConflict(error)) {
    logger.warn?.(`booking-kit: ${what}: concurrent transactions kept colliding`, error);
    return new ApiProblem('RESOURCE_UNAVAILABLE', 'Booking unsuccessful, resource unavailable at the moment.');
  }
  if (isDatabaseUnavailable(error)) {
    logger.error(`booking-kit: ${what}: the database is unavailable`, error);
    return databaseUnavailable();
  }
  return undefined;
}
