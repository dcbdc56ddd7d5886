/**
 * A production server's whole life, for a process's main module: read the settings, make the site
 * (open the database before listening, so a database that cannot be used stops start-up with its
 * own message and a non-zero exit), serve, and on SIGINT or SIGTERM stop taking requests, finish
 * those in flight and close the database cleanly.
 */
import type { Server } from 'node:http';
import type { FetchHandler } from '../api/create-booking-api';
import { readServerConfig, type ServerConfig } from './config';
import { createProductionServer, type PageHandler } from './production-server';
import { indexStaticFiles } from './static-assets';

/** What `start` makes: the handlers the server hands requests to, and how to let go of them. */
export interface ProductionSite {
  /** The pages (see `ProductionServerOptions.pages`). */
  pages: PageHandler;
  /** The booking API (see `ProductionServerOptions.api`). */
  api: FetchHandler;
  /**
   * Called once the server has stopped, before the process exits: close the database here, so
   * that the embedded one is flushed and its folder unlocked.
   */
  close?: () => Promise<void>;
}

/** Options of `startProductionServer`. */
export interface StartProductionServerOptions {
  /** The client build's folder: its files are served as static assets (see `indexStaticFiles`). */
  clientDir: string;
  /**
   * Makes the site from the settings: opens and migrates the database, loads the page build.
   * Called before the server listens; an error it throws stops start-up with its message.
   */
  start: (config: ServerConfig) => Promise<ProductionSite>;
  /** Called once the server listens, with the origin it serves on (`http://localhost:3000`): print your own links here. */
  onListening?: (origin: string) => void;
  /** Where the settings are read from. @default process.env */
  env?: NodeJS.ProcessEnv;
}

/** How long requests in flight may take to finish once a stop is asked for, before their connections are cut. */
const STOP_GRACE_MS = 5_000;

/** Prints why the server cannot start and ends the process with a failure status (the error itself with `DEBUG` set). */
function fail(message: string, error?: unknown): never {
  console.error(`\nbooking-kit cannot start: ${message}`);
  if (error && process.env.DEBUG) console.error(error);
  process.exit(1);
}

/** The message of a thrown value, for a person reading the terminal. */
function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Starts the production server (see `createProductionServer`) as a process's main: reads
 * `readServerConfig(env)`, calls `start`, indexes `clientDir`, listens on `config.port` and
 * `config.host`, and prints `booking-kit is serving on http://localhost:<port>`. It owns the
 * process: a fault that escapes a request is logged and the server goes on; a setting, `start` or
 * the port failing prints `booking-kit cannot start: <why>` and exits with status 1; SIGINT and
 * SIGTERM stop it (5 s for requests in flight), call the site's `close`, and exit with 0.
 * @returns the server, once it listens
 * @example
 * await startProductionServer({
 *   clientDir: 'build/client',
 *   async start(config) {
 *     const db = await openDatabase();
 *     await migrate(db);
 *     const api = createBookingApi({ db, trustProxy: 0, corsOrigins: config.corsOrigins });
 *     return { api, pages: renderPage, close: () => db.close() };
 *   },
 * });
 */
export async function startProductionServer(options: StartProductionServerOptions): Promise<Server> {
  // Nothing a request does may end the process: a fault that escaped its handler is logged and
  // the server keeps serving the other visitors.
  process.on('unhandledRejection', (reason) => console.error('booking-kit: unhandled rejection (the server goes on)', reason));
  process.on('uncaughtException', (error) => console.error('booking-kit: uncaught exception (the server goes on)', error));

  let config: ServerConfig;
  try {
    config = readServerConfig(options.env);
  } catch (error) {
    fail(messageOf(error), error);
  }
  let site: ProductionSite;
  try {
    site = await options.start(config);
  } catch (error) {
    fail(messageOf(error), error);
  }

  const staticFiles = await indexStaticFiles(options.clientDir);
  const server = createProductionServer({ config, staticFiles, pages: site.pages, api: site.api });
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EADDRINUSE') fail(`port ${config.port} is in use. Stop the other server or set PORT to another port.`);
    fail(error.message, error);
  });

  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      // Finish what is in flight, then flush and unlock the embedded database.
      server.close();
      server.closeIdleConnections();
      const forced = setTimeout(() => server.closeAllConnections(), STOP_GRACE_MS);
      forced.unref();
      server.once('close', () => {
        (site.close?.() ?? Promise.resolve()).finally(() => process.exit(0));
      });
    });
  }

  await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve));
  // The port actually bound: PORT=0 asks the system for a free one (tests do).
  const address = server.address();
  const origin = `http://localhost:${typeof address === 'object' && address ? address.port : config.port}`;
  console.info(`booking-kit is serving on ${origin}`);
  options.onListening?.(origin);
  return server;
}
