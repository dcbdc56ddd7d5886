import { DEFAULT_LOCALE, LOCALE_DEFINITIONS, localeAlternates } from '@booking-kit/core';
import { apiClient } from '../lib/booking-api.server';
import { localePath } from '../lib/locale.server';
import { LOCALE_ROUTING } from '../lib/locale-routing.server';

/** `&`, `<`, `>`, quotes: written as XML entities. */
const xml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[character]};`);

/**
 * `sitemap.xml`: every published address of the site (from the API), each with the same page in
 * every locale as `xhtml:link` alternates and its last change where known.
 */
export async function loader({ request }: { request: Request }) {
  const origin = new URL(request.url).origin;
  const { entries } = await apiClient(request, { locale: DEFAULT_LOCALE }).getSiteMap();
  const urls = entries.map(({ path, lastModified }) => {
    const alternates = localeAlternates(path, LOCALE_DEFINITIONS, LOCALE_ROUTING).map(
      ({ hreflang, path: localized }) =>
        `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${xml(`${origin}${localized}`)}"/>`,
    );
    return [
      '  <url>',
      `    <loc>${xml(`${origin}${localePath(DEFAULT_LOCALE, path)}`)}</loc>`,
      ...(lastModified ? [`    <lastmod>${lastModified}</lastmod>`] : []),
      ...alternates,
      '  </url>',
    ].join('\n');
  });
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
  return new Response(body, {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=300' },
  });
}
