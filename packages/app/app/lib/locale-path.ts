import { DEFAULT_LOCALE_ROUTING, type LocaleRouting, localizeLink } from '@booking-kit/core';
import { useLocale } from '@booking-kit/react';
import { useCallback } from 'react';
import { useLocation, useRouteLoaderData } from 'react-router';

/** The app's locale routing (strategy and default locale), as the root loader sends it to the page. */
export function useLocaleRouting(): LocaleRouting {
  const root = useRouteLoaderData<{ localeRouting?: LocaleRouting }>('root');
  return root?.localeRouting ?? DEFAULT_LOCALE_ROUTING;
}

/**
 * Writes a site path in the page's locale by the configured strategy: `/de/widget/...`,
 * `/en/widget/...` or `/widget/...`. For links and navigations a component makes.
 *
 * With `no_prefix`, a page opened with `?lang=` (a host page embedding the widget in its
 * language) passes it on: embedded on another site, the widget's cookie is not stored, so the
 * address is the only place its language can travel.
 */
export function useLocalePath(): (path: string) => string {
  const { locale } = useLocale();
  const routing = useLocaleRouting();
  const { search } = useLocation();
  return useCallback((path: string) => localizeLink(path, locale, routing, search), [locale, routing, search]);
}
