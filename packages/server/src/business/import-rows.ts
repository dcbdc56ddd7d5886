import type { ImportCounts } from '../db/upserts';

/** The row id of a slug the import wrote. */
export function idOf(ids: Map<string, number>, slug: string): number {
  const id = ids.get(slug);
  // The document schema already checked every reference; this guards against a caller skipping it.
  if (id === undefined) throw new Error(`unknown slug "${slug}"`);
  return id;
}

/** What `importBusiness` did with the business and its catalog (all but the content). */
export interface CatalogImportReport {
  business: string;
  staff: ImportCounts;
  resources: ImportCounts;
  services: ImportCounts;
  providers: ImportCounts;
  oneTimeLinks: ImportCounts;
  groups: ImportCounts;
  serviceMenus: ImportCounts;
  bookingPages: ImportCounts;
  forms: ImportCounts;
  surveys: ImportCounts;
  webhooks: ImportCounts;
}
