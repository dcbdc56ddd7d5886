import { loadDemoBusiness } from '../business/load-demo-business';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';

/** The frozen clock of the API tests: Monday 2 March 2026, 09:00 in Amsterdam. */
export const NOW = new Date('2026-03-02T08:00:00Z');

/** The token of the demo's preview (`preview-spring`) in the API tests, given as `PREVIEW_TOKEN` would be. */
export const TEST_PREVIEW_TOKEN = 'test-preview-token-0123456789abcdef';

/**
 * Brings a fresh database to what every API test starts from: the migrations, then the demo
 * business with a known preview token issued at the frozen clock (nothing printed). The same
 * every time, so the test projects' global setups do it once and copy the result (see
 * `openDemoDatabase`).
 */
export async function migrateWithDemo(db: Database): Promise<void> {
  await migrate(db);
  await loadDemoBusiness(db, { previewToken: TEST_PREVIEW_TOKEN, now: NOW, logger: { info: () => undefined } });
}

/**
 * A visitor's details every demo service accepts: the massage's and the consultation's required
 * phone and location, the yoga class's consent (a service that does not ask for a field drops it).
 * The API tests' request bodies and the domain tests' inputs both use it.
 */
export const CONTACT = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '+31 6 1234 5678',
  location: 'Keizersgracht 12, Amsterdam',
  consent: true,
};

/**
 * The booking the tests make unless they say otherwise: an intro call with Anna on Tuesday
 * 3 March 2026, 09:00 in Amsterdam, in English (without the visitor's `CONTACT`). The API tests'
 * request body and the domain tests' input both start from it.
 */
export const DEMO_BOOKING = {
  service: 'intro-call',
  staff: 'anna-de-vries',
  start: '2026-03-03T08:00:00.000Z',
  timeZone: 'Europe/Amsterdam',
  locale: 'en' as const,
};
