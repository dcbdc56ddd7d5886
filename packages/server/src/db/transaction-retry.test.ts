import { beforeAll, describe, expect, it } from 'vitest';
import { loadDemoBusiness } from '../business/load-demo-business';
import { openMigratedDatabase, useFileDatabase } from '../test/file-database';
import { testDatabaseKind } from '../test/test-database';
import type { Transaction } from './database';
import { DEADLOCK_DETECTED, EXCLUSION_VIOLATION, SERIALIZATION_FAILURE, sqlState } from './database-errors';
import { DEFAULT_TRANSACTION_ATTEMPTS, retryTransientConflicts } from './transaction-retries';

const db = useFileDatabase(async () => {
  const testDatabase = await openMigratedDatabase();
  await loadDemoBusiness(testDatabase.db);
  return testDatabase;
});
let annaId: number;
let serviceId: number;

beforeAll(async () => {
  annaId = (await db.query<{ id: number }>("SELECT id FROM staff WHERE slug = 'anna-de-vries'")).rows[0]?.id as number;
  serviceId = (await db.query<{ id: number }>("SELECT id FROM services WHERE slug = 'intro-call'")).rows[0]?.id as number;
});
let nextId = 0;
/** Inserts a live booking of Anna over `[from, until)` (UTC times of 4 May 2026). */
async function book(tx: Transaction, from: string, until: string): Promise<void> {
  nextId += 1;
  const id = `retry${String(nextId).padStart(17, '0')}`;
  await tx.query(
    `INSERT INTO bookings (id, service_id, staff_id, start_at, end_at, during, status, time_zone, locale, first_name, last_name,
       email, phone, manage_token_hash)
     VALUES ($1, $2, $3, $4::timestamptz, $5::timestamptz, tstzrange($4::timestamptz, $5::timestamptz), 'scheduled', 'UTC', 'en',
       'A', 'B', 'a@example.com', '+3100000', $6)`,
    [id, serviceId, annaId, `2026-05-04T${from}:00Z`, `2026-05-04T${until}:00Z`, 'a'.repeat(64)],
  );
}

/** A promise and the function that resolves it. */
function signal(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('Database.transaction', () => {
  it('does not retry an ordinary failure: the error comes out after one attempt', async () => {
    let attempts = 0;
    const failing = db.transaction(async (tx) => {
      attempts += 1;
      await book(tx, '07:00', '08:00');
      await book(tx, '07:30', '08:30');
    });
    await expect(failing).rejects.toSatisfy((error: unknown) => sqlState(error) === EXCLUSION_VIOLATION);
    expect(attempts).toBe(1);
  });

  // Two connections deadlock only on a PostgreSQL server; PGlite runs one transaction at a time.
  if (testDatabaseKind === 'postgres') {
    it('retries the whole transaction after a deadlock (40P01), so both writers succeed', async () => {
      // Each transaction books a free hour, waits until the other has too, then books an hour that
      // overlaps the other's uncommitted one: each waits for the other, and PostgreSQL kills one.
      const bothBooked = [signal(), signal()];
      const attempts = [0, 0];
      const writer = (me: 0 | 1, first: [string, string], second: [string, string], instead: [string, string]) =>
        db.transaction(async (tx) => {
          attempts[me] = (attempts[me] ?? 0) + 1;
          if ((attempts[me] ?? 0) > 1) {
            // The retry: the other writer has what it wanted; this one books a time still free.
            await book(tx, ...instead);
            return;
          }
          await book(tx, ...first);
          bothBooked[me]?.resolve();
          await bothBooked[1 - me]?.promise;
          await book(tx, ...second);
        });
      await Promise.all([
        writer(0, ['09:00', '10:00'], ['11:30', '12:30'], ['14:00', '15:00']),
        writer(1, ['11:00', '12:00'], ['09:30', '10:30'], ['16:00', '17:00']),
      ]);
      // Exactly one of them was the deadlock's victim, and ran a second time.
      expect([...attempts].sort()).toEqual([1, 2]);
      const { rows } = await db.query<{ count: number }>(
        "SELECT count(*)::int AS count FROM bookings WHERE id LIKE 'retry%' AND status = 'scheduled'",
      );
      expect(rows[0]?.count).toBe(3);
    });
  }
});

describe('retryTransientConflicts', () => {
  const conflict = (code: string) => Object.assign(new Error('deadlock detected'), { code });

  it('runs the attempt again after 40P01 and 40001, waiting longer each time with jitter, then succeeds', async () => {
    const waits: number[] = [];
    let attempts = 0;
    const result = await retryTransientConflicts(
      async () => {
        attempts += 1;
        if (attempts === 1) throw conflict(DEADLOCK_DETECTED);
        if (attempts === 2) throw conflict(SERIALIZATION_FAILURE);
        return 'booked';
      },
      { baseDelayMs: 10, sleep: async (ms) => void waits.push(ms) },
    );
    expect(result).toBe('booked');
    expect(attempts).toBe(3);
    // 10 ms then 20 ms, each jittered by ×0.5 to ×1.5.
    expect(waits[0]).toBeGreaterThanOrEqual(5);
    expect(waits[0]).toBeLessThan(15);
    expect(waits[1]).toBeGreaterThanOrEqual(10);
    expect(waits[1]).toBeLessThan(30);
  });

  it(`gives up after ${DEFAULT_TRANSACTION_ATTEMPTS} attempts and throws the last conflict; other errors at once`, async () => {
    let attempts = 0;
    const always = retryTransientConflicts(
      async () => {
        attempts += 1;
        throw conflict(DEADLOCK_DETECTED);
      },
      { sleep: async () => {} },
    );
    await expect(always).rejects.toSatisfy((error: unknown) => sqlState(error) === DEADLOCK_DETECTED);
    expect(attempts).toBe(DEFAULT_TRANSACTION_ATTEMPTS);
    let others = 0;
    const other = retryTransientConflicts(async () => {
      others += 1;
      throw conflict(EXCLUSION_VIOLATION);
    });
    await expect(other).rejects.toSatisfy((error: unknown) => sqlState(error) === EXCLUSION_VIOLATION);
    expect(others).toBe(1);
  });
});
