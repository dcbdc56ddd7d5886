import { useMatches } from 'react-router';

/**
 * A route's `handle` that makes its pages plain HTML: no script is sent, nothing hydrates. For
 * the content site, whose pages have nothing interactive: links are plain addresses, and the
 * language links reload the page. Such a page sets no optional cookie, so it shows no banner.
 * @example export const handle = STATIC_PAGE;
 */
export const STATIC_PAGE = { hydrate: false } as const;

/**
 * Whether the page being rendered is a static one: a route with {@link STATIC_PAGE} that answered
 * (an error page, e.g. its 404, stays a normal page).
 */
export function useIsStaticPage(): boolean {
  return useMatches().some(
    (match) => (match.handle as { hydrate?: boolean } | undefined)?.hydrate === false && match.loaderData !== undefined,
  );
}
