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
