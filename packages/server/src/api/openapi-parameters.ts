import { SUPPORTED_LOCALES } from '@booking-kit/core';

// The parameters many operations of the OpenAPI document share, each written once so the
// document describes the same parameter the same way wherever it is taken.

/** A required string parameter `name` of the path or of the headers. */
export const requiredParameter = (where: 'path' | 'header', name: string, description: string) => ({
  name,
  in: where,
  required: true,
  description,
  schema: { type: 'string' },
});
/** The `slug` path parameter. */
export const slugParameter = (description: string) => requiredParameter('path', 'slug', description);
/** The `id` path parameter. */
export const idParameter = (description: string) => requiredParameter('path', 'id', description);

/** The `Idempotency-Key` header of a write. */
export const idempotencyKey = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description: 'Replays the first answer for the same body; another body with the same key is 422.',
  schema: { type: 'string', minLength: 1, maxLength: 255 },
};
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
