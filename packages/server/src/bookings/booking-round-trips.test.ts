import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBookingApi, type FetchHandler } from '../api/create-booking-api';
import type { Database, Transaction } from '../db/database';
import { type ApiFixture, bookingBody, NOW, openApiFixture } from '../test/api-fixture';
import { testDatabaseKind } from '../test/test-database';

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
    close: () => db.close(),
  };
}

let fixture: ApiFixture;
let api: FetchHandler;
const counter: Counter = { statements: 0, sql: [] };

beforeAll(async () => {
  fixture = await openApiFixture();
  api = createBookingApi({ db: countingDatabase(fixture.db, counter), now: () => NOW, rateLimit: false });
});
afterAll(async () => {
  await fixture.dispose();
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
    const named = await statementsOf(bookingBody({ start: '2026-03-03T08:00:00.000Z' }));
    const any = await statementsOf(bookingBody({ start: '2026-03-04T10:00:00.000Z', staff: 'any' }));
    if (process.env.BOOKING_KIT_MEASURE) {
      report(`[${testDatabaseKind}] named staff: ${named.count} statements\n  ${named.sql.join('\n  ')}`);
      report(`[${testDatabaseKind}] any staff: ${any.count} statements\n  ${any.sql.join('\n  ')}`);
    }
    // The service with its staff, the staff's busy times; BEGIN, the staff lock (once), the
    // expired-hold DELETE, the INSERT, COMMIT. "any" adds one query for the fair assignment.
    expect(named.count).toBe(7);
    expect(any.count).toBe(8);
  });

  it.skipIf(!process.env.BOOKING_KIT_MEASURE)('times 200 sequential bookings', async () => {
    // Start times at least 75 min apart over the working hours of the coming weeks, each free for everyone.
    const offered: string[] = [];
    for (const [from, to] of [
      ['2026-03-09', '2026-03-31'],
      ['2026-04-01', '2026-04-30'],
      ['2026-05-01', '2026-05-31'],
    ]) {
      const slots = await fixture.call(
        `/slots?service=intro-call&staff=anna-de-vries&from=${from}&to=${to}&timeZone=Europe/Amsterdam`,
      );
      expect(slots.status, JSON.stringify(slots.body)).toBe(200);
      offered.push(...flatSlots(slots.body));
    }
    const starts: string[] = [];
    let last = 0;
    for (const slot of offered) {
      const start = Date.parse(slot);
      if (start - last >= 75 * 60_000) {
        starts.push(slot);
        last = start;
      }
    }
    expect(starts.length).toBeGreaterThanOrEqual(400);
    for (const staff of ['anna-de-vries', 'any']) {
      const chosen = staff === 'any' ? starts.slice(200, 400) : starts.slice(0, 200);
      counter.statements = 0;
      const began = performance.now();
      let done = 0;
      for (const start of chosen) {
        const answer = await post(bookingBody({ start, staff }));
        if (answer.status === 201) done++;
      }
      const ms = performance.now() - began;
      report(
        `[${testDatabaseKind}] 200 sequential bookings, staff ${staff}: ${done} booked, ${ms.toFixed(0)} ms (${(ms / chosen.length).toFixed(2)} ms each), ${(counter.statements / chosen.length).toFixed(2)} statements each`,
      );
    }
  });
});

// biome-ignore lint/suspicious/noExplicitAny: the slots answer is read by path.
function flatSlots(body: any): string[] {
  const found = new Set<string>();
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') {
      const start = (value as { start?: unknown }).start;
      if (typeof start === 'string') found.add(start);
      Object.values(value).forEach(visit);
    }
  };
  visit(body);
  return [...found].sort();
}

/** Prints a measured figure (BOOKING_KIT_MEASURE=1). */
function report(line: string): void {
  process.stdout.write(`${line}\n`);
}
