import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadDemoBusiness } from '../business/load-demo-business';
import { MIGRATIONS_DIR } from '../package-paths';
import { useFileDatabase } from '../test/file-database';
import { openTestDatabase, testDatabaseKind } from '../test/test-database';
import type { Database } from './database';
import { EXCLUSION_VIOLATION, sqlState } from './database-errors';
import { migrate } from './migrate';
import { openDatabase } from './open-database';

/** Every migration the package ships, in order. */
const MIGRATIONS = readdirSync(MIGRATIONS_DIR)
  .filter((name) => name.endsWith('.sql'))
  .sort();

const db = useFileDatabase(openTestDatabase);

async function insertBooking(target: Database, id: string, staffId: number, from: string, until: string, status = 'scheduled') {
  const service = await target.query<{ id: number }>("SELECT id FROM services WHERE slug = 'intro-call'");
  await target.query(
    `INSERT INTO bookings (id, service_id, staff_id, start_at, end_at, during, status, time_zone, locale, first_name, last_name,
       email, phone, manage_token_hash)
     VALUES ($1, $2, $3, $4::timestamptz, $5::timestamptz, tstzrange($4::timestamptz, $5::timestamptz), $6, 'UTC', 'en', 'A', 'B',
       'a@example.com', '+3100000', $7)`,
    [id, service.rows[0]?.id, staffId, from, until, status, 'a'.repeat(64)],
  );
}

describe('migrate', () => {
  it('applies each migration once, also when run concurrently', async () => {
    const results = await Promise.all([migrate(db), migrate(db)]);
    expect(results.flatMap((result) => result.applied).sort()).toEqual(MIGRATIONS);
    expect((await migrate(db)).applied).toEqual([]);
    const { rows } = await db.query<{ name: string }>('SELECT name FROM schema_migrations');
    expect(rows.map((row) => row.name).sort()).toEqual(MIGRATIONS);
  });

  // Two processes can share a database only on a PostgreSQL server (PGlite is one process's
  // own files), so this race exists, and is registered, only there.
  if (testDatabaseKind === 'postgres') {
    it('is safe when two processes (pools) migrate one new database at once', async () => {
      const other = await openTestDatabase();
      try {
        const second = await openDatabase({ databaseUrl: other.databaseUrl as string });
        const results = await Promise.all([migrate(other.db), migrate(second)]);
        await second.close();
        expect(results.flatMap((result) => result.applied).sort()).toEqual(MIGRATIONS);
      } finally {
        await other.dispose();
      }
    });
  }
});

describe('the bookings exclusion constraint', () => {
  it('rejects an overlapping booking of one staff member with SQLSTATE 23P01, whatever the application does', async () => {
    await loadDemoBusiness(db);
    const staff = await db.query<{ id: number }>("SELECT id FROM staff WHERE slug = 'anna-de-vries'");
    const annaId = staff.rows[0]?.id as number;
    await insertBooking(db, 'A'.repeat(22), annaId, '2026-05-04T09:00:00Z', '2026-05-04T10:00:00Z');
    const overlap = insertBooking(db, 'B'.repeat(22), annaId, '2026-05-04T09:30:00Z', '2026-05-04T10:30:00Z');
    await expect(overlap).rejects.toSatisfy((error: unknown) => sqlState(error) === EXCLUSION_VIOLATION);
    // Touching ends do not overlap; a cancelled booking blocks nothing.
    await insertBooking(db, 'C'.repeat(22), annaId, '2026-05-04T10:00:00Z', '2026-05-04T10:15:00Z');
    await insertBooking(db, 'D'.repeat(22), annaId, '2026-05-04T09:15:00Z', '2026-05-04T09:45:00Z', 'cancelled');
    // Another staff member may be booked at the same time.
    const bruno = await db.query<{ id: number }>("SELECT id FROM staff WHERE slug = 'bruno-costa'");
    await insertBooking(db, 'E'.repeat(22), bruno.rows[0]?.id as number, '2026-05-04T09:00:00Z', '2026-05-04T10:00:00Z');
  });

  it('rolls back a whole transaction when its insert is rejected', async () => {
    const staff = await db.query<{ id: number }>("SELECT id FROM staff WHERE slug = 'anna-de-vries'");
    const attempt = db.transaction(async (tx) => {
      await tx.query("UPDATE staff SET name = 'Changed' WHERE slug = 'anna-de-vries'");
      await insertBooking(
        tx as Database,
        'F'.repeat(22),
        staff.rows[0]?.id as number,
        '2026-05-04T09:00:00Z',
        '2026-05-04T09:30:00Z',
      );
    });
    await expect(attempt).rejects.toSatisfy((error: unknown) => sqlState(error) === EXCLUSION_VIOLATION);
    const { rows } = await db.query<{ name: string }>("SELECT name FROM staff WHERE slug = 'anna-de-vries'");
    expect(rows[0]?.name).toBe('Anna de Vries');
  });
});
