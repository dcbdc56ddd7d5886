import { contentMeta, rebaseContentLinks } from '@booking-kit/core';
import { ContentViewPage } from '../components/content/content-view-page';
import { loadContent } from '../lib/content.server';
import { metaTitleSeparator } from '../lib/page-title';
import { STATIC_PAGE } from '../lib/static-page';
import type { Route } from './+types/content';

/** Title, description, canonical address, hreflang alternates and Open Graph (see `contentMeta`). */
export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? contentMeta(loaderData, { preview: false, titleSeparator: metaTitleSeparator(matches) }) : [];

/** Plain HTML: nothing on a content page needs a script. */
export const handle = STATIC_PAGE;

/**
 * Every content route of the spec (`/`, `/{path}`, `/{path}/b/{slug}/`, `/c/{category}/`,
 * `/post/{slug}/`, `/product/{id}/`, `/collections/{slug}`...), with an optional locale prefix:
 * the published content at the path, from the API, in the page's language. Any other path, and
 * a path that names nothing published, is the 404 page.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const content = await loadContent(request, (path) => path);
  const base = content.linkBase;
  return { ...content, view: rebaseContentLinks(content.view, { site: base, widget: base }) };
}

/** One page of the business's site: one renderer for every kind of content. */
export default function Content({ loaderData }: Route.ComponentProps) {
  const { view, linkBase, sitePath } = loaderData;
  return <ContentViewPage view={view} path={`${linkBase}${sitePath === '/' && linkBase ? '' : sitePath}` || '/'} />;
}
