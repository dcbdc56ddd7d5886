import { randomUUID } from 'node:crypto';
import { apiErrorBodySchema, bookingSchema } from '@booking-kit/core';
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { type ApiAnswer, bookingBody, NOW, useApiFixture } from '../test/api-fixture';
import { useDemoServerProcesses } from '../test/demo-server-processes';
import { testDatabaseKind } from '../test/test-database';
import { createBookingApi } from './create-booking-api';

/**
 * Exactness under concurrency: simultaneous bookings of one slot, of one class, and retries with
 * one Idempotency-Key. Each scenario runs in process (Promise.all against one handler, on PGlite
 * and on PostgreSQL) and, on PostgreSQL only, through 4 separate server processes sharing one
 * database, requests spread round-robin over them.
 */

/** Sends request `index` somewhere (one handler, or one of several processes) and parses the answer. */
type Send = (index: number, path: string, init?: RequestInit) => Promise<ApiAnswer>;

const postJson = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

const contact = (index: number) => ({ ...bookingBody().contact, email: `racer-${index}@example.com` });

function statusCounts(answers: ApiAnswer[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const answer of answers) counts[answer.status] = (counts[answer.status] ?? 0) + 1;
  return counts;
}

/** No 5xx, and every error answer in the one error shape. */
function expectWellFormed(answers: ApiAnswer[]): void {
  for (const answer of answers) {
    expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(500);
    if (answer.status >= 400) expect(apiErrorBodySchema.parse(answer.body).statusCode).toBe(answer.status);
  }
}

async function firstSlots(send: Send, query: string): Promise<Array<{ start: string; seatsLeft: number; staff: string[] }>> {
  const { status, body } = await send(0, `/slots?${query}`);
  expect(status).toBe(200);
  return body.days.flatMap((day: { slots: unknown[] }) => day.slots);
}

/** 50 simultaneous bookings of one 1-seat slot: exactly one 201, 49 × 409 STAFF_BUSY, one row. */
async function oneSeatRace(send: Send, db: Database, start: string): Promise<void> {
  const answers = await Promise.all(
    Array.from({ length: 50 }, (_, index) =>
      send(index, '/bookings', postJson(bookingBody({ start, staff: 'anna-de-vries', contact: contact(index) }))),
    ),
  );
  expectWellFormed(answers);
  expect(statusCounts(answers)).toEqual({ 201: 1, 409: 49 });
  const winner = answers.find((answer) => answer.status === 201);
  expect(bookingSchema.parse(winner?.body).start).toBe(start);
  for (const answer of answers.filter((item) => item.status === 409)) {
    expect(answer.body).toMatchObject({ code: 'STAFF_BUSY', message: 'Not booked: Staff busy' });
  }
  const { rows } = await db.query<{ count: number; id: string }>(
    "SELECT count(*)::int AS count, min(id) AS id FROM bookings WHERE start_at = $1::timestamptz AND status <> 'cancelled'",
    [start],
  );
  expect(rows[0]).toEqual({ count: 1, id: winner?.body.id });
}

/** 36 simultaneous one-seat bookings of the 12-seat yoga class: exactly 12, the rest 409 SEATS_LEFT. */
async function classRace(send: Send, db: Database, start: string, slotsQuery: string): Promise<void> {
  const answers = await Promise.all(
    Array.from({ length: 36 }, (_, index) =>
      send(
        index,
        '/bookings',
        postJson(bookingBody({ service: 'yoga-class', staff: 'any', start, seats: 1, contact: contact(100 + index) })),
      ),
    ),
  );
  expectWellFormed(answers);
  expect(statusCounts(answers)).toEqual({ 201: 12, 409: 24 });
  for (const answer of answers.filter((item) => item.status === 409)) {
    expect(answer.body).toMatchObject({ code: 'SEATS_LEFT', message: 'Total available seats for this slot is only 0' });
  }
  const { rows } = await db.query<{ bookings: number; seats: number; occurrences: number }>(
    `SELECT count(*)::int AS bookings, COALESCE(sum(b.seats), 0)::int AS seats, count(DISTINCT b.occurrence_id)::int AS occurrences
     FROM bookings b JOIN services s ON s.id = b.service_id
     WHERE s.slug = 'yoga-class' AND b.start_at = $1::timestamptz AND b.status <> 'cancelled'`,
    [start],
  );
  expect(rows[0]).toEqual({ bookings: 12, seats: 12, occurrences: 1 });
  const occurrences = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM class_occurrences WHERE start_at = $1::timestamptz',
    [start],
  );
  expect(occurrences.rows[0]?.count).toBe(1);
  // The full class is no longer offered.
  expect((await firstSlots(send, slotsQuery)).map((slot) => slot.start)).not.toContain(start);
}

