/**
 * `robots.txt`: the site may be crawled, but not the API, the previews or a visitor's own booking
 * pages; the sitemap lists what to index.
 */
export function loader({ request }: { request: Request }) {
  const origin = new URL(request.url).origin;
  const body = [
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
  return new Response(body, {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
