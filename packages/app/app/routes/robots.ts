import { robotsTxt } from '@booking-kit/core';

/** `robots.txt` (see core's `robotsTxt`): the API, the previews and a visitor's own pages are not crawled. */
export function loader({ request }: { request: Request }) {
  return new Response(robotsTxt(new URL(request.url).origin), {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
