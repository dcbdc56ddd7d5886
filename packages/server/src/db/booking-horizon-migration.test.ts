import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../package-paths';
import { openTestDatabase, type TestDatabase } from '../test/test-database';
import { migrate } from './migrate';

/**
 * Migration 0008 on a database that has services from before it: an unlimited booking window
 * becomes the default horizon of 365 days, a window set by the business is kept.
 */

let testDatabase: TestDatabase;
let before: string;
beforeAll(async () => {
  testDatabase = await openTestDatabase();
  before = await mkdtemp(path.join(tmpdir(), 'booking-kit-migrations-'));
  for (const name of await readdir(MIGRATIONS_DIR)) {
    if (name < '0008') await cp(path.join(MIGRATIONS_DIR, name), path.join(before, name));
  }
});
afterAll(async () => {
  await testDatabase.dispose();
  await rm(before, { recursive: true, force: true });
});

describe('migration 0008_booking_horizon', () => {
  it('turns an unlimited window into 365 days, keeps a set one, and then refuses an empty or absurd horizon', async () => {
    const { db } = testDatabase;
    await migrate(db, { migrationsDir: before });
    await db.query(
      `INSERT INTO services (slug, name, duration_minutes, price_minor, currency, payment, location, booking_window_days)
       VALUES ('unlimited', 'U', 30, 0, 'EUR', 'none', 'online', NULL), ('weekly', 'W', 30, 0, 'EUR', 'none', 'online', 7)`,
    );
    // 0008 first; the migrations after it run too.
    expect((await migrate(db)).applied[0]).toBe('0008_booking_horizon.sql');
    const { rows } = await db.query<{ slug: string; booking_horizon_days: number }>(
      'SELECT slug, booking_horizon_days FROM services ORDER BY slug',
    );
    expect(rows).toEqual([
      { slug: 'unlimited', booking_horizon_days: 365 },
      { slug: 'weekly', booking_horizon_days: 7 },
    ]);
    await expect(db.query("UPDATE services SET booking_horizon_days = NULL WHERE slug = 'weekly'")).rejects.toThrow();
    await expect(db.query("UPDATE services SET booking_horizon_days = 5000 WHERE slug = 'weekly'")).rejects.toThrow();
    await expect(db.query("UPDATE services SET minimum_notice_minutes = 600000 WHERE slug = 'weekly'")).rejects.toThrow();
  });
});
