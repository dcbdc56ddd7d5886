import { type BookingApiClient, createBookingApiClient, type Locale, localizePath, withLocaleQuery } from '@booking-kit/core';
import { renderBookingMessage } from '@booking-kit/emails';
import {
  combineNotifiers,
  createBookingApi,
  createBookingNotifier,
  createWebhookNotifier,
  loadDemoBusiness,
  mailSettingsFromEnv,
  migrate,
  openDatabase,
  serverSlotsCacheMs,
  startOutboxWorker,
  startWebhookWorker,
} from '@booking-kit/server';
import { LOCALE_ROUTING } from './locale-routing.server';

/** The booking API's Fetch handler, as `/api/v1/*` serves it, with the client's address. */
export type ApiHandler = (request: Request, info?: { clientId?: string | undefined }) => Promise<Response>;

/** The running booking API of this process and how to stop it. */
export interface RunningBookingApi {
  handler: ApiHandler;
  /** Stops sending email and closes the database (the embedded one is flushed and its lock released). */
  close: () => Promise<void>;
}

/**
 * The site's own address, for the links in emails: `PUBLIC_URL` (`https://book.example.com`), or
 * this machine's server (`http://localhost:` and `PORT`, 3000 by default).
 */
function publicUrl(): string {
  const configured = process.env.PUBLIC_URL?.trim();
  return (configured || `http://localhost:${process.env.PORT?.trim() || '3000'}`).replace(/\/+$/, '');
}

/**
 * The page an email's manage link opens: the booking's confirmation page in the booking's
 * language (by the app's locale routing; with `no_prefix`, `?lang=`), with the token, which that
 * page moves into a cookie and out of the address.
 */
function manageUrl(id: string, token: string, locale: Locale): string {
  const path = localizePath(`/widget/booking/${id}`, locale, LOCALE_ROUTING);
  const url = new URL(LOCALE_ROUTING.strategy === 'no_prefix' ? withLocaleQuery(path, locale) : path, publicUrl());
  url.searchParams.set('token', token);
  return url.href;
}

/** What the production server configures the booking API with (`readServerConfig` of `@booking-kit/server`). */
export interface BookingApiStartOptions {
  /** The origins whose pages may call `/api/v1` from the browser (`CORS_ORIGINS`, parsed). @default [] */
  corsOrigins?: readonly string[];
}

let started: Promise<RunningBookingApi> | undefined;

async function start(options: BookingApiStartOptions): Promise<RunningBookingApi> {
  const db = await openDatabase({
    databaseUrl: process.env.DATABASE_URL,
    dataDir: process.env.DATA_DIR ?? '.data',
    // On PostgreSQL: an idle pooled connection, or the one that listens for other processes'
    // changes, was dropped (a restart, a network cut). Both are opened again; while the listening
    // one is down the caches are off (see /api/v1/health's `slotsCache`).
    onIdleError: (error) => console.warn(`booking-kit: a database connection dropped and is opened again: ${error.message}`),
  });
  try {
    await migrate(db);
    // The business is loaded once, into an empty database; an imported business is left as it is.
    // BUSINESS_FILE names the business's own document; without it, the demo business.
    const file = process.env.BUSINESS_FILE?.trim();
    await loadDemoBusiness(db, file ? { file } : {});
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
  // Every booking change writes its emails to the outbox in its own transaction; this process's
  // worker sends them (through SMTP_URL, or as files under DATA_DIR/mail), beside any other
  // process's on the same database.
  const mail = mailSettingsFromEnv(process.env);
  console.info(`booking-kit: emails go to ${mail.description}`);
  const worker = startOutboxWorker({ db, render: renderBookingMessage, transport: mail.transport, from: mail.from });
  // Webhook events go the same way: written with the change, delivered by this process's worker.
  const webhooks = startWebhookWorker({ db });
  return {
    // The production server resolves the client's address (TRUST_PROXY included) and passes it as
    // the client id: the API must not read X-Forwarded-For a second time.
    handler: createBookingApi({
      db,
      slotsCacheMs: serverSlotsCacheMs(),
      trustProxy: 0,
      corsOrigins: options.corsOrigins ?? [],
      notifier: combineNotifiers(
        createBookingNotifier({ manageUrl, onWritten: () => worker.wake() }),
        createWebhookNotifier({ onWritten: () => webhooks.wake() }),
      ),
    }),
    close: async () => {
      await Promise.all([worker.stop(), webhooks.stop()]);
      mail.transport.close();
      await db.close();
    },
  };
}

/**
 * Opens, migrates and seeds the database, once per process. The production server calls it
 * before it listens, so that a database that cannot be opened (in use by another process,
 * corrupt, unreachable) stops start-up with its message instead of failing every request.
 * The first call's options make the API: the server's, since it calls first; later calls (the
 * loaders') only wait for it.
 */
export function startBookingApi(options: BookingApiStartOptions = {}): Promise<RunningBookingApi> {
  started ??= start(options).catch((error) => {
    started = undefined;
    throw error;
  });
  return started;
}

/** The one booking API of this process. */
export async function bookingApiHandler(): Promise<ApiHandler> {
  return (await startBookingApi()).handler;
}

/** Who is asking, for the API's write rate limit. */
export interface ApiClientOptions {
  /** The `Accept-Language` the API answers messages in. */
  locale?: string | undefined;
  /** The client's address (see `clientAddressContext`). */
  clientAddress?: string | undefined;
}

/**
 * The typed API client for loaders and actions. It calls the API in-process (no network hop)
 * through the same client code the browser would use, against the request's own origin, on
 * behalf of the visitor's address.
 */
export function apiClient(request: Request, options: ApiClientOptions = {}): BookingApiClient {
  return createBookingApiClient({
    baseUrl: new URL(request.url).origin,
    fetch: async (apiRequest) => (await bookingApiHandler())(apiRequest, { clientId: options.clientAddress }),
    headers: options.locale ? { 'accept-language': options.locale } : {},
  });
}
