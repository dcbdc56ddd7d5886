/**
 * Starts the production server: checks the build, opens the database before listening (so a
 * database that cannot be used stops start-up with its own message and a non-zero exit), then
 * serves until SIGINT or SIGTERM, when it stops taking requests and closes the database cleanly.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { readServerConfig } from './config.ts';
import { createProductionServer } from './production-server.ts';
import { indexStaticFiles } from './static-assets.ts';

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverBuildFile = path.join(appDir, 'build', 'server', 'index.js');
const clientDir = path.join(appDir, 'build', 'client');

/** What the app's entry module adds for the server (see `app/entry.server.tsx`). */
interface AppEntry {
  startBookingApi: (options: { corsOrigins: readonly string[] }) => Promise<{
    handler: (request: Request, info: { clientId?: string | undefined }) => Promise<Response>;
    close: () => Promise<void>;
  }>;
}

/** Prints why the server cannot start and ends the process with a failure status. */
function fail(message: string, error?: unknown): never {
  console.error(`\nbooking-kit cannot start: ${message}`);
  if (error && process.env.DEBUG) console.error(error);
  process.exit(1);
}

// Nothing a request does may end the process: a fault that escaped its handler is logged and
// the server keeps serving the other visitors.
process.on('unhandledRejection', (reason) => console.error('booking-kit: unhandled rejection (the server goes on)', reason));
process.on('uncaughtException', (error) => console.error('booking-kit: uncaught exception (the server goes on)', error));

let config: ReturnType<typeof readServerConfig>;
try {
  config = readServerConfig();
} catch (error) {
  fail(error instanceof Error ? error.message : String(error), error);
}
// The page renderer reads the validated embedders from here (see app/entry.server.tsx).
process.env.BOOKING_KIT_FRAME_ANCESTORS = config.frameAncestors;

if (!existsSync(serverBuildFile))
  fail(
    `no build in ${path.relative(process.cwd(), path.dirname(serverBuildFile))}. Run \`npm run build\` (or \`npm start\`, which builds first).`,
  );
const build = (await import(pathToFileURL(serverBuildFile).href)) as ServerBuild;
const entry = build.entry.module as unknown as AppEntry;

let api: Awaited<ReturnType<AppEntry['startBookingApi']>>;
try {
  // Started here, first, so these options are the ones the process's one API is made with.
  api = await entry.startBookingApi({ corsOrigins: config.corsOrigins });
} catch (error) {
  fail(error instanceof Error ? error.message : String(error), error);
}

const staticFiles = await indexStaticFiles(clientDir);
const server = createProductionServer({ config, build, staticFiles, apiHandler: api.handler });

server.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EADDRINUSE') fail(`port ${config.port} is in use. Stop the other server or set PORT to another port.`);
  fail(error.message, error);
});

server.listen(config.port, config.host, () => {
  // The port actually bound: PORT=0 asks the system for a free one (tests do).
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.info(`booking-kit is serving on http://localhost:${port}`);
  console.info(`  book:  http://localhost:${port}/widget/appointment/anna-de-vries/intro-call`);
  console.info(`  API:   http://localhost:${port}/api/v1/openapi.json`);
});

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    // Finish what is in flight, then flush and unlock the embedded database.
    server.close();
    server.closeIdleConnections();
    const forced = setTimeout(() => {
      server.closeAllConnections();
    }, 5_000);
    forced.unref();
    server.once('close', () => {
      api.close().finally(() => process.exit(0));
    });
  });
}
