/**
 * The reference app's production server: `@booking-kit/server`'s host (static assets, the
 * booking API, security headers, compression, limits, start-up and stop) with the app's pages
 * rendered by React Router from the server build: the one place where the host meets React Router.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type FetchHandler, startProductionServer } from '@booking-kit/server';
import { createRequestHandler, type RouterContext, RouterContextProvider, type ServerBuild } from 'react-router';

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverBuildFile = path.join(appDir, 'build', 'server', 'index.js');

/**
 * What the app's entry module adds for the server (see `app/entry.server.tsx`): the booking API,
 * and the build's own context keys (set here, read by its loaders and page renderer).
 */
interface AppEntry {
  startBookingApi: (options: {
    corsOrigins: readonly string[];
  }) => Promise<{ handler: FetchHandler; close: () => Promise<void> }>;
  clientAddressContext: RouterContext<string | undefined>;
  cspNonceContext: RouterContext<string>;
}

await startProductionServer({
  clientDir: path.join(appDir, 'build', 'client'),
  async start(config) {
    // The page renderer reads the validated embedders from here (see app/entry.server.tsx).
    process.env.BOOKING_KIT_FRAME_ANCESTORS = config.frameAncestors;
    if (!existsSync(serverBuildFile)) {
      throw new Error(
        `no build in ${path.relative(process.cwd(), path.dirname(serverBuildFile))}. Run \`npm run build\` (or \`npm start\`, which builds first).`,
      );
    }
    const build = (await import(pathToFileURL(serverBuildFile).href)) as ServerBuild;
    const entry = build.entry.module as unknown as AppEntry;
    // Started here, first, so these options are the ones the process's one API is made with
    // (the loaders' calls only wait for it); it opens the database before the server listens.
    const api = await entry.startBookingApi({ corsOrigins: config.corsOrigins });
    const handleRequest = createRequestHandler(build, process.env.NODE_ENV ?? 'production');
    return {
      api: api.handler,
      pages(request, { clientAddress, nonce }) {
        // The loaders and the page renderer read these through React Router's context.
        const context = new RouterContextProvider();
        context.set(entry.clientAddressContext, clientAddress);
        context.set(entry.cspNonceContext, nonce);
        return handleRequest(request, context);
      },
      close: api.close,
    };
  },
  onListening(origin) {
    console.info(`  book:  ${origin}/widget/appointment/anna-de-vries/intro-call`);
    console.info(`  API:   ${origin}/api/v1/openapi.json`);
  },
});
