import { apiErrorBodySchema } from '@booking-kit/core';
import { describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/database';
import { bookingBody, NOW, useApiFixture } from '../test/api-fixture';
import { openTestDatabase } from '../test/test-database';
import { createBookingApi } from './create-booking-api';
import { HEALTH_TIMEOUT_MS } from './health-route';

/**
 * What a client sees when the database fails rather than the request: data exceptions the
 * schemas missed (400), transactions that keep colliding (409), a database that cannot serve (503
 * and an unhealthy `GET /health`), each in the one error shape and never a 500.
 */

const fixture = useApiFixture();

/** A database error as both drivers report it: an Error with a SQLSTATE `code`. */
function databaseError(code: string, message: string): Error {
  return Object.assign(new Error(message), { code });
}

/** The fixture's database, with every transaction failing with `error`. */
function failingTransactions(error: unknown): Database {
  return { ...fixture.db, transaction: async () => Promise.reject(error) };
}

async function send(db: Database, request: Request) {
  const logged: unknown[][] = [];
  const api = createBookingApi({
    db,
    now: () => NOW,
    logger: { error: (...args) => logged.push(args), warn: (...args) => logged.push(args) },
  });
  const response = await api(request);
  return { status: response.status, headers: response.headers, body: await response.json(), logged };
}

const postBooking = () =>
  new Request('http://localhost/api/v1/bookings', { method: 'POST', body: JSON.stringify(bookingBody()) });

describe('database failures behind a valid request', () => {
  it('a data exception (SQLSTATE class 22) the schemas missed is 400 VALIDATION_FAILED, logged as a warning', async () => {
    for (const code of ['22009', '22008', '22021', '22P05', '22003']) {
      const answer = await send(failingTransactions(databaseError(code, 'value out of range')), postBooking());
      expect(answer.status, code).toBe(400);
      expect(apiErrorBodySchema.parse(answer.body)).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
      expect(answer.logged).toHaveLength(1);
    }
  });

  it('a deadlock or serialization failure that outlasts the retries is 409 RESOURCE_UNAVAILABLE', async () => {
    for (const code of ['40P01', '40001']) {
      const answer = await send(failingTransactions(databaseError(code, 'deadlock detected')), postBooking());
      expect(answer.status, code).toBe(409);
      expect(apiErrorBodySchema.parse(answer.body)).toMatchObject({
        code: 'RESOURCE_UNAVAILABLE',
        message: 'Booking unsuccessful, resource unavailable at the moment.',
      });
    }
  });

  it('a database that cannot be reached is 503 SERVICE_UNAVAILABLE with Retry-After', async () => {
    for (const error of [databaseError('57P01', 'terminating connection'), databaseError('ECONNREFUSED', 'connect')]) {
      const answer = await send(failingTransactions(error), postBooking());
      expect(answer.status).toBe(503);
      expect(apiErrorBodySchema.parse(answer.body)).toMatchObject({
        statusMessage: 'Service Unavailable',
        code: 'SERVICE_UNAVAILABLE',
      });
      expect(answer.headers.get('retry-after')).toBe('5');
    }
  });
});

describe('GET /health', () => {
  it('runs a query and answers 200 { ok: true, database: "up" }', async () => {
    expect(await fixture.call('/health')).toMatchObject({ status: 200, body: { ok: true, database: 'up' } });
  });

  it('answers 503 in the error shape when the database is closed', async () => {
    const closed = await openTestDatabase();
    await closed.db.close();
    try {
      const answer = await send(closed.db, new Request('http://localhost/api/v1/health'));
      expect(answer.status).toBe(503);
      expect(apiErrorBodySchema.parse(answer.body)).toMatchObject({ statusCode: 503, code: 'SERVICE_UNAVAILABLE' });
      expect(answer.headers.get('retry-after')).toBe('5');
      expect(answer.logged).toHaveLength(1);
    } finally {
      await closed.dispose().catch(() => undefined);
    }
  });

  it(`answers 503 when the database does not answer within ${HEALTH_TIMEOUT_MS} ms`, async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const hanging: Database = { ...fixture.db, query: () => new Promise(() => {}) };
      const answer = send(hanging, new Request('http://localhost/api/v1/health'));
      await vi.advanceTimersByTimeAsync(HEALTH_TIMEOUT_MS);
      expect((await answer).status).toBe(503);
    } finally {
      vi.useRealTimers();
    }
  });
});
