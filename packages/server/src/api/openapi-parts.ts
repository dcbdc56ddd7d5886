import { z } from 'zod';

// The schema pieces every part of the OpenAPI document is built from; the parameters and the
// error answers they share are in openapi-parameters.ts and openapi-answers.ts.

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
/** An object schema every property of which is required, in the order given. */
export const allRequired = (properties: Record<string, unknown>): JsonSchema => ({
  type: 'object',
  properties,
  required: Object.keys(properties),
});
