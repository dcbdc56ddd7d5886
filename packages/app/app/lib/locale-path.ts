import { DEFAULT_LOCALE_ROUTING, type LocaleRouting, localizePath } from '@booking-kit/core';
import { useLocale } from '@booking-kit/react';
import { useCallback } from 'react';
import { useRouteLoaderData } from 'react-router';

/** The app's locale routing (strategy and default locale), as the root loader sends it to the page. */
export function useLocaleRouting(): LocaleRouting {
  const root = useRouteLoaderData<{ localeRouting?: LocaleRouting }>('root');
  return root?.localeRouting ?? DEFAULT_LOCALE_ROUTING;
}

/**
 * Writes a site path in the page's locale by the configured strategy: `/de/widget/...`,
 * `/en/widget/...` or `/widget/...`. For links and navigations a component makes.
 */
export function useLocalePath(): (path: string) => string {
  const { locale } = useLocale();
  const routing = useLocaleRouting();
  return useCallback((path: string) => localizePath(path, locale, routing), [locale, routing]);
}
