import { switchLocaleHref } from '@booking-kit/core';
import { LanguageSwitcher, type LanguageSwitcherProps } from '@booking-kit/ui';
import { Link, useLocation } from 'react-router';
import { useLocaleRouting } from '../lib/locale-path';

/**
 * The design system's language choice, wired to the app's routing: each link goes to the same
 * page in that locale by the configured strategy (`/fr/...`, or `?lang=fr` with `no_prefix`).
 * Following one is an explicit request: the server remembers it in the locale cookie and answers
 * the page in that language.
 */
export function LanguageChoice({ tone, className }: Pick<LanguageSwitcherProps, 'tone' | 'className'>) {
  const routing = useLocaleRouting();
  const { pathname, search } = useLocation();
  return (
    <LanguageSwitcher
      tone={tone}
      className={className}
      hrefFor={(locale) => switchLocaleHref(pathname, search, locale, routing)}
      // A full load: the whole page (its catalogs, its cookie) changes language at once. So the
      // router need not learn these routes in advance: without `discover="none"` every page
      // asked the server for the manifest of the 11 links' 55 paths (a request of its own, and
      // route matching on the server for each path) right after it hydrated.
      renderLink={({ href }) => <Link to={href} reloadDocument discover="none" />}
    />
  );
}
