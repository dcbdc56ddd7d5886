import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { BOOKING_KIT_EVENTS } from '../packages/embed/src/events';

/** Records every event the package names, of every widget on the page, in `window.bookingKitEvents`, in order. */
const RECORDER = `
window.bookingKitEvents = [];
for (const name of ${JSON.stringify(BOOKING_KIT_EVENTS)}) {
  window.BookingKit.on(name, (payload) => window.bookingKitEvents.push({ name, payload }));
}
`;

/**
 * A host page's own styles at their most hostile: every property reset, every button of its own
 * hidden, every frame squashed, and a font of its own for its text.
 */
const HOSTILE_CSS = '* { all: revert; } button { display: none; } iframe { height: 10px; } main { font-family: Georgia, serif; }';

/** The nonce a page's scripts carry under its strict policy: `NONCE` in a page, a fresh one per answer. */
const NONCE = '{{nonce}}';

/** A host site's page around a widget: its own heading and text, the loader and the event recorder (with the page's nonce). */
function page(app: string, title: string, body: string, hostile = false): string {
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${title}</title>
  ${hostile ? '<link rel="stylesheet" href="/hostile.css">' : ''}
  <script src="${app}/embed/booking-kit.js" nonce="${NONCE}" defer></script>
  <script src="/record.js" nonce="${NONCE}" defer></script>
</head>
<body>
  <main>
    <h1>${title}</h1>
    <p>Our studio is open Monday to Saturday.</p>
    ${body}
  </main>
</body>
</html>`;
}

/** The widget's attributes on every host page: the app, the booking, the visitor's known details. */
const widgetAttributes = (app: string) =>
  `origin="${app}" provider="anna-de-vries" service="massage-60" lang="en" name="Ada Lovelace" email="ada@example.com" phone="+44 20 7946 0000"`;

/**
 * A static website that is not the booking app: served from `localhost` while the app is on
 * `127.0.0.1` (another origin, as a business's own site is), under a strict Content-Security-Policy
 * that allows styles from itself only, and scripts and frames from itself and the app (whose
 * `/embed/booking-kit.js` is the one script tag). Pages: `/inline`,
 * `/popup` (a button with `data-booking-kit-popup`), `/floating` (dark, in a light brand colour, with
 * a hostile stylesheet). With the Booker in the widget's shadow root (`render="shadow"`, no frame),
 * under a stricter policy still (scripts by nonce only, the API the only other origin it may call;
 * the app's `CORS_ORIGINS` must list the host, so these run on a port chosen first, `port`):
 * `/shadow` (with the hostile stylesheet, a button of the host's own and a brand colour) and
 * `/shadow-popup`.
 */
export async function startEmbedHost(app: string, port = 0): Promise<{ origin: string; close(): Promise<void> }> {
  const pages: Record<string, string> = {
    '/inline': page(
      app,
      'Massage at the studio',
      `<booking-kit-widget id="booker" metadata='{"crm_id":"C-1042"}' ${widgetAttributes(app)}></booking-kit-widget>`,
    ),
    '/popup': page(
      app,
      'Book a massage',
      `<button type="button" data-booking-kit-popup="booker">Book a massage</button>
       <booking-kit-widget id="booker" mode="popup" ${widgetAttributes(app)}></booking-kit-widget>`,
    ),
    '/floating': page(
      app,
      'Massage at the studio',
      `<booking-kit-widget mode="floating" theme="dark" brand-color="#5eead4" ${widgetAttributes(app)}></booking-kit-widget>`,
      true,
    ),
    '/shadow': page(
      app,
      'Massage at the studio',
      `<button type="button">Call the studio</button>
       <booking-kit-widget render="shadow" brand-color="#0f766e" metadata='{"crm_id":"C-2048"}' ${widgetAttributes(app)}></booking-kit-widget>`,
      true,
    ),
    '/shadow-popup': page(
      app,
      'Book a massage',
      `<button type="button" data-booking-kit-popup="booker">Book a massage</button>
       <booking-kit-widget id="booker" render="shadow" mode="popup" ${widgetAttributes(app)}></booking-kit-widget>`,
    ),
  };
  /** The shadow-root pages' policy: no frame, scripts by this answer's nonce only, the API the one other origin. */
  const shadowPolicy = (nonce: string) =>
    `default-src 'self'; script-src 'nonce-${nonce}'; style-src 'self'; frame-src 'none'; connect-src ${app}`;
  const framePolicy = (nonce: string) =>
    `default-src 'self'; script-src 'self' 'nonce-${nonce}' ${app}; style-src 'self'; frame-src ${app}; connect-src 'self'`;
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const nonce = randomBytes(16).toString('base64');
    const send = (type: string, body: string | Buffer) => {
      response.writeHead(200, {
        'content-type': type,
        'content-security-policy': path.startsWith('/shadow') ? shadowPolicy(nonce) : framePolicy(nonce),
      });
      response.end(body);
    };
    // No icon of its own: the browser's request for one is answered with nothing.
    if (path === '/favicon.ico') return void response.writeHead(204).end();
    if (path === '/record.js') return send('text/javascript', RECORDER);
    if (path === '/hostile.css') return send('text/css', HOSTILE_CSS);
    const html = pages[path];
    if (html) return send('text/html; charset=utf-8', html.replaceAll(NONCE, nonce));
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const listening = (server.address() as AddressInfo).port;
  return {
    origin: `http://localhost:${listening}`,
    // The browser keeps its connections open: they are closed with the server, not waited for.
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
