import { readFile } from 'node:fs/promises';
import type { Database } from '../db/database';
import { DEMO_BUSINESS_FILE } from '../package-paths';
import { type BusinessDocument, businessDocumentSchema } from './business-document';
import { type ImportReport, importBusiness } from './import-business';

/**
 * Reads and validates a business document from a JSON file.
 * @throws {SyntaxError} on malformed JSON, {z.ZodError} on an invalid document
 */
export async function readBusinessDocument(file: string): Promise<BusinessDocument> {
  return businessDocumentSchema.parse(JSON.parse(await readFile(file, 'utf8')));
}

/** Options of `loadDemoBusiness`. */
export interface LoadDemoBusinessOptions {
  /** The demo document. @default DEMO_BUSINESS_FILE */
  file?: string;
  /** Import even when the database already has staff (updates the demo entries). @default false */
  force?: boolean;
}

/**
 * Imports the demo business (Harbor Wellness Studio) into a database that has no staff yet, so a
 * first start serves a real business. Returns what it imported, or `null` when the database
 * already held a business and `force` is not set.
 * @example await loadDemoBusiness(db); // on every start: imports only the first time
 */
export async function loadDemoBusiness(db: Database, options: LoadDemoBusinessOptions = {}): Promise<ImportReport | null> {
  if (!options.force) {
    const { rows } = await db.query('SELECT 1 FROM staff LIMIT 1');
    if (rows.length > 0) return null;
  }
  return importBusiness(db, await readBusinessDocument(options.file ?? DEMO_BUSINESS_FILE));
}
