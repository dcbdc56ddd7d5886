import { createHash } from 'node:crypto';
import { parseContentPath, parsePreviewPath } from '@booking-kit/core';
import { contentCatalog } from '../content/content-catalog';
import { openPreview, previewContent } from '../content/preview-content';
import { publishedContent } from '../content/published-content';
import { resolveContent } from '../content/resolve-content';
import { buildSiteMap } from '../content/site-map';
import { DomainError, notFound } from '../errors/domain-error';
import type { RouteHandler } from './api-context';
import { ApiProblem, jsonTextResponse, problemHeaders } from './api-problem';
import { bearerToken } from './idempotent-write';
import { requestLocale } from './request-locale';

/**
 * Headers of the published content: any cache may keep it (one copy per Accept-Language), but
 * must ask again every time (`no-cache`; the ETag makes that a 304), so a change an admin
 * publishes shows on the very next request.
 */
export const CONTENT_HEADERS: Readonly<Record<string, string>> = { 'cache-control': 'public, no-cache', vary: 'Accept-Language' };

/** Headers of every preview answer, errors included: for its token holder only, never stored nor indexed. */
export const PREVIEW_HEADERS: Readonly<Record<string, string>> = {
  'cache-control': 'private, no-store',
  'x-robots-tag': 'noindex',
};

/** A 200 JSON answer with an ETag, or 304 when the request already holds that version. */
function cacheableJson(request: Request, body: unknown, headers: Readonly<Record<string, string>>): Response {
  const text = JSON.stringify(body);
  const etag = `W/"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`;
  const held = request.headers.get('if-none-match');
  if (held?.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*')) {
    return new Response(null, { status: 304, headers: { ...headers, etag } });
  }
  return jsonTextResponse(200, text, { ...headers, etag });
}

/** `?page=`: absent is 1; anything but a whole number from 1 names no page (404, like a page past the last). */
function listPage(url: URL): number | undefined {
  const raw = url.searchParams.get('page');
  if (raw === null) return 1;
  return /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : undefined;
}

/** `?path=`, required. */
function contentPath(url: URL): string {
  const path = url.searchParams.get('path');
  if (path === null || path === '') {
    throw new ApiProblem('VALIDATION_FAILED', 'A site path is required.', { fields: { path: 'validation.required' } });
  }
  return path;
}

/**
 * `GET /content?path=&locale=&page=`: the published content at a site path (a page, a post, a list
 * of posts, a product or a collection) in the locale asked for, each text falling back to the
 * default locale's where it has no translation. 404 for a path that names nothing published.
 */
export const getContent: RouteHandler = async ({ db, url, request }) => {
  const path = contentPath(url);
  const locale = requestLocale(url, request);
  const page = listPage(url);
  const route = parseContentPath(path);
  if (!route || page === undefined) throw notFound('Content not found.');
  const view = await resolveContent({ route, locale, page }, publishedContent(db), contentCatalog(db));
  if (!view) throw notFound('Content not found.');
  return cacheableJson(request, view, CONTENT_HEADERS);
};

/** Every preview answer carries PREVIEW_HEADERS, its errors too. */
function withPreviewHeaders(handle: RouteHandler): RouteHandler {
  return async (context) => {
    try {
      const response = await handle(context);
      for (const [name, value] of Object.entries(PREVIEW_HEADERS)) response.headers.set(name, value);
      return response;
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      throw new ApiProblem(error.code, error.message, {
        ...error.details,
        headers: { ...problemHeaders(error), ...PREVIEW_HEADERS },
      });
    }
  };
}

/**
 * `GET /previews/{id}?path=&token=&locale=&page=`: the same as `GET /content`, over the published
 * site with the preview's pages and posts (drafts included) laid over it, for the holder of its
 * token (`?token=`, or `Authorization: Bearer`). An unknown preview, a missing, wrong or expired
 * token all answer the same 404, checked before anything else.
 */
export const getPreview: RouteHandler = withPreviewHeaders(async ({ db, url, request, params, now }) => {
  const token = url.searchParams.get('token') ?? bearerToken(request);
  const preview = await openPreview(db, params.id ?? '', token, now());
  if (!preview) throw notFound('Preview not found.');
  const path = contentPath(url);
  const locale = requestLocale(url, request);
  const page = listPage(url);
  const route = parsePreviewPath(path);
  if (!route || page === undefined) throw notFound('Content not found.');
  const view = await resolveContent({ route, locale, page }, previewContent(publishedContent(db), preview), contentCatalog(db));
  if (!view) throw notFound('Content not found.');
  return jsonTextResponse(
    200,
    JSON.stringify({ ...view, preview: { id: preview.id, expiresAt: preview.expiresAt } }),
    PREVIEW_HEADERS,
  );
});

/** `GET /sitemap`: every published address of the site, with its last change. */
export const getSiteMap: RouteHandler = async ({ db, request }) =>
  cacheableJson(request, await buildSiteMap(db), CONTENT_HEADERS);