/**
 * One Idempotency-Key: 8 simultaneous sends of one body give one booking and 8 identical answers
 * (7 replayed), later retries on every sender replay it too, and another body with the key is 422.
 */
async function idempotentRetries(send: Send, db: Database, start: string, senders: number): Promise<void> {
  const key = randomUUID();
  const body = bookingBody({ start, staff: 'anna-de-vries', contact: contact(500) });
  const withKey = (payload: unknown) => postJson(payload, { 'idempotency-key': key });
  const simultaneous = await Promise.all(Array.from({ length: 8 }, (_, index) => send(index, '/bookings', withKey(body))));
  expectWellFormed(simultaneous);
  expect(statusCounts(simultaneous)).toEqual({ 201: 8 });
  const first = simultaneous.find((answer) => answer.headers.get('idempotent-replayed') === null);
  expect(simultaneous.filter((answer) => answer.headers.get('idempotent-replayed') === 'true')).toHaveLength(7);
  expect(bookingSchema.parse(first?.body).start).toBe(start);
  for (const answer of simultaneous) expect(answer.body).toEqual(first?.body);

  for (let index = 0; index < senders; index++) {
    const retry = await send(index, '/bookings', withKey(body));
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first?.body);
    const other = await send(index, '/bookings', withKey({ ...body, contact: contact(501) }));
    expect(other.status).toBe(422);
    expect(apiErrorBodySchema.parse(other.body).code).toBe('IDEMPOTENCY_MISMATCH');
  }
  const bookings = await db.query<{ count: number }>(
    "SELECT count(*)::int AS count FROM bookings WHERE start_at = $1::timestamptz AND status <> 'cancelled'",
    [start],
  );
  expect(bookings.rows[0]?.count).toBe(1);
  const keys = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM idempotency_keys');
  expect(keys.rows[0]?.count).toBe(1);
}

/**
 * 20 simultaneous bookings through one one-time link, each of a different free slot (so that the
 * link is the only thing they compete for): exactly one 201 and 19 × 410 SLUG_EXPIRED; the link
 * then answers 410 itself, and it booked exactly one row.
 */
async function oneTimeLinkRace(send: Send, db: Database, adminKey: string, slotsQuery: string): Promise<void> {
  const created = await send(
    0,
    '/admin/one-time-links',
    postJson({ service: 'intro-call', staff: 'anna-de-vries' }, { authorization: `Bearer ${adminKey}` }),
  );
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const slug: string = created.body.slug;
  const detail = await send(1, `/one-time-links/${slug}`);
  expect(detail.status).toBe(200);
  expect(detail.body).toMatchObject({ slug, service: { slug: 'intro-call' }, staff: { slug: 'anna-de-vries' } });

  const starts = (await firstSlots(send, slotsQuery)).map((slot) => slot.start).slice(0, 20);
  expect(starts).toHaveLength(20);
  const answers = await Promise.all(
    starts.map((start, index) =>
      send(
        index,
        '/bookings',
        postJson(bookingBody({ start, staff: 'anna-de-vries', oneTimeLink: slug, contact: contact(700 + index) })),
      ),
    ),
  );
  expectWellFormed(answers);
  expect(statusCounts(answers)).toEqual({ 201: 1, 410: 19 });
  for (const answer of answers.filter((item) => item.status === 410)) {
    expect(answer.body).toMatchObject({ statusCode: 410, code: 'SLUG_EXPIRED' });
  }
  const used = await send(2, `/one-time-links/${slug}`);
  expect(used.status).toBe(410);
  expect(apiErrorBodySchema.parse(used.body).code).toBe('SLUG_EXPIRED');

  const { rows } = await db.query<{ bookings: number; used: boolean }>(
    `SELECT (SELECT count(*)::int FROM bookings b WHERE b.one_time_link_id = l.id) AS bookings, l.used_at IS NOT NULL AS used
     FROM one_time_links l WHERE l.slug = $1`,
    [slug],
  );
  expect(rows[0]).toEqual({ bookings: 1, used: true });
  const booked = await db.query<{ count: number }>(
    "SELECT count(*)::int AS count FROM bookings WHERE start_at = ANY($1::timestamptz[]) AND status <> 'cancelled'",
    [starts],
  );
  expect(booked.rows[0]?.count).toBe(1);
}

