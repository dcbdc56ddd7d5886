import {
  blogPostSchema,
  contentAuthorSchema,
  contentPageSchema,
  contentPreviewSchema,
  contentTermSchema,
  contentViewSchema,
  productCollectionSchema,
  productSchema,
  siteMapSchema,
} from '@booking-kit/core';
import { badLocale, errorAnswer, rateLimited, unauthorized } from './openapi-answers';
import { idParameter, localeParameters, slugParameter } from './openapi-parameters';
import { allRequired, type JsonSchema, json, jsonSchema, ref } from './openapi-parts';

const contentQuery = [
  {
    name: 'path',
    in: 'query',
    required: true,
    description:
      'A site path without the locale prefix: `/`, `/{path}`, `/{path}/b/{slug}/`, `/b/{slug}/`, `/post/{slug}/`, `/{path}/c/{category}` (and its `/b/{slug}`), `/c/{category}/` (and its `/b/{slug}/`), `/{path}/category/{category}`, `/{path}/author/{author}`, `/{path}/tag/{tag}`, `/{path}/product/{id}/`, `/product/{id}/`, `/{path}/collections/{slug}`, `/collections/{slug}` (core’s `parseContentPath`).',
    schema: { type: 'string', maxLength: 200 },
  },
  {
    name: 'page',
    in: 'query',
    required: false,
    description: 'A list’s page, 1-based (10 posts a page, newest first). Past the last page, or not a whole number from 1: 404.',
    schema: { type: 'integer', minimum: 1, default: 1 },
  },
  ...localeParameters,
];

const contentAnswer = (description: string) => ({ description, content: json(ref('ContentView')) });

const upsert = (operationId: string, schema: string, key: string, extra = '') => ({
  put: {
    operationId,
    description: `Creates or updates by \`${key}\`; references are checked against what is stored.${extra} The change shows on the next request.`,
    security: [{ adminApiKey: [] }],
    requestBody: { required: true, content: json(ref(schema)) },
    responses: {
      200: { description: 'Updated; answers what is stored.', content: json(ref(schema)) },
      201: { description: 'Created; answers what is stored.', content: json(ref(schema)) },
      400: errorAnswer(
        'VALIDATION_FAILED: `fields` names each bad field, or each reference that names nothing (the message says which).',
      ),
      401: unauthorized,
      413: errorAnswer('Body over 1 MiB.'),
      429: rateLimited,
    },
  },
});

const removal = (operationId: string, what: string, parameters: unknown[]) => ({
  delete: {
    operationId,
    security: [{ adminApiKey: [] }],
    parameters,
    responses: {
      204: { description: `Deleted: the ${what} answers 404 from the next request.` },
      401: unauthorized,
      404: errorAnswer(`No such ${what}.`),
      429: rateLimited,
    },
  },
});

const publish = (operationId: string, published: boolean) => ({
  post: {
    operationId,
    description: published
      ? 'Publishes the page at `path`: it shows on the site from the next request.'
      : 'Unpublishes the page at `path`: the site answers 404 for it from the next request (a preview may still show it).',
    security: [{ adminApiKey: [] }],
    requestBody: {
      required: true,
      content: json(allRequired({ path: { type: 'string' } })),
    },
    responses: {
      200: {
        description: 'Done.',
        content: json(allRequired({ path: { type: 'string' }, published: { const: published } })),
      },
      400: errorAnswer('VALIDATION_FAILED: `fields.path`.'),
      401: unauthorized,
      404: errorAnswer('No page at that path.'),
      429: rateLimited,
    },
  },
});

