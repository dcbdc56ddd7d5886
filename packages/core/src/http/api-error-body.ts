import type { ApiErrorBody } from '../schemas/api-error';
import { API_ERROR_CODES } from '../schemas/api-error-codes';

const CODES: ReadonlySet<unknown> = new Set(API_ERROR_CODES);

/** A plain JSON object (not null, not an array). */
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Absent, or an object whose every value passes `valid`. */
const isOptionalRecord = (value: unknown, valid: (entry: unknown) => boolean): boolean =>
  value === undefined || (isObject(value) && Object.values(value).every(valid));

/**
 * Whether a parsed error answer has the API's error shape: what `apiErrorBodySchema` accepts, and
 * nothing else (a test checks the two agree on any value). Written out rather than parsed with
 * that schema because the browser's bundle shares one chunk of zod between the details form and
 * whatever else uses it: the schema's integer, enum, record and union types, which the form never
 * needs, made every paid booking download 1.9 kB gzip more for an answer it rarely gets.
 * @example isApiErrorBody({ statusCode: 404, statusMessage: 'Not Found', code: 'NOT_FOUND', message: 'No such service' }) // true
 */
export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (!isObject(value)) return false;
  const { statusCode, statusMessage, code, message, fields, params } = value;
  return (
    Number.isSafeInteger(statusCode) &&
    typeof statusMessage === 'string' &&
    CODES.has(code) &&
    typeof message === 'string' &&
    isOptionalRecord(fields, (entry) => typeof entry === 'string') &&
    isOptionalRecord(params, (entry) => typeof entry === 'string' || (typeof entry === 'number' && Number.isFinite(entry)))
  );
}
