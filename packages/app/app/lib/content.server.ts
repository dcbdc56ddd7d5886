import {
  ApiError,
  type ContentView,
  LOCALE_DEFINITIONS,
  type Locale,
  localeAlternates,
  parseContentPath,
  parsePreviewPath,
  stripLocalePrefix,
} from '@booking-kit/core';
import { apiClient } from './booking-api.server';
import { localeDecision, localePath } from './locale.server';
import { LOCALE_ROUTING } from './locale-routing.server';
import { notFound } from './not-found';

/** What a content page's loader answers: the content, and where its links lead. */
export interface LoadedContent {
  view: ContentView;
  locale: Locale;
  /** The site path asked for, without the locale prefix. */
  sitePath: string;
  /** What every link of the content is prefixed with: the locale's, and a preview's `/v2/preview/{id}`. */
  linkBase: string;
  /** The origin the page was asked on, for canonical and Open Graph addresses. */
  origin: string;
  /** The content's one address in this locale (by the configured strategy), absolute. */
  canonical: string;
  /** The same content in every locale, for search engines (none with `no_prefix`: one address serves all). */
  alternates: Array<{ hreflang: string; href: string }>;
}

/** A list's page (`?page=`): a whole number from 1, else 1; a malformed one is no page at all. */
function listPage(request: Request, url: URL): number {
  const asked = url.searchParams.get('page');
  if (asked === null) return 1;
  const page = Number(asked);
  if (!/^[1-9][0-9]{0,4}$/.test(asked) || !Number.isInteger(page)) throw notFound(request);
  return page;
}

/** Runs a content read, turning the API's 404 (and a refused query) into the page's own 404. */
async function orNotFound(request: Request, read: Promise<ContentView>): Promise<ContentView> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof ApiError && (error.statusCode === 404 || error.statusCode === 400)) throw notFound(request);
    throw error;
  }
}

/**
 * The content at a request's path (the spec's content routes, with an optional locale prefix):
 * a path `parseContentPath` does not read, or that names nothing published, is the 404 page.
 * With `preview`, the preview's unpublished content over the site, for the holder of its token.
 */
export async function loadContent(
  request: Request,
  sitePathOf: (pathname: string) => string,
  preview?: { id: string; token: string; base: string },
): Promise<LoadedContent> {
  const url = new URL(request.url);
  const { locale } = await localeDecision(request);
  const sitePath = sitePathOf(stripLocalePrefix(url.pathname)) || '/';
  // A preview also has site-wide lists (`/v2/preview/{id}/category/{slug}`); the site does not.
  if (!(preview ? parsePreviewPath : parseContentPath)(sitePath)) throw notFound(request);
  const page = listPage(request, url);
  const api = apiClient(request, { locale });
  const query = { path: sitePath, locale, page };
  const view = await orNotFound(request, preview ? api.getPreview(preview.id, preview.token, query) : api.getContent(query));
  const localePrefix = localePath(locale, '/').replace(/\/$/, '');
  return {
    view,
    locale,
    sitePath,
    linkBase: `${localePrefix}${preview?.base ?? ''}`,
    origin: url.origin,
    canonical: `${url.origin}${localePath(locale, view.canonicalPath)}`,
    alternates: localeAlternates(view.canonicalPath, LOCALE_DEFINITIONS, LOCALE_ROUTING).map(({ hreflang, path }) => ({
      hreflang,
      href: `${url.origin}${path}`,
    })),
  };
}
