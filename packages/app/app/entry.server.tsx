/**
 * Renders every page on the server. On top of React Router's default Node entry it gives each
 * response the fresh CSP nonce the production server made for it (`PageContext.nonce`): React
 * Router puts it on its inline scripts (`<ServerRouter nonce>`), React on the bootstrap
 * (`renderToPipeableStream({ nonce })`), and the page's CSP allows only it.
 */
import { randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { pageContentSecurityPolicy } from '@booking-kit/core';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import type { EntryContext, RouterContextProvider } from 'react-router';
import { ServerRouter } from 'react-router';
import { lowPriorityModulePreloads } from './lib/low-priority-module-preloads';
import { cspNonceContext } from './lib/request-context';

export { startBookingApi } from './lib/booking-api.server';
export { clientAddressContext, cspNonceContext } from './lib/request-context';

/** How long a streamed page may wait for its deferred data. */
export const streamTimeout = 5_000;

/** `FRAME_ANCESTORS`, as the production server validated it (it passes it on in the environment). */
function frameAncestors(): string {
  return process.env.BOOKING_KIT_FRAME_ANCESTORS ?? "'self'";
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const nonce = loadContext.get(cspNonceContext) || randomBytes(16).toString('base64');
  responseHeaders.set('Content-Security-Policy', pageContentSecurityPolicy(nonce, frameAncestors()));
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
      nonce,
      // The whole page at once and in order, for people and crawlers alike. The loaders have run
      // before the render, so it waits only for a lazily loaded part's code the first time this
      // process renders it. Otherwise React writes the content of a `<Suspense>` (the page's own, see
      // `PageFrame`) after the rest, hidden, with an inline script that moves it in place: no content
      // without JavaScript, and a script on the content site's pages, which have none. A page sent at
      // its shell does so for every part not ready yet; a large part (over `progressiveChunkSize`,
      // 12,800 bytes by default) is written so even when it is ready.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        shellRendered = true;
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            callback();
          },
        });
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
        pipe(lowPriorityModulePreloads(nonce)).pipe(body);
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors in the shell reject above and are logged by React Router; these came later.
        if (shellRendered) console.error(error);
      },
    });
  });
}
