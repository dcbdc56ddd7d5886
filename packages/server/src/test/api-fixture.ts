import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { type BookingApiOptions, createBookingApi, type FetchHandler } from '../api/create-booking-api';
import type { Database } from '../db/database';
import { CONTACT, DEMO_BOOKING, NOW } from './demo-database';
import { openDemoDatabase, type TestDatabase } from './test-database';

// The API tests' clock and preview token, where they import the fixture from.
export { NOW, TEST_PREVIEW_TOKEN } from './demo-database';

/** A JSON answer body, inspected freely by the tests. */
// biome-ignore lint/suspicious/noExplicitAny: tests read answer bodies by path and check them with assertions and schemas.
export type Json = any;

/** A parsed API answer. */
export interface ApiAnswer<T = Json> {
  status: number;
  headers: Headers;
  body: T;
}

/** A migrated test database with the demo business, and the API on top of it. */
export interface ApiFixture {
  db: Database;
  testDatabase: TestDatabase;
  api: FetchHandler;
  /** Server faults the API logged; tests expect none. */
  loggedErrors: unknown[];
  /** Sends a request to `/api/v1…` through the real handler and parses the JSON answer. */
  call<T = Json>(path: string, init?: RequestInit): Promise<ApiAnswer<T>>;
  /** POSTs a JSON body. */
  post<T = Json>(path: string, body: unknown, headers?: Record<string, string>): Promise<ApiAnswer<T>>;
  dispose(): Promise<void>;
}

/**
 * Opens a fixture: fresh database, migrations, demo business (its preview's token
 * `TEST_PREVIEW_TOKEN`), API with the frozen clock.
 * @param options more options of `createBookingApi` (another clock, hold length, admin key, rate limit: off by default)
 */
export async function openApiFixture(options: Partial<Omit<BookingApiOptions, 'db'>> = {}): Promise<ApiFixture> {
  const testDatabase = await openDemoDatabase();
  const { db } = testDatabase;
  const loggedErrors: unknown[] = [];
  const api = createBookingApi({
    db,
    now: () => NOW,
    logger: { error: (_message, ...details) => loggedErrors.push(details) },
    // Every test request comes from one unknown client on a frozen clock: only the tests of the
    // rate limit itself turn it on.
    rateLimit: false,
    ...options,
  });
  const call = async (path: string, init?: RequestInit) => {
    const response = await api(new Request(`http://localhost/api/v1${path}`, init));
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined };
  };
  return {
    db,
    testDatabase,
    api,
    loggedErrors,
    call,
    post: (path, body, headers = {}) =>
      call(path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) }),
    dispose: () => testDatabase.dispose(),
  };
}

/** How `useApiFixture` opens and closes its fixture. */
export interface UseApiFixtureHooks {
  /** Runs once the fixture is open, before the tests (import another business, make the bookings the tests read). */
  setup?: (fixture: ApiFixture) => Promise<void>;
  /** A fresh fixture for each test instead of one for the file or `describe`. */
  perTest?: boolean;
  /** The tests provoke server faults on purpose and check `loggedErrors` themselves. */
  faultsExpected?: boolean;
}

/**
 * The API fixture of the enclosing file or `describe`: opened before its tests, and disposed of
 * after them once it is checked that the API logged no server fault. Every API test starts so.
 * @param options as `openApiFixture` (a clock that tests move is a closure: `{ now: () => clock }`)
 * @returns a handle on the fixture that is open while the tests run
 * @example const fixture = useApiFixture({ adminApiKey: ADMIN_KEY });
 */
export function useApiFixture(options: Partial<Omit<BookingApiOptions, 'db'>> = {}, hooks: UseApiFixtureHooks = {}): ApiFixture {
  let open: ApiFixture | undefined;
  const current = (): ApiFixture => {
    if (!open) throw new Error('The API fixture is open only while its tests run.');
    return open;
  };
  (hooks.perTest ? beforeEach : beforeAll)(async () => {
    open = await openApiFixture(options);
    await hooks.setup?.(open);
  });
  (hooks.perTest ? afterEach : afterAll)(async () => {
    const closing = open;
    open = undefined;
    if (!closing) return;
    try {
      if (!hooks.faultsExpected) expect(closing.loggedErrors).toEqual([]);
    } finally {
      await closing.dispose();
    }
  });
  return {
    get db() {
      return current().db;
    },
    get testDatabase() {
      return current().testDatabase;
    },
    get api() {
      return current().api;
    },
    get loggedErrors() {
      return current().loggedErrors;
    },
    call<T = Json>(path: string, init?: RequestInit) {
      return current().call<T>(path, init);
    },
    post<T = Json>(path: string, body: unknown, headers?: Record<string, string>) {
      return current().post<T>(path, body, headers);
    },
    dispose: () => current().dispose(),
  };
}

/**
 * A valid booking request body for the demo business. Its contact also has what some demo
 * services require (consultation-30 a location, yoga-class consent); services that do not ask
 * for them ignore them.
 */
export function bookingBody(overrides: Record<string, unknown> = {}) {
  return {
    ...DEMO_BOOKING,
    // A copy per body: a test may change its own body's contact.
    contact: { ...CONTACT },
    ...overrides,
  };
}
