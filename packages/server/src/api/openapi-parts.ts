import { SUPPORTED_LOCALES } from '@booking-kit/core';
import { z } from 'zod';

// The pieces every part of the OpenAPI document is built from.

/** A JSON Schema object. */
export type JsonSchema = Record<string, unknown>;

/** A schema as OpenAPI 3.1 wants it: JSON Schema 2020-12 without its own `$schema`. */
export function jsonSchema(schema: z.core.$ZodType, io: 'input' | 'output'): JsonSchema {
  // Refinements (time zones known to the runtime, date order) have no JSON Schema form: the
  // server checks them; the document describes the shape.
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

/** A reference to a schema of the document's components. */
export const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
/** A JSON body of `schema`. */
export const json = (schema: unknown) => ({ 'application/json': { schema } });
/** An answer in the API's error shape. */
export const errorAnswer = (description: string) => ({ description, content: json(ref('ApiError')) });
/** The `slug` path parameter. */
export const slugParameter = (description: string) => ({
  name: 'slug',
  in: 'path',
  required: true,
  description,
  schema: { type: 'string' },
});

/** The `Idempotency-Key` header of a write. */
export const idempotencyKey = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description: 'Replays the first answer for the same body; another body with the same key is 422.',
  schema: { type: 'string', minLength: 1, maxLength: 255 },
};
/** The `id` path parameter. */
export const idParameter = (description: string) => ({
  name: 'id',
  in: 'path',
  required: true,
  description,
  schema: { type: 'string' },
});
/**
 * The locale of the business's texts in an answer (service, group, menu and page names and
 * descriptions): `?locale=` first, then Accept-Language, else the default text.
 */
export const localeParameters = [
  {
    name: 'locale',
    in: 'query',
    required: false,
    description:
      'The locale of names and descriptions in the answer; wins over Accept-Language. Where the business gave no translation, the default text. Any other value is 400 VALIDATION_FAILED.',
    schema: { type: 'string', enum: [...SUPPORTED_LOCALES] },
  },
  {
    name: 'Accept-Language',
    in: 'header',
    required: false,
    description:
      'Without `locale`: names and descriptions in its first language (by quality) that matches a supported locale (de-AT → de, pt-BR → pt-br); none matching, the default text.',
    schema: { type: 'string' },
  },
];
/** The 400 of a `locale` that is no supported locale. */
export const badLocale = 'VALIDATION_FAILED (`fields.locale`): a `locale` that is not one of the supported locales.';
/** The 429 of a write over the rate limit. */
export const rateLimited = errorAnswer('RATE_LIMITED: too many writes from this client; see the Retry-After header.');
/** The 401 of an admin route. */
export const unauthorized = errorAnswer('UNAUTHORIZED: no admin API key, a wrong one, or none configured.');
