import { contentMeta, readCookie, rebaseContentLinks } from '@booking-kit/core';
import { PreviewBanner } from '@booking-kit/ui';
import { data, redirect } from 'react-router';
import { ContentViewPage } from '../components/content/content-view-page';
import { loadContent } from '../lib/content.server';
import { cookiesSecure } from '../lib/cookies';
import { localePath } from '../lib/locale.server';
import { notFound } from '../lib/not-found';
import { metaTitleSeparator } from '../lib/page-title';
import { previewTokenCookie } from '../lib/preview-token.server';
import { STATIC_PAGE } from '../lib/static-page';
import type { Route } from './+types/preview';

/** A preview is for its editors only: never stored by a cache, never indexed. */
const PRIVATE_PAGE_HEADERS = { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex' };

const PREVIEW_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The preview's headers on the document too. */
export const headers: Route.HeadersFunction = () => PRIVATE_PAGE_HEADERS;

/** Like the site's page, never indexed (see `contentMeta`). */
export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? contentMeta(loaderData, { preview: true, titleSeparator: metaTitleSeparator(matches) }) : [];

/** Plain HTML: nothing on a content page needs a script. */
export const handle = STATIC_PAGE;

/**
 * `/v2/preview/{id}` and every content form under it (`…/b/{slug}`, `…/c/{category}`,
 * `…/post/{slug}`, `…/product/{id}`...): preview `id`'s unpublished content over the site. The
 * preview's link carries its token once (`?token=`): it moves into a cookie for this preview's
 * path and the address drops it, as a manage link does. Without a token that opens the preview,
 * the answer is the same 404 as for an unknown preview.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const id = params.id;
  if (!PREVIEW_ID.test(id) || id.length > 80) throw notFound(request);
  const url = new URL(request.url);
  const linked = url.searchParams.get('token');
  if (linked !== null) {
    url.searchParams.delete('token');
    url.searchParams.delete('_routes');
    const clean = url.pathname.replace(/\.data$/, '') + (url.search === '?' ? '' : url.search);
    throw redirect(clean, {
      headers: { ...PRIVATE_PAGE_HEADERS, 'set-cookie': previewTokenCookie(id, linked.slice(0, 200), cookiesSecure(request)) },
    });
  }
  const token = readCookie(request.headers.get('cookie'), `bk_preview_${id}`);
  if (!token) throw notFound(request);
  const base = `/v2/preview/${id}`;
  const content = await loadContent(request, (path) => path.slice(base.length) || '/', { id, token, base });
  const widget = localePath(content.locale, '/').replace(/\/$/, '');
  // The way out of the preview: the same content on the published site, or its home for a draft.
  const exits = {
    publishedHref: localePath(content.locale, content.view.canonicalPath),
    siteHref: localePath(content.locale, '/'),
  };
  return data(
    { ...content, ...exits, view: rebaseContentLinks(content.view, { site: content.linkBase, widget }) },
    { headers: PRIVATE_PAGE_HEADERS },
  );
}

/** A preview's page: the banner that says it is one, over the same renderer as the site's. */
export default function Preview({ loaderData }: Route.ComponentProps) {
  const { view, linkBase, sitePath, publishedHref, siteHref } = loaderData;
  return (
    <>
      {view.preview ? (
        <PreviewBanner
          title={view.title}
          expiresAt={view.preview.expiresAt}
          draft={view.draft === true}
          publishedHref={publishedHref}
          siteHref={siteHref}
        />
      ) : null}
      <ContentViewPage view={view} path={`${linkBase}${sitePath === '/' ? '' : sitePath}`} />
    </>
  );
}
