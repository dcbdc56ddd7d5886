/**
 * A business's own site for the embed's benchmark: a static server on `localhost` (another origin
 * than the app's 127.0.0.1) with one article page twice, `/plain` without the widget and
 * `/with-widget` with the script tag and an inline `<booking-kit-widget>` below the fold.
 */
import { createServer } from 'node:http';

/** Enough text that the widget after it is below the fold on a phone. */
const ARTICLE = Array.from(
  { length: 12 },
  (_, index) =>
    `<p>Paragraph ${index + 1}. Our studio on the harbour offers massage, yoga and physiotherapy six days a week. ` +
    'Every treatment starts with a short talk about what you need, and ends with advice you can take home. ' +
    'Book online at any time: you choose the day, the time and who treats you.</p>',
).join('\n');

/** The article page, with the widget's markup when `widget` is given. */
function page(widget) {
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="description" content="Massage, yoga and physiotherapy at the harbour studio.">
  <title>Harbor Studio — book a massage</title>
  <style>body { font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 42rem; padding: 1rem; color: #1f2937; }</style>
  ${widget ? widget.script : ''}
</head>
<body>
  <main>
    <h1>Massage at the harbour</h1>
    ${ARTICLE}
    ${widget ? widget.element : ''}
  </main>
</body>
</html>`;
}

/**
 * Starts the site for the app at `app` (its origin); resolves with its origin and `close`.
 * @example const site = await startEmbedHostPages('http://127.0.0.1:3000'); // site.origin + '/with-widget'
 */
export async function startEmbedHostPages(app) {
  const pages = {
    '/plain': page(null),
    '/with-widget': page({
      script: `<script src="${app}/embed/booking-kit.js" defer></script>`,
      element: `<booking-kit-widget origin="${app}" provider="anna-de-vries" service="massage-60" lang="en"></booking-kit-widget>`,
    }),
  };
  const server = createServer((request, response) => {
    const html = pages[new URL(request.url ?? '/', 'http://localhost').pathname];
    if (!html) return void response.writeHead(request.url === '/favicon.ico' ? 204 : 404).end();
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
    response.end(html);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://localhost:${server.address().port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
