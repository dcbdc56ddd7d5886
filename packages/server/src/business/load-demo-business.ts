import { readFile } from 'node:fs/promises';
import type { IssuedPreviewToken } from '../content/preview-writes';
import type { Database } from '../db/database';
import { DEMO_BUSINESS_FILE } from '../package-paths';
import { type BusinessDocument, businessDocumentSchema } from './business-document';
import { type ImportOptions, type ImportReport, importBusinessIn } from './import-business';

// An arbitrary constant: the processes starting at once on an empty database take it in turn.
const FIRST_IMPORT_LOCK_KEY = 727_001_002;

/**
 * Reads and validates a business document from a JSON file.
 * @throws {SyntaxError} on malformed JSON, {z.ZodError} on an invalid document
 */
export async function readBusinessDocument(file: string): Promise<BusinessDocument> {
  return businessDocumentSchema.parse(JSON.parse(await readFile(file, 'utf8')));
}

/** Options of `loadDemoBusiness`. */
export interface LoadDemoBusinessOptions extends ImportOptions {
  /** The demo document. @default DEMO_BUSINESS_FILE */
  file?: string;
  /** Import even when the database already has staff (updates the demo entries). @default false */
  force?: boolean;
  /** Where the demo preview's token is printed. @default console */
  logger?: { info(message: string): void };
}

/**
 * How to open a preview with the token just issued, for the console: the token is shown only
 * when it is issued (the database keeps its hash).
 * @example describePreviewToken({ id: 'preview-spring', token: 'abc…', expiresAt: '2026-04-01T08:00:00.000Z' })
 */
export function describePreviewToken({ id, token, expiresAt }: IssuedPreviewToken): string {
  return `Preview "${id}": token ${token} (until ${expiresAt}); open /v2/preview/${id}?token=${token}`;
}

/**
 * Imports the demo business (Harbor Wellness Studio) into a database that has no staff yet, so a
 * first start serves a real business, and prints the token of its preview (`preview-spring`).
 * Several processes starting at once on one empty PostgreSQL import it once.
 * Returns what it imported, or `null` when the database already held a business and `force` is not set.
 * @example await loadDemoBusiness(db); // on every start: imports only the first time
 */
export async function loadDemoBusiness(db: Database, options: LoadDemoBusinessOptions = {}): Promise<ImportReport | null> {
  const { file, force, logger = console, ...importOptions } = options;
  if (!force) {
    // Most starts find a business: answered without reading the document or taking a lock.
    const { rows } = await db.query('SELECT 1 FROM staff LIMIT 1');
    if (rows.length > 0) return null;
  }
  const document = await readBusinessDocument(file ?? DEMO_BUSINESS_FILE);
  const report = await db.transaction(async (tx) => {
    // Several processes started at once on an empty PostgreSQL: one imports, the others wait
    // for it here and then find its business.
    await tx.query('SELECT pg_advisory_xact_lock($1)', [FIRST_IMPORT_LOCK_KEY]);
    if (!force) {
      const { rows } = await tx.query('SELECT 1 FROM staff LIMIT 1');
      if (rows.length > 0) return null;
    }
    return importBusinessIn(tx, document, importOptions);
  });
  for (const issued of report?.previewTokens ?? []) logger.info(describePreviewToken(issued));
  return report;
}
