/** SQLSTATE of an exclusion-constraint violation: an overlapping booking of one staff member. */
export const EXCLUSION_VIOLATION = '23P01';

/** SQLSTATE of a unique-constraint violation. */
export const UNIQUE_VIOLATION = '23505';

/** SQLSTATE of a deadlock PostgreSQL broke by failing this transaction. */
export const DEADLOCK_DETECTED = '40P01';

/** SQLSTATE of a transaction that could not be serialized with a concurrent one. */
export const SERIALIZATION_FAILURE = '40001';

/**
 * The SQLSTATE code of a database error from either driver (both put it on `code`), or undefined.
 * @example if (sqlState(error) === EXCLUSION_VIOLATION) return staffBusy();
 */
export function sqlState(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  const code = (error as { code: unknown }).code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

/**
 * The name of the constraint a database error from either driver names (both put it on
 * `constraint`), or undefined: tells a staff member's overlap from a resource's.
 * @example violatedConstraint(error) === 'bookings_no_resource_overlap'
 */
export function violatedConstraint(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('constraint' in error)) return undefined;
  const name = (error as { constraint: unknown }).constraint;
  return typeof name === 'string' ? name : undefined;
}

/** SQLSTATE "feature not supported", which PostgreSQL also gives a prepared statement whose plan went stale. */
export const FEATURE_NOT_SUPPORTED = '0A000';

/**
 * Whether a prepared statement failed because its table changed columns since it was prepared
 * (a migration run by another process: "cached plan must not change result type"). The
 * statement itself is fine; prepared again, it runs.
 */
export function isStalePlan(error: unknown): boolean {
  return (
    sqlState(error) === FEATURE_NOT_SUPPORTED && /cached plan must not change result type/.test(String((error as Error).message))
  );
}

/**
 * Whether an error is a conflict between concurrent transactions (a deadlock or a serialization
 * failure), or a statement prepared before another process's migration (see {@link isStalePlan}):
 * nothing was wrong with the transaction itself, and running it again may well succeed.
 */
export function isTransientConflict(error: unknown): boolean {
  const state = sqlState(error);
  return state === DEADLOCK_DETECTED || state === SERIALIZATION_FAILURE || isStalePlan(error);
}

/**
 * Whether the database refused a value (SQLSTATE class 22, "data exception": a date it cannot
 * hold, a NUL character in text, a number out of range): the input was bad, not the server.
 */
export function isDataException(error: unknown): boolean {
  return sqlState(error)?.startsWith('22') ?? false;
}

/**
 * Whether the database could not be reached or is shutting down (SQLSTATE classes 08 connection
 * exception, 53 insufficient resources, 57P01–57P03 shutdown, or a refused connection).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const state = sqlState(error);
  if (state !== undefined) return state.startsWith('08') || state.startsWith('53') || /^57P0[123]$/.test(state);
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return code === 'ECONNREFUSED' || code === 'ECONNRESET' || code === 'ETIMEDOUT' || code === 'ENOTFOUND';
}