describe('concurrency in one process (Promise.all against one handler)', () => {
  const send: Send = (_index, path, init) => fixture.call(path, init);
  const fixture = useApiFixture();

  it('50 simultaneous bookings of one 1-seat slot: exactly one 201 and 49 × 409 STAFF_BUSY', async () => {
    const slots = await firstSlots(send, 'service=intro-call&staff=anna-de-vries&from=2026-03-03&to=2026-03-03&timeZone=UTC');
    expect(slots.map((slot) => slot.start)).toContain('2026-03-03T09:00:00.000Z');
    await oneSeatRace(send, fixture.db, '2026-03-03T09:00:00.000Z');
  });

  it('36 simultaneous one-seat bookings of the 12-seat yoga class: exactly 12 × 201, 24 × 409 SEATS_LEFT', async () => {
    const query = 'service=yoga-class&staff=any&from=2026-03-04&to=2026-03-04&timeZone=Europe/Paris';
    expect(await firstSlots(send, query)).toMatchObject([{ start: '2026-03-04T07:00:00.000Z', seatsLeft: 12 }]);
    await classRace(send, fixture.db, '2026-03-04T07:00:00.000Z', query);
  });

  it('simultaneous retries with one Idempotency-Key give one booking and the first answer; another body is 422', async () => {
    await idempotentRetries(send, fixture.db, '2026-03-03T10:00:00.000Z', 1);
  });

  it('20 simultaneous bookings through one one-time link: exactly one 201 and 19 × 410 SLUG_EXPIRED', async () => {
    const adminKey = randomUUID();
    const api = createBookingApi({
      db: fixture.db,
      now: () => NOW,
      adminApiKey: adminKey,
      logger: { error: (...details) => fixture.loggedErrors.push(details) },
    });
    const sendAdmin: Send = async (_index, path, init) => {
      const response = await api(new Request(`http://localhost/api/v1${path}`, init));
      const text = await response.text();
      return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined };
    };
    await oneTimeLinkRace(
      sendAdmin,
      fixture.db,
      adminKey,
      'service=intro-call&staff=anna-de-vries&from=2026-03-10&to=2026-03-10&timeZone=UTC',
    );
  });
});

// Several processes can share PostgreSQL only; PGlite is embedded in a single process.
if (testDatabaseKind === 'postgres') {
  describe('concurrency across 4 server processes on PostgreSQL', () => {
    const adminKey = randomUUID();
    const cluster = useDemoServerProcesses(4, { ADMIN_API_KEY: adminKey });
    const send: Send = (index, path, init) => cluster.send(index, path, init);
    /** Calendar dates (UTC) a week and three weeks from now: the processes run on the real clock. */
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

    it('all 4 processes serve the one database', async () => {
      const answers = await Promise.all([0, 1, 2, 3].map((index) => send(index, '/services/intro-call')));
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
      expect(new Set(cluster.servers.map((server) => server.port)).size).toBe(4);
    });

    it('(a) 50 simultaneous bookings of one 1-seat slot over 4 processes: exactly one 201, 49 × 409, no 5xx', async () => {
      const [slot] = await firstSlots(
        send,
        `service=intro-call&staff=anna-de-vries&from=${day(7)}&to=${day(13)}&timeZone=Europe/Amsterdam`,
      );
      if (!slot) throw new Error('Anna offers no intro call next week');
      await oneSeatRace(send, cluster.db, slot.start);
    });

    it('(b) 36 simultaneous one-seat bookings of the 12-seat yoga class over 4 processes: exactly 12, the rest SEATS_LEFT', async () => {
      const query = `service=yoga-class&staff=any&from=${day(7)}&to=${day(21)}&timeZone=Europe/Paris`;
      const [slot] = await firstSlots(send, query);
      if (!slot) throw new Error('no yoga class offered in two weeks');
      expect(slot.seatsLeft).toBe(12);
      await classRace(send, cluster.db, slot.start, query);
    });

    it('(c) one Idempotency-Key across processes: one booking, the first answer replayed everywhere, another body 422', async () => {
      const slots = await firstSlots(
        send,
        `service=intro-call&staff=anna-de-vries&from=${day(14)}&to=${day(20)}&timeZone=Europe/Amsterdam`,
      );
      const slot = slots[0];
      if (!slot) throw new Error('Anna offers no intro call in two weeks');
      await idempotentRetries(send, cluster.db, slot.start, 4);
    });

    it('(d) 20 simultaneous bookings through one one-time link over 4 processes: exactly one 201 and 19 × 410', async () => {
      await oneTimeLinkRace(
        send,
        cluster.db,
        adminKey,
        `service=intro-call&staff=anna-de-vries&from=${day(22)}&to=${day(28)}&timeZone=Europe/Amsterdam`,
      );
    });
  });
}
