import type { SiteContent } from '@booking-kit/core';
import { upsertAuthor, upsertCollection, upsertPage, upsertPost, upsertProduct, upsertTerm } from '../content/content-writes';
import { newPreviewToken } from '../content/preview-tokens';
import { type IssuedPreviewToken, previewNeedsToken, savePreview } from '../content/preview-writes';
import type { Transaction } from '../db/database';
import type { ImportCounts } from '../db/upserts';

/** What importing a document's `content` did. */
export interface ContentImportReport {
  pages: ImportCounts;
  posts: ImportCounts;
  authors: ImportCounts;
  categories: ImportCounts;
  tags: ImportCounts;
  products: ImportCounts;
  collections: ImportCounts;
  previews: ImportCounts;
  /**
   * The preview tokens this import issued (a new preview, or one whose token had expired or is
   * fixed by `PREVIEW_TOKEN`): shown once, here; the database keeps only their hashes.
   */
  previewTokens: IssuedPreviewToken[];
}

/** How the import issues preview tokens. */
export interface ContentImportOptions {
  now: Date;
  /** Every token issued is this one instead of a random one (tests and demos). */
  fixedToken?: string | undefined;
}

const count = (counts: ImportCounts, created: boolean) => {
  if (created) counts.created++;
  else counts.updated++;
};

/**
 * Creates or updates the document's content inside the import's transaction, after the services
 * it names: authors, categories and tags before the posts, products before the collections.
 * Rich text is sanitized on the way in. A preview keeps a token that still works, so importing
 * again does not lock out whoever holds it, unless a fixed token replaces it.
 */
export async function importContent(
  tx: Transaction,
  content: SiteContent,
  { now, fixedToken }: ContentImportOptions,
): Promise<ContentImportReport> {
  const report: ContentImportReport = {
    pages: { created: 0, updated: 0 },
    posts: { created: 0, updated: 0 },
    authors: { created: 0, updated: 0 },
    categories: { created: 0, updated: 0 },
    tags: { created: 0, updated: 0 },
    products: { created: 0, updated: 0 },
    collections: { created: 0, updated: 0 },
    previews: { created: 0, updated: 0 },
    previewTokens: [],
  };
  for (const [at, author] of content.authors.entries()) count(report.authors, (await upsertAuthor(tx, author, at)).created);
  for (const [at, category] of content.categories.entries()) {
    count(report.categories, (await upsertTerm(tx, 'categories', category, at)).created);
  }
  for (const [at, tag] of content.tags.entries()) count(report.tags, (await upsertTerm(tx, 'tags', tag, at)).created);
  for (const [at, page] of content.pages.entries()) count(report.pages, (await upsertPage(tx, page, at)).created);
  for (const post of content.posts) count(report.posts, (await upsertPost(tx, post)).created);
  for (const [at, product] of content.products.entries()) count(report.products, (await upsertProduct(tx, product, at)).created);
  for (const [at, collection] of content.collections.entries()) {
    count(report.collections, (await upsertCollection(tx, collection, at)).created);
  }
  for (const preview of content.previews) {
    const issue = fixedToken !== undefined || (await previewNeedsToken(tx, preview.id, now));
    const token = issue ? (fixedToken ?? newPreviewToken()) : undefined;
    const written = await savePreview(tx, preview, { token, now });
    count(report.previews, written.created);
    if (written.issued) report.previewTokens.push(written.issued);
  }
  return report;
}
