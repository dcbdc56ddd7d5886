import { PAGE_TITLE_SEPARATOR, pageTitle } from '@booking-kit/core';
import { useRouteLoaderData } from 'react-router';

/** The site's title separator, as the root loader sends it (the spec's '|' where it is not there, e.g. a failed root). */
function separatorOf(root: unknown): string {
  const separator = (root as { titleSeparator?: unknown } | undefined)?.titleSeparator;
  return typeof separator === 'string' && separator !== '' ? separator : PAGE_TITLE_SEPARATOR;
}

/**
 * A route's `<title>` from its parts, most specific first, joined by the site's one separator
 * setting (`TITLE_SEPARATOR`, default '|'), for a `meta` function.
 * @example export const meta = ({ loaderData, matches }) => [{ title: metaTitle(matches, [loaderData.service.name, loaderData.provider.name]) }];
 */
export function metaTitle(matches: MetaMatches, parts: ReadonlyArray<string | null | undefined>): string {
  return pageTitle(parts, metaTitleSeparator(matches));
}

/** The routes a `meta` function is given; the root's data carries the separator. */
type MetaMatches = ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;

/** The site's title separator, for a `meta` function that builds more than the title (see `contentMeta`). */
export function metaTitleSeparator(matches: MetaMatches): string {
  return separatorOf(matches.find((match) => match?.id === 'root')?.loaderData);
}

/** The same title for a `<title>` a component renders itself (error and manage pages). */
export function usePageTitle(parts: ReadonlyArray<string | null | undefined>): string {
  return pageTitle(parts, separatorOf(useRouteLoaderData('root')));
}
