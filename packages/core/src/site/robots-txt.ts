/**
 * A site's `robots.txt`: the site may be crawled, but not the API, the previews or a visitor's own
 * pages (a booking, a cancel page, a one-time link); the sitemap at `{origin}/sitemap.xml` lists
 * what to index.
 * @example robotsTxt('https://harbor.example').endsWith('Sitemap: https://harbor.example/sitemap.xml\n') // true
 */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /v2/preview/',
    'Disallow: /widget/booking',
    'Disallow: /widget/cancel-booking',
    'Disallow: /widget/otl',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
