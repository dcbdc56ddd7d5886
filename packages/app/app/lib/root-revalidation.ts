import type { ShouldRevalidateFunctionArgs } from 'react-router';

/**
 * Query keys only a page's own calendar reads: the month shown, the staff member, the seats, the
 * manage view. The root's data (locale, catalogs, time zone, cookie choice) does not depend on them.
 */
const PAGE_ONLY_QUERY: ReadonlySet<string> = new Set(['month', 'staff', 'seats', 'manage']);

/**
 * The root's data is loaded again only when it may have changed: not when the visitor moves to
 * another month or staff member (the page's own query), which would send the catalogs again,
 * build a new translator and render the whole page anew for each month. Another path, a query key
 * the root reads (`?timeZone=`, `?lang=`, a group's `?service=`), a form's answer or an explicit
 * revalidation (the zone cookie just set) load it as React Router would.
 */
export function rootShouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod !== undefined || currentUrl.pathname !== nextUrl.pathname || currentUrl.href === nextUrl.href) {
    return defaultShouldRevalidate;
  }
  const keys = new Set([...currentUrl.searchParams.keys(), ...nextUrl.searchParams.keys()]);
  const changed = [...keys].filter(
    (key) => currentUrl.searchParams.getAll(key).join('\n') !== nextUrl.searchParams.getAll(key).join('\n'),
  );
  return changed.every((key) => PAGE_ONLY_QUERY.has(key)) ? false : defaultShouldRevalidate;
}
