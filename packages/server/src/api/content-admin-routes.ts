import {
  blogPostSchema,
  contentAuthorSchema,
  contentPageSchema,
  contentPreviewSchema,
  contentTermSchema,
  pagePathSchema,
  productCollectionSchema,
  productSchema,
  slugSchema,
  validationMessages,
} from '@booking-kit/core';
import { z } from 'zod';
import {
  collectionReferenceIssues,
  type KnownSlugs,
  pageReferenceIssues,
  postReferenceIssues,
  previewReferenceIssues,
  productReferenceIssues,
  type ReferenceIssue,
} from '../content/content-references';
import {
  type DELETABLE,
  deleteContent,
  setPagePublished,
  storedSlugs,
  upsertAuthor,
  upsertCollection,
  upsertPage,
  upsertPost,
  upsertProduct,
  upsertTerm,
} from '../content/content-writes';
import { newPreviewToken } from '../content/preview-tokens';
import { savePreview } from '../content/preview-writes';
import type { Transaction } from '../db/database';
import { notFound } from '../errors/domain-error';
import { parseOrThrow } from '../errors/invalid-input';
import { requireAdmin } from './admin-routes';
import type { RouteContext, RouteHandler } from './api-context';
import { ApiProblem, jsonResponse } from './api-problem';
import { readJsonBody } from './json-body';

// The admin API of the content site (Authorization: Bearer <ADMIN_API_KEY>), so a business runs
// its site without redeploying. Writes go through the same functions as the import (rich text
// sanitized there), each in one transaction, and show on the very next request: the content
// routes read the database every time and answer `no-cache`.

/** The largest body a content write takes: rich text runs longer than the API's usual 64 kB. */
export const CONTENT_BODY_BYTES = 1024 * 1024;

/** A 400 naming each reference that points at nothing, and what it names. */
function referenceProblem(issues: readonly ReferenceIssue[]): ApiProblem {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[issue.path.join('.')] ??= validationMessages.invalid;
  const what = issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
  return new ApiProblem('VALIDATION_FAILED', `Some references name nothing: ${what}.`, { fields });
}

/**
 * An upsert route: checks the admin key, reads and validates the body, checks its references
 * against what is stored, and writes it in one transaction; 201 when created, 200 when updated.
 */
function upsertRoute<S extends z.ZodType>(
  schema: S,
  write: (tx: Transaction, input: z.output<S>) => Promise<{ created: boolean; body: unknown }>,
  issues: (input: z.output<S>, known: KnownSlugs, currency: string) => ReferenceIssue[] = () => [],
): RouteHandler {
  return async (context) => {
    requireAdmin(context);
    const input = parseOrThrow(schema, await readJsonBody(context.request, CONTENT_BODY_BYTES));
    const { created, body } = await context.db.transaction(async (tx) => {
      const problems = issues(input, await storedSlugs(tx), await businessCurrency(tx));
      if (problems.length > 0) throw referenceProblem(problems);
      return write(tx, input);
    });
    return jsonResponse(created ? 201 : 200, body);
  };
}

async function businessCurrency(tx: Transaction): Promise<string> {
  const { rows } = await tx.query<{ currency: string }>('SELECT currency FROM business WHERE id = 1');
  return rows[0]?.currency ?? 'EUR';
}

/** `PUT /admin/content/pages`: creates or updates the page at the body's `path`; answers it as stored (rich text sanitized). */
export const putContentPage = upsertRoute(
  contentPageSchema,
  async (tx, page) => {
    const written = await upsertPage(tx, page);
    return { created: written.created, body: written.page };
  },
  (page, known) => pageReferenceIssues(page, known),
);

/** `PUT /admin/content/posts`: creates or updates the post with the body's `slug` (`draft: false` publishes it). */
export const putContentPost = upsertRoute(
  blogPostSchema,
  async (tx, post) => {
    const written = await upsertPost(tx, post);
    return { created: written.created, body: written.post };
  },
  (post, known) => postReferenceIssues(post, known),
);

/** `PUT /admin/content/products`: creates or updates the product with the body's `id`. */
export const putContentProduct = upsertRoute(
  productSchema,
  async (tx, product) => ({ created: (await upsertProduct(tx, product)).created, body: product }),
  (product, known, currency) => productReferenceIssues(product, known, currency),
);

