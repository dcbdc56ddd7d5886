import { DEFAULT_LOCALE, isLocale, type Locale } from '@booking-kit/core';

/**
 * Locale prefixes follow the `prefix_except_default` strategy: `/de/widget/...` for German,
 * `/widget/...` for the default locale.
 */
export function localePath(locale: Locale, path: string): string {
  const bare = stripLocale(path);
  return locale === DEFAULT_LOCALE ? bare : `/${locale}${bare === '/' ? '' : bare}`;
}

/** A path without its locale prefix. */
export function stripLocale(path: string): string {
  const [, first, ...rest] = path.split('/');
  if (first && isLocale(first)) return `/${rest.join('/')}`;
  return path;
}

/** The locale a path's prefix names, if any. */
export function pathLocale(path: string): Locale | undefined {
  const first = path.split('/')[1];
  return first && isLocale(first) ? first : undefined;
}
