import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEMO_BUSINESS_FILE } from '../package-paths';
import { businessDocumentJsonSchema } from './business-document-json-schema';

const committed = fileURLToPath(new URL('../../business-document.schema.json', import.meta.url));

describe('the business document’s JSON Schema', () => {
  it('is committed as generated from the zod schema (run `booking-kit-server schema` after a change)', () => {
    expect(JSON.parse(readFileSync(committed, 'utf8'))).toEqual(businessDocumentJsonSchema());
  });

  it('describes every top-level part of the demo document, which names it', () => {
    const schema = businessDocumentJsonSchema() as { properties: Record<string, unknown>; required: string[] };
    const demo = JSON.parse(readFileSync(DEMO_BUSINESS_FILE, 'utf8'));
    expect(demo.$schema).toBe('../business-document.schema.json');
    for (const key of Object.keys(demo)) expect(Object.keys(schema.properties)).toContain(key);
    expect(schema.required).toEqual(expect.arrayContaining(['version', 'business', 'staff', 'services', 'providers']));
  });
});
