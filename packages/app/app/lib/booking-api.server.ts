import { type BookingApiClient, createBookingApiClient } from '@booking-kit/core';
import { createBookingApi, loadDemoBusiness, migrate, openDatabase, serverSlotsCacheMs } from '@booking-kit/server';

/** The booking API's Fetch handler, as `/api/v1/*` serves it. */
export type ApiHandler = (request: Request) => Promise<Response>;

let handlerPromise: Promise<ApiHandler> | undefined;

async function start(): Promise<ApiHandler> {
  const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR ?? '.data' });
  await migrate(db);
  // The demo business is loaded once, into an empty database; an imported business is left as it is.
  await loadDemoBusiness(db);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      // Close the database cleanly so the embedded one is flushed before the process ends.
      db.close().finally(() => process.exit(0));
    });
  }
  return createBookingApi({ db, slotsCacheMs: serverSlotsCacheMs() });
}

/** The one booking API of this process: opened, migrated and seeded on first use. */
export function bookingApiHandler(): Promise<ApiHandler> {
  handlerPromise ??= start().catch((error) => {
    handlerPromise = undefined;
    throw error;
  });
  return handlerPromise;
}

/**
 * The typed API client for loaders and actions. It calls the API in-process (no network hop)
 * through the same client code the browser would use, against the request's own origin.
 */
export function apiClient(request: Request, locale?: string): BookingApiClient {
  return createBookingApiClient({
    baseUrl: new URL(request.url).origin,
    fetch: async (apiRequest) => (await bookingApiHandler())(apiRequest),
    headers: locale ? { 'accept-language': locale } : {},
  });
}
