import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apiErrorBodySchema } from '../schemas/api-error';
import { API_ERROR_CODES } from '../schemas/api-error-codes';
import { isApiErrorBody } from './api-error-body';

/** Any JSON value a proxy or an older or newer server might answer. */
const anyJson = fc.jsonValue();

/** A value of the kind each field of an error answer may hold, right or wrong. */
const fieldValue = fc.oneof(
  anyJson,
  fc.integer(),
  fc.double(),
  fc.constantFrom(...API_ERROR_CODES, 'NOT_A_CODE', ''),
  fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.integer(), fc.double(), fc.boolean(), fc.constant(null))),
);

/** Error answers, most of them close to the API's shape: some fields missing, mistyped or extra. */
const nearErrorBody = fc.record(
  {
    statusCode: fc.oneof(fc.integer({ min: 100, max: 599 }), fieldValue),
    statusMessage: fc.oneof(fc.string(), fieldValue),
    code: fc.oneof(fc.constantFrom(...API_ERROR_CODES), fieldValue),
    message: fc.oneof(fc.string(), fieldValue),
    fields: fc.oneof(fc.dictionary(fc.string(), fc.string()), fieldValue),
    params: fc.oneof(fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.integer())), fieldValue),
    extra: fieldValue,
  },
  { requiredKeys: [] },
);

describe('isApiErrorBody', () => {
  it('accepts exactly what apiErrorBodySchema accepts, for any answer', () => {
    fc.assert(
      fc.property(fc.oneof(nearErrorBody, anyJson), (body) => {
        expect(isApiErrorBody(body)).toBe(apiErrorBodySchema.safeParse(body).success);
      }),
      { numRuns: 3000 },
    );
  });

  it('accepts each error the API sends, with its fields and params', () => {
    for (const code of API_ERROR_CODES) {
      const body = {
        statusCode: 409,
        statusMessage: 'Conflict',
        code,
        message: 'm',
        fields: { email: 'validation.email' },
        params: { n: 2, date: '2026-03-10' },
      };
      expect(isApiErrorBody(body)).toBe(true);
    }
  });

  it('refuses a proxy page, an unknown code and a fractional status', () => {
    expect(isApiErrorBody('<html>Bad Gateway</html>')).toBe(false);
    expect(isApiErrorBody({ statusCode: 500, statusMessage: 'x', code: 'TEAPOT', message: 'm' })).toBe(false);
    expect(isApiErrorBody({ statusCode: 400.5, statusMessage: 'x', code: 'NOT_FOUND', message: 'm' })).toBe(false);
    expect(isApiErrorBody([{ statusCode: 404, statusMessage: 'x', code: 'NOT_FOUND', message: 'm' }])).toBe(false);
  });
});
