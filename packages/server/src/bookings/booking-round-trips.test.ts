import { beforeAll, describe, expect, it } from 'vitest';
import { createBookingApi, type FetchHandler } from '../api/create-booking-api';
import type { Database, Transaction } from '../db/database';
import { bookingBody, NOW, useApiFixture } from '../test/api-fixture';

/**
 * The database round trips of `POST /bookings`: a proxy counts every statement the API sends
 * (BEGIN and COMMIT/ROLLBACK of a transaction count as one each). With BOOKING_KIT_MEASURE=1 it
 * also times 200 sequential bookings in-process and prints the figures.
 */
interface Counter {
  statements: number;
  sql: string[];
}

function countingDatabase(db: Database, counter: Counter): Database {
  const count = (sql: string) => {
    counter.statements++;
    counter.sql.push(sql.replace(/\s+/g, ' ').trim().slice(0, 60));
  };
  const wrap = (tx: Transaction): Transaction => ({
    query: (sql, params) => {
      count(sql);
      return tx.query(sql, params);
    },
    exec: (sql) => {
      count(sql);
      return tx.exec(sql);
    },
  });
  return {
    kind: db.kind,
    query: (sql, params) => {
      count(sql);
      return db.query(sql, params);
    },
    exec: (sql) => {
      count(sql);
      return db.exec(sql);
    },
    transaction: (fn) => {
      count('BEGIN');
      return db.transaction((tx) => fn(wrap(tx))).finally(() => count('COMMIT/ROLLBACK'));
    },
    listen: (channel, listener) => db.listen(channel, listener),
    close: () => db.close(),
  };
}

let api: FetchHandler;
const counter: Counter = { statements: 0, sql: [] };

const fixture = useApiFixture({}, { faultsExpected: true });

beforeAll(async () => {
  // With the slots cache on, `GET /health` says when the process hears the database's
  // notifications (the catalog cache starts hearing them at the same moment, see the test).
  api = createBookingApi({ db: countingDatabase(fixture.db, counter), now: () => NOW, rateLimit: false, slotsCacheMs: 2000 });
});

async function post(body: unknown): Promise<{ status: number; body: { staff: { slug: string } } }> {
  const response = await api(
    new Request('http://localhost/api/v1/bookings', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );
  return { status: response.status, body: await response.json() };
}

/** Statements of one booking request. */
async function statementsOf(body: unknown): Promise<{ count: number; sql: string[] }> {
  counter.statements = 0;
  counter.sql = [];
  const answer = await post(body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return { count: counter.statements, sql: counter.sql };
}

describe('POST /bookings round trips', () => {
  it('books a named staff member and "any" in a few statements', async () => {
    // The counts of a process that hears the database's notifications, as a running server's
    // are from its first moments on.
    await expect
      .poll(async () => {
        const health = await api(new Request('http://localhost/api/v1/health'));
        return ((await health.json()) as { slotsCache: { status: string } }).slotsCache.status;
      })
      .toBe('listening');
    const first = await statementsOf(bookingBody({ start: '2026-03-03T08:00:00.000Z' }));
    const named = await statementsOf(bookingBody({ start: '2026-03-03T09:00:00.000Z' }));
    const any = await statementsOf(bookingBody({ start: '2026-03-04T10:00:00.000Z', staff: 'any' }));
    // The catalog's version (on PostgreSQL: the embedded database's process hears every change
    // as it commits, see `CatalogCache`), the staff's busy times; BEGIN, the staff lock (once),
    // the expired-hold DELETE, the INSERT with the amounts (a free service: no payment to write),
    // COMMIT. The first booking also reads the service with its staff, which the process then
    // keeps while the catalog's version stays; "any" adds one query for the fair assignment.
    const version = fixture.db.kind === 'postgres' ? 1 : 0;
    expect(first.count, first.sql.join('\n')).toBe(7 + version);
    expect(named.count, named.sql.join('\n')).toBe(6 + version);
    expect(any.count, any.sql.join('\n')).toBe(7 + version);
  });
});
