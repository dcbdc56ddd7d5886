import { z } from 'zod';
import { businessDocumentSchema } from './business-document';

/**
 * The JSON Schema (draft 2020-12) of a business document as written, generated from the same zod
 * schema the import validates with, so the two never disagree on shape. Cross-references (a
 * service naming an unknown staff member) and known time zones are checked by the import only:
 * JSON Schema cannot say them.
 * @example booking-kit-server schema > business-document.schema.json
 */
export function businessDocumentJsonSchema(): Record<string, unknown> {
  const generated = z.toJSONSchema(businessDocumentSchema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
  const properties = (generated.properties ?? {}) as Record<string, unknown>;
  return {
    ...generated,
    $id: 'https://booking-kit.dev/schemas/business-document.schema.json',
    title: 'booking-kit business document',
    description:
      'A business as one JSON document: staff, resources, services, providers, one-time links, groups, service menus, bookings pages, forms, surveys and the content site (pages, posts, products, previews), referring to each other by slug. Import it with `npm run import -- FILE`.',
    // Lets an editor validate a document that names this schema.
    properties: { $schema: { type: 'string' }, ...properties },
  };
}
