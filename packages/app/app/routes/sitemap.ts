import { DEFAULT_LOCALE, siteMapXml } from '@booking-kit/core';
import { apiClient } from '../lib/booking-api.server';
import { LOCALE_ROUTING } from '../lib/locale-routing.server';

/**
 * `sitemap.xml`: every published address of the site (from the API), each with the same page in
 * every locale as `xhtml:link` alternates and its last change where known (see core's `siteMapXml`).
 */
export async function loader({ request }: { request: Request }) {
  const siteMap = await apiClient(request, { locale: DEFAULT_LOCALE }).getSiteMap();
  return new Response(siteMapXml(siteMap, { origin: new URL(request.url).origin, routing: LOCALE_ROUTING }), {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=300' },
  });
}
