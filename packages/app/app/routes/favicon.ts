/** The spec treats a request for the favicon path as not found. */
export function loader() {
  return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
}
