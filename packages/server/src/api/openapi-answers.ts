import { json, ref } from './openapi-parts';

// The error answers many operations of the OpenAPI document share, each written once so the
// document words the same error the same way wherever it can happen.

/** An answer in the API's error shape. */
export const errorAnswer = (description: string) => ({ description, content: json(ref('ApiError')) });
/** The 400 of a `locale` that is no supported locale. */
export const badLocale = 'VALIDATION_FAILED (`fields.locale`): a `locale` that is not one of the supported locales.';
/** The 429 of a write over the rate limit. */
export const rateLimited = errorAnswer('RATE_LIMITED: too many writes from this client; see the Retry-After header.');
/** The 401 of an admin route. */
export const unauthorized = errorAnswer('UNAUTHORIZED: no admin API key, a wrong one, or none configured.');
