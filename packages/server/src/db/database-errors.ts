/** SQLSTATE of an exclusion-constraint violation: an overlapping booking of one staff member. */
export const EXCLUSION_VIOLATION = '23P01';

/** SQLSTATE of a unique-constraint violation. */
export const UNIQUE_VIOLATION = '23505';

/**
 * The SQLSTATE code of a database error from either driver (both put it on `code`), or undefined.
 * @example if (sqlState(error) === EXCLUSION_VIOLATION) return staffBusy();
 */
export function sqlState(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  const code = (error as { code: unknown }).code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}
