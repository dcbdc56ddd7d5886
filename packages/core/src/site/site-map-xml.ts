import {
  LOCALE_DEFINITIONS,
  type LocaleDefinition,
  type LocaleRouting,
  localeAlternates,
  localizePath,
} from '../i18n/locale-routing';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locales';
import type { SiteMap } from '../schemas/content-view';

/** `&`, `<`, `>`, quotes: written as XML entities. */
const xml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[character]};`);

/** Options of {@link siteMapXml}. */
export interface SiteMapXmlOptions {
  /** The origin the sitemap was asked on: every address is absolute. */
  origin: string;
  /** How the site routes locales (each entry's alternates follow it; none with `no_prefix`). */
  routing: LocaleRouting;
  /** The locale of each entry's `<loc>`. @default DEFAULT_LOCALE */
  locale?: Locale;
  /** The locales named as alternates. @default LOCALE_DEFINITIONS */
  locales?: ReadonlyArray<LocaleDefinition>;
}

/**
 * A site's `sitemap.xml` from the API's site map: every published address, with the same page in
 * every locale as `xhtml:link` alternates and its last change where known.
 * @example siteMapXml({ entries: [{ path: '/about' }] }, { origin: 'https://harbor.example', routing: DEFAULT_LOCALE_ROUTING })
 */
export function siteMapXml(
  siteMap: SiteMap,
  { origin, routing, locale = DEFAULT_LOCALE, locales = LOCALE_DEFINITIONS }: SiteMapXmlOptions,
): string {
  const urls = siteMap.entries.map(({ path, lastModified }) =>
    [
      '  <url>',
      `    <loc>${xml(`${origin}${localizePath(path, locale, routing)}`)}</loc>`,
      ...(lastModified ? [`    <lastmod>${lastModified}</lastmod>`] : []),
      ...localeAlternates(path, locales, routing).map(
        ({ hreflang, path: localized }) =>
          `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${xml(`${origin}${localized}`)}"/>`,
      ),
      '  </url>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