/** `PUT /admin/content/collections`: creates or updates the collection with the body's `slug`, its products in order. */
export const putContentCollection = upsertRoute(
  productCollectionSchema,
  async (tx, collection) => ({ created: (await upsertCollection(tx, collection)).created, body: collection }),
  (collection, known) => collectionReferenceIssues(collection, known),
);

/** `PUT /admin/content/authors`: creates or updates an author by slug. */
export const putContentAuthor = upsertRoute(contentAuthorSchema, async (tx, author) => ({
  created: (await upsertAuthor(tx, author)).created,
  body: author,
}));

/** `PUT /admin/content/categories`: creates or updates a category by slug. */
export const putContentCategory = upsertRoute(contentTermSchema, async (tx, term) => ({
  created: (await upsertTerm(tx, 'categories', term)).created,
  body: term,
}));

/** `PUT /admin/content/tags`: creates or updates a tag by slug. */
export const putContentTag = upsertRoute(contentTermSchema, async (tx, term) => ({
  created: (await upsertTerm(tx, 'tags', term)).created,
  body: term,
}));

/** The body of publish and unpublish: the page's path. */
const pagePathBodySchema = z.object({ path: pagePathSchema });

function publishRoute(published: boolean): RouteHandler {
  return async (context) => {
    requireAdmin(context);
    const { path } = parseOrThrow(pagePathBodySchema, await readJsonBody(context.request));
    if (!(await setPagePublished(context.db, path, published))) throw notFound('Page not found.');
    return jsonResponse(200, { path, published });
  };
}

/** `POST /admin/content/pages/publish` `{ path }`: the page shows on the site from the next request. */
export const postPublishPage: RouteHandler = publishRoute(true);

/** `POST /admin/content/pages/unpublish` `{ path }`: the page answers 404 from the next request (a preview may still show it). */
export const postUnpublishPage: RouteHandler = publishRoute(false);

/** Deletes by a key read from the request; 204, or 404 when there was nothing to delete. */
function deleteRoute(
  kind: keyof typeof DELETABLE,
  keyOf: (context: RouteContext) => string | undefined,
  what: string,
): RouteHandler {
  return async (context) => {
    requireAdmin(context);
    const key = keyOf(context);
    if (key === undefined || !(await deleteContent(context.db, kind, key))) throw notFound(`${what} not found.`);
    return new Response(null, { status: 204 });
  };
}

const slugParam = (name: string) => (context: RouteContext) => {
  const value = context.params[name] ?? '';
  return slugSchema.safeParse(value).success ? value : undefined;
};

/** `DELETE /admin/content/pages?path=/about`: a page's path has slashes, so it goes in the query. */
export const deleteContentPage = deleteRoute(
  'pages',
  ({ url }) => {
    const path = url.searchParams.get('path') ?? '';
    return pagePathSchema.safeParse(path).success ? path : undefined;
  },
  'Page',
);

/** `DELETE /admin/content/posts/{slug}`. */
export const deleteContentPost = deleteRoute('posts', slugParam('slug'), 'Post');

/** `DELETE /admin/content/products/{id}`: also takes it out of its collections. */
export const deleteContentProduct = deleteRoute('products', slugParam('id'), 'Product');

/** `DELETE /admin/content/collections/{slug}`: a page's products section showing it is left out from then on. */
export const deleteContentCollection = deleteRoute('collections', slugParam('slug'), 'Collection');

/** `DELETE /admin/previews/{id}`: its token stops working at once. */
export const deletePreview = deleteRoute('previews', slugParam('id'), 'Preview');

/**
 * `POST /admin/previews` `{ id, pages, posts }`: creates the preview, or replaces the one with
 * that id, and issues it a new token (256 random bits, for 30 days; any earlier token stops
 * working). 201 (or 200 when replaced) `{ id, token, expiresAt }`: the token is shown only here.
 */
export const postPreview: RouteHandler = async (context) => {
  requireAdmin(context);
  const { db, request, now } = context;
  const preview = parseOrThrow(contentPreviewSchema, await readJsonBody(request, CONTENT_BODY_BYTES));
  const written = await db.transaction(async (tx) => {
    const problems = previewReferenceIssues(preview, await storedSlugs(tx));
    if (problems.length > 0) throw referenceProblem(problems);
    return savePreview(tx, preview, { token: newPreviewToken(), now: now() });
  });
  return jsonResponse(written.created ? 201 : 200, written.issued);
};