/** The content site's routes: GET /content, /previews/{id} and /sitemap, and the content admin API. */
export function contentOpenApiPaths(): Record<string, unknown> {
  return {
    '/content': {
      get: {
        operationId: 'getContent',
        description:
          'The published content at a site path: a page (a blog page with its posts), a post, a list of posts (category, author, tag), a product or a collection. ' +
          'Texts are in the locale asked for, each falling back to the default locale’s text where it has no translation; `locale` names the locale asked for. ' +
          'Rich text is sanitized on the server and safe to render. Answers carry `Cache-Control: public, no-cache`, `Vary: Accept-Language` and an ETag (If-None-Match → 304), so a change shows on the next request.',
        parameters: contentQuery,
        responses: {
          200: contentAnswer('The content, by `kind`.'),
          304: { description: 'Unchanged since the ETag in If-None-Match.' },
          400: errorAnswer(`VALIDATION_FAILED: \`fields.path\` (required). Or ${badLocale}`),
          404: errorAnswer(
            'Nothing published at that path: an unknown or unpublished page, a draft, a post under a page that is no blog or under a category it is not in, a list’s page past its last, or a path no content route reads.',
          ),
        },
      },
    },
    '/previews/{id}': {
      get: {
        operationId: 'getPreview',
        description:
          'The same as GET /content over the published site with the preview’s pages (replacing the published page of the same path) and posts (drafts included, replacing or adding by slug) laid over it. ' +
          'Besides every site path, the spec’s preview list routes `/category/{slug}`, `/author/{slug}` and `/tag/{slug}` (the blog page’s lists). ' +
          'Every answer, errors included, carries `Cache-Control: private, no-store` and `X-Robots-Tag: noindex`.',
        security: [{ previewToken: [] }],
        parameters: [
          idParameter('The preview id (preview-spring)'),
          {
            name: 'token',
            in: 'query',
            required: false,
            description: 'The preview’s token (or send it as `Authorization: Bearer`).',
            schema: { type: 'string' },
          },
          ...contentQuery,
        ],
        responses: {
          200: contentAnswer('The content, by `kind`.'),
          400: errorAnswer(`VALIDATION_FAILED: \`fields.path\` (required). Or ${badLocale} (only once the token is accepted).`),
          404: errorAnswer(
            '`Preview not found.` for an unknown preview and for a missing, wrong or expired token alike (checked first); `Content not found.` for a path the preview shows nothing at.',
          ),
        },
      },
    },
    '/sitemap': {
      get: {
        operationId: 'getSiteMap',
        description:
          'Every published address: pages, posts (at their canonical path), the lists of categories, authors and tags that have posts, products and collections, each with its last change.',
        responses: {
          200: { description: 'The site’s addresses.', content: json(ref('SiteMap')) },
          304: { description: 'Unchanged since the ETag in If-None-Match.' },
        },
      },
    },
    '/admin/content/pages': {
      ...upsert(
        'putContentPage',
        'ContentPage',
        'path',
        ' Rich text (richText sections, in every locale) is sanitized to an allowlist of HTML.',
      ),
      ...removal('deleteContentPage', 'page', [
        { name: 'path', in: 'query', required: true, description: 'The page’s path (`/about`).', schema: { type: 'string' } },
      ]),
    },
    '/admin/content/pages/publish': publish('publishContentPage', true),
    '/admin/content/pages/unpublish': publish('unpublishContentPage', false),
    '/admin/content/posts': upsert(
      'putContentPost',
      'BlogPost',
      'slug',
      ' The body (in every locale) is sanitized to an allowlist of HTML; `draft: false` publishes it.',
    ),
    '/admin/content/posts/{slug}': removal('deleteContentPost', 'post', [slugParameter('The post’s slug')]),
    '/admin/content/products': upsert('putContentProduct', 'Product', 'id'),
    '/admin/content/products/{id}': removal('deleteContentProduct', 'product', [idParameter('The product id')]),
    '/admin/content/collections': upsert('putContentCollection', 'ProductCollection', 'slug'),
    '/admin/content/collections/{slug}': removal('deleteContentCollection', 'collection', [
      slugParameter('The collection’s slug'),
    ]),
    '/admin/content/authors': upsert('putContentAuthor', 'ContentAuthor', 'slug'),
    '/admin/content/categories': upsert('putContentCategory', 'ContentTerm', 'slug'),
    '/admin/content/tags': upsert('putContentTag', 'ContentTerm', 'slug'),
    '/admin/previews': {
      post: {
        operationId: 'createPreview',
        description:
          'Creates a preview of unpublished pages and posts, or replaces the one with that id, and issues it a new token: 256 random bits, working for 30 days; any earlier token of the preview stops working. Only the token’s hash is stored.',
        security: [{ adminApiKey: [] }],
        requestBody: { required: true, content: json(ref('ContentPreview')) },
        responses: {
          200: { description: 'Replaced, with a new token shown only here.', content: json(ref('PreviewCreated')) },
          201: { description: 'Created, with its token shown only here.', content: json(ref('PreviewCreated')) },
          400: errorAnswer('VALIDATION_FAILED: `fields` names each bad field, or each reference that names nothing.'),
          401: unauthorized,
          413: errorAnswer('Body over 1 MiB.'),
          429: rateLimited,
        },
      },
    },
    '/admin/previews/{id}': removal('deletePreview', 'preview', [idParameter('The preview id')]),
  };
}

/** The content site's schemas, for the document's components. */
export function contentOpenApiSchemas(): Record<string, JsonSchema> {
  return {
    ContentView: jsonSchema(contentViewSchema, 'output'),
    SiteMap: jsonSchema(siteMapSchema, 'output'),
    ContentPage: jsonSchema(contentPageSchema, 'input'),
    BlogPost: jsonSchema(blogPostSchema, 'input'),
    Product: jsonSchema(productSchema, 'input'),
    ProductCollection: jsonSchema(productCollectionSchema, 'input'),
    ContentAuthor: jsonSchema(contentAuthorSchema, 'input'),
    ContentTerm: jsonSchema(contentTermSchema, 'input'),
    ContentPreview: jsonSchema(contentPreviewSchema, 'input'),
    PreviewCreated: allRequired({
      id: { type: 'string' },
      token: { type: 'string', description: 'Shown only in this answer.' },
      expiresAt: { type: 'string', format: 'date-time' },
    }),
  };
}
