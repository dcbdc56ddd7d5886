import { Webhook } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createBookingApi } from '../api/create-booking-api';
import { importBusiness } from '../business/import-business';
import { readBusinessDocument } from '../business/load-demo-business';
import { openDatabase } from '../db/open-database';
import { DEMO_BUSINESS_FILE } from '../package-paths';
import { bookingBody, type Json, NOW, useApiFixture } from '../test/api-fixture';
import { payBooking } from '../test/pay-booking';
import { type ReceivedWebhook, startWebhookReceiver, type WebhookReceiver } from '../test/webhook-receiver';
import { WEBHOOK_EVENT_TYPES } from './webhook-events';
import { createWebhookNotifier } from './webhook-notifier';
import { newWebhookSecret } from './webhook-signature';
import { startWebhookWorker, type WebhookWorker } from './webhook-worker';

const ADMIN_KEY = 'admin-key-for-webhook-tests';
const admin = { authorization: `Bearer ${ADMIN_KEY}` };
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

let clock = NOW;
let receiver: WebhookReceiver;
let worker: WebhookWorker | undefined;
const workerLog: string[] = [];
const logger = { error: (message: string) => workerLog.push(message), warn: (message: string) => workerLog.push(message) };

const fixture = useApiFixture({
  now: () => clock,
  adminApiKey: ADMIN_KEY,
  allowPrivateWebhookTargets: true,
  notifier: createWebhookNotifier(),
});

beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterEach(async () => {
  await worker?.stop();
  worker = undefined;
  // Each test registers its own endpoints: none is left to receive the next test's events.
  const { body } = await fixture.call('/admin/webhooks', { headers: admin });
  for (const endpoint of body.endpoints)
    await fixture.call(`/admin/webhooks/${endpoint.id}`, { method: 'DELETE', headers: admin });
});
afterAll(async () => {
  await receiver.close();
});

/** A worker delivering every 20 ms on the test's clock. */
function startWorker(options: { allowPrivateTargets?: boolean } = {}) {
  worker = startWebhookWorker({ db: fixture.db, logger, now: () => clock, pollMs: 20, allowPrivateTargets: true, ...options });
  return worker;
}

/** Registers an endpoint at the receiver's `path`; answers `{ endpoint, secret }`. */
async function register(path: string, extra: Record<string, unknown> = {}): Promise<Json> {
  const { status, body } = await fixture.post('/admin/webhooks', { url: `${receiver.url}${path}`, ...extra }, admin);
  expect(status, JSON.stringify(body)).toBe(201);
  return body;
}

async function book(overrides: Record<string, unknown> = {}): Promise<Json> {
  const { status, body } = await fixture.post('/bookings', bookingBody(overrides));
  expect(status, JSON.stringify(body)).toBe(201);
  return body;
}

/** What arrived at `path`. */
const arrivedAt = (path: string) => receiver.received.filter((request) => request.path === path);

/** A request verified by the `standardwebhooks` package (an implementation independent of ours), parsed. */
function verified(request: ReceivedWebhook, secret: string): Json {
  return new Webhook(secret).verify(request.body, request.headers as Record<string, string>);
}

describe('webhooks (Standard Webhooks 1.0) to a real HTTP receiver', () => {
  it('tell of a booking and its cancellation, in order, signed so that the standardwebhooks package verifies them', async () => {
    const { endpoint, secret } = await register('/all');
    expect(secret).toMatch(/^whsec_/);
    expect(endpoint).toMatchObject({ source: 'api', enabled: true, events: null });
    startWorker();
    const bookedAt = clock.toISOString();
    const booking = await book({
      start: '2026-03-03T09:00:00.000Z',
      guests: [{ name: 'Grace Hopper', email: 'grace@example.com' }],
    });
    await receiver.waitFor(1);
    clock = new Date(clock.getTime() + 60_000);
    const cancelled = await fixture.post(
      `/bookings/${booking.id}/cancel`,
      { reason: 'I have a cold.' },
      bearer(booking.manageToken),
    );
    expect(cancelled.status).toBe(200);
    await expect.poll(() => arrivedAt('/all').length).toBe(2);
    const [created, cancel] = arrivedAt('/all').map((request) => verified(request, secret));
    expect(created).toMatchObject({
      type: 'booking.created',
      timestamp: bookedAt,
      data: {
        booking: {
          id: booking.id,
          status: 'scheduled',
          start: '2026-03-03T09:00:00.000Z',
          service: { slug: 'intro-call' },
          contact: { email: 'ada@example.com', firstName: 'Ada' },
          guests: [{ name: 'Grace Hopper', email: 'grace@example.com' }],
        },
      },
    });
    expect(cancel).toMatchObject({
      type: 'booking.cancelled',
      data: { booking: { id: booking.id, status: 'cancelled', cancellationReason: 'I have a cold.' } },
    });
    // Standard Webhooks' headers: the message id is the outbox row's, the timestamp the real second of sending.
    const [first] = arrivedAt('/all');
    expect(first?.headers['webhook-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(Math.abs(Number(first?.headers['webhook-timestamp']) - Date.now() / 1000)).toBeLessThan(60);
    expect(first?.headers['content-type']).toBe('application/json');
    // A tampered body fails verification.
    expect(() => verified({ ...(first as ReceivedWebhook), body: (first?.body ?? '').replace('Ada', 'Eve') }, secret)).toThrow();
    // The log shows both delivered, each after one attempt answered 204. The worker writes the
    // attempt once the receiver's answer is back, a moment after the receiver has the request.
    const deliveries = async () => {
      const log = await fixture.call(`/admin/webhooks/${endpoint.id}/messages`, { headers: admin });
      expect(log.status).toBe(200);
      return log.body.messages.map((message: Json) => [
        message.type,
        message.status,
        message.attempts.map((a: Json) => a.responseStatus),
      ]);
    };
    await expect.poll(deliveries).toEqual([
      ['booking.cancelled', 'sent', [204]],
      ['booking.created', 'sent', [204]],
    ]);
  });

  it('send an endpoint only the event types it takes; a move carries where the booking was', async () => {
    await register('/moves', { events: ['booking.rescheduled', 'booking.cancelled'] });
    startWorker();
    const booking = await book({ start: '2026-03-03T10:00:00.000Z' });
    const moved = await fixture.post(
      `/bookings/${booking.id}/reschedule`,
      { start: '2026-03-03T10:30:00.000Z' },
      bearer(booking.manageToken),
    );
    expect(moved.status).toBe(200);
    await expect.poll(() => arrivedAt('/moves').length).toBe(1);
    const event = JSON.parse(arrivedAt('/moves')[0]?.body ?? '{}');
    expect(event).toMatchObject({
      type: 'booking.rescheduled',
      data: { booking: { start: '2026-03-03T10:30:00.000Z' }, previous: { start: '2026-03-03T10:00:00.000Z' } },
    });
  });

  it('tell of a paid request: booking.requested and payment.succeeded', async () => {
    const { secret } = await register('/paid');
    startWorker();
    const booked = await book({ service: 'consultation-30', start: '2026-03-05T15:00:00.000Z' });
    // Waiting for its payment is nothing to tell yet.
    await payBooking(fixture, booked);
    await expect.poll(() => arrivedAt('/paid').length).toBe(2);
    const events = arrivedAt('/paid').map((request) => verified(request, secret));
    expect(events.map((event) => event.type).sort()).toEqual(['booking.requested', 'payment.succeeded']);
    expect(events.find((event) => event.type === 'payment.succeeded')?.data.booking).toMatchObject({
      id: booked.id,
      payment: { status: 'succeeded' },
    });
  });

  it('retry a failing endpoint with backoff, log every attempt, and send a message again on request', async () => {
    const { endpoint } = await register('/flaky');
    let calls = 0;
    receiver.answer = (path) => (path === '/flaky' && ++calls === 1 ? 503 : 204);
    startWorker();
    await book({ start: '2026-03-03T13:00:00.000Z' });
    await expect.poll(() => arrivedAt('/flaky').length).toBe(1);
    const path = `/admin/webhooks/${endpoint.id}/messages`;
    await expect.poll(async () => (await fixture.call(path, { headers: admin })).body.messages[0]?.attempts.length).toBe(1);
    const [pending] = (await fixture.call(path, { headers: admin })).body.messages;
    expect(pending).toMatchObject({ status: 'pending', attempts: [{ responseStatus: 503, responseBody: 'thanks' }] });
    // The first retry is due 5–6 s later: nothing is sent before, it is sent after.
    const due = Date.parse(pending.nextAttemptAt) - clock.getTime();
    expect(due).toBeGreaterThanOrEqual(5_000);
    expect(due).toBeLessThanOrEqual(6_000);
    clock = new Date(clock.getTime() + 7_000);
    await expect.poll(() => arrivedAt('/flaky').length).toBe(2);
    await expect.poll(async () => (await fixture.call(path, { headers: admin })).body.messages[0]?.status).toBe('sent');
    const [first, second] = arrivedAt('/flaky');
    expect(second?.headers['webhook-id']).toBe(first?.headers['webhook-id']);

    // Sent again on request: the same message id, one more attempt in the log.
    const resent = await fixture.post(`${path}/${pending.id}/resend`, {}, admin);
    expect(resent.status).toBe(202);
    await expect.poll(() => arrivedAt('/flaky').length).toBe(3);
    expect(arrivedAt('/flaky')[2]?.headers['webhook-id']).toBe(pending.id);
    await expect
      .poll(async () =>
        (await fixture.call(`${path}/${pending.id}`, { headers: admin })).body.attempts.map((a: Json) => a.responseStatus),
      )
      .toEqual([503, 204, 204]);
    receiver.answer = () => 204;
  });

  it('turn an endpoint off when it answers 410 Gone, until it is turned on again', async () => {
    const { endpoint } = await register('/gone');
    receiver.answer = (path) => (path === '/gone' ? 410 : 204);
    startWorker();
    await book({ start: '2026-03-03T14:00:00.000Z' });
    await expect
      .poll(async () => (await fixture.call(`/admin/webhooks/${endpoint.id}`, { headers: admin })).body.enabled)
      .toBe(false);
    const shown = await fixture.call(`/admin/webhooks/${endpoint.id}`, { headers: admin });
    expect(shown.body.disabledReason).toContain('410');
    const log = await fixture.call(`/admin/webhooks/${endpoint.id}/messages`, { headers: admin });
    expect(log.body.messages).toMatchObject([{ status: 'failed', attempts: [{ responseStatus: 410 }] }]);
    // Turned off: the next booking writes nothing for it, and nothing can be resent to it.
    await book({ start: '2026-03-03T14:30:00.000Z' });
    expect((await fixture.call(`/admin/webhooks/${endpoint.id}/messages`, { headers: admin })).body.messages).toHaveLength(1);
    const refused = await fixture.post(`/admin/webhooks/${endpoint.id}/messages/${log.body.messages[0].id}/resend`, {}, admin);
    expect(refused).toMatchObject({ status: 409, body: { code: 'ENDPOINT_DISABLED' } });
    receiver.answer = () => 204;
    const on = await fixture.call(`/admin/webhooks/${endpoint.id}`, {
      method: 'PATCH',
      headers: { ...admin, 'content-type': 'application/json' },
      body: JSON.stringify({ enabled: true }),
    });
    expect(on.body).toMatchObject({ enabled: true, disabledReason: null });
    await book({ start: '2026-03-03T15:00:00.000Z' });
    await expect.poll(() => arrivedAt('/gone').length).toBe(2);
  });

  it('sign with the old secret beside the new one for a day after a rotation', async () => {
    const { endpoint, secret: oldSecret } = await register('/rotate');
    const rotated = await fixture.post(`/admin/webhooks/${endpoint.id}/rotate-secret`, {}, admin);
    expect(rotated.status).toBe(200);
    const newSecret: string = rotated.body.secret;
    expect(newSecret).not.toBe(oldSecret);
    expect(rotated.body.endpoint.secrets).toHaveLength(2);
    startWorker();
    await book({ start: '2026-03-04T09:00:00.000Z' });
    await expect.poll(() => arrivedAt('/rotate').length).toBe(1);
    const [during] = arrivedAt('/rotate') as [ReceivedWebhook];
    expect(String(during.headers['webhook-signature']).split(' ')).toHaveLength(2);
    expect(verified(during, oldSecret).type).toBe('booking.created');
    expect(verified(during, newSecret).type).toBe('booking.created');
    // A day later the old secret no longer signs.
    clock = new Date(clock.getTime() + 25 * 3_600_000);
    await book({ start: '2026-03-05T09:00:00.000Z' });
    await expect.poll(() => arrivedAt('/rotate').length).toBe(2);
    const after = arrivedAt('/rotate')[1] as ReceivedWebhook;
    expect(verified(after, newSecret).type).toBe('booking.created');
    expect(() => verified(after, oldSecret)).toThrow();
  });

  it('give up the messages of a deleted endpoint, which the log keeps', async () => {
    const { endpoint } = await register('/deleted');
    receiver.answer = (path) => (path === '/deleted' ? 503 : 204);
    startWorker();
    await book({ start: '2026-03-04T14:00:00.000Z' });
    await expect.poll(() => arrivedAt('/deleted').length).toBe(1);
    const status = async () =>
      (
        await fixture.db.query<{ status: string; last_error: string }>(
          "SELECT status, last_error FROM outbox_messages WHERE channel = 'webhook' AND recipient = $1",
          [endpoint.id],
        )
      ).rows;
    await expect.poll(async () => (await status())[0]?.last_error ?? '').toContain('503');
    expect((await fixture.call(`/admin/webhooks/${endpoint.id}`, { method: 'DELETE', headers: admin })).status).toBe(204);
    expect(await status()).toEqual([{ status: 'failed', last_error: 'The endpoint was deleted.' }]);
    expect((await fixture.call(`/admin/webhooks/${endpoint.id}`, { method: 'DELETE', headers: admin })).status).toBe(404);
    receiver.answer = () => 204;
  });

  it('refuse a private target at delivery when the setting does not allow it, without retrying', async () => {
    const { endpoint } = await register('/private');
    startWorker({ allowPrivateTargets: false });
    await book({ start: '2026-03-04T10:00:00.000Z' });
    const path = `/admin/webhooks/${endpoint.id}/messages`;
    await expect.poll(async () => (await fixture.call(path, { headers: admin })).body.messages[0]?.status).toBe('failed');
    const [message] = (await fixture.call(path, { headers: admin })).body.messages;
    expect(message.attempts).toMatchObject([
      { responseStatus: null, error: expect.stringContaining('127.0.0.1 is not a public address') },
    ]);
    expect(arrivedAt('/private')).toEqual([]);
  });

  it('take endpoints from the business document, signed with its secrets', async () => {
    const secret = newWebhookSecret();
    const document = await readBusinessDocument(DEMO_BUSINESS_FILE);
    const report = await importBusiness(
      fixture.db,
      { ...document, webhooks: [{ id: 'crm', url: `${receiver.url}/crm`, events: ['booking.created'], secrets: [secret] }] },
      { now: clock },
    );
    expect(report.webhooks).toEqual({ created: 1, updated: 0 });
    const listed = await fixture.call('/admin/webhooks', { headers: admin });
    expect(listed.body.endpoints).toMatchObject([{ id: 'crm', source: 'document', events: ['booking.created'] }]);
    expect(JSON.stringify(listed.body)).not.toContain(secret);
    startWorker();
    const booking = await book({ start: '2026-03-04T13:00:00.000Z' });
    await expect.poll(() => arrivedAt('/crm').length).toBe(1);
    expect(verified(arrivedAt('/crm')[0] as ReceivedWebhook, secret)).toMatchObject({ data: { booking: { id: booking.id } } });
  });
});

describe('the admin API of webhooks', () => {
  /** The API as a real deployment has it: private targets refused. */
  const strict = () =>
    createBookingApi({
      db: fixture.db,
      now: () => clock,
      adminApiKey: ADMIN_KEY,
      rateLimit: false,
      logger: { error: () => undefined },
    });

  it('refuses a URL that is not public http(s) with a 400 that says why', async () => {
    const api = strict();
    const create = async (url: string) => {
      const response = await api(
        new Request('http://localhost/api/v1/admin/webhooks', {
          method: 'POST',
          headers: { ...admin, 'content-type': 'application/json' },
          body: JSON.stringify({ url }),
        }),
      );
      return { status: response.status, body: await response.json() };
    };
    for (const url of ['ftp://example.com/hook', 'not a url', 'javascript:alert(1)']) {
      expect(await create(url), url).toMatchObject({
        status: 400,
        body: {
          code: 'VALIDATION_FAILED',
          message: 'A webhook URL must be an http:// or https:// address.',
          fields: { url: 'validation.invalid' },
        },
      });
    }
    expect((await create('https://user:secret@example.com/hook')).body.message).toContain('user name or password');
    for (const url of [
      'http://127.0.0.1:9/hook',
      'http://localhost/hook',
      'http://[::1]/hook',
      'http://10.0.0.8/hook',
      'http://192.168.1.1/hook',
      'http://169.254.169.254/latest/meta-data',
      'http://[::ffff:127.0.0.1]/hook',
      'http://0x7f000001/hook',
    ]) {
      expect(await create(url), url).toMatchObject({ status: 400, body: { message: expect.stringContaining('public address') } });
    }
    expect((await fixture.call('/admin/webhooks', { headers: admin })).body.endpoints).toEqual([]);
  });

  it('asks for the admin key, names unknown fields and parameters, and answers 404 for what is not there', async () => {
    expect((await fixture.post('/admin/webhooks', { url: `${receiver.url}/x` })).status).toBe(401);
    expect((await fixture.call('/admin/webhooks')).status).toBe(401);
    const extra = await fixture.post('/admin/webhooks', { url: `${receiver.url}/x`, secret: 'mine' }, admin);
    expect(extra).toMatchObject({ status: 400, body: { fields: { body: 'validation.invalid' } } });
    const badEvent = await fixture.post('/admin/webhooks', { url: `${receiver.url}/x`, events: ['booking.eaten'] }, admin);
    expect(badEvent).toMatchObject({ status: 400, body: { fields: { 'events.0': 'validation.invalid' } } });
    expect((await fixture.call('/admin/webhooks/we_missing', { headers: admin })).status).toBe(404);
    expect((await fixture.call('/admin/webhooks/../etc', { headers: admin })).status).toBe(404);
    const { endpoint } = await register('/x');
    const badQuery = await fixture.call(`/admin/webhooks/${endpoint.id}/messages?status=lost&limit=0&cursor=zz&page=2`, {
      headers: admin,
    });
    expect(badQuery).toMatchObject({
      status: 400,
      body: {
        fields: {
          status: 'validation.invalid',
          limit: 'validation.invalid',
          cursor: 'validation.invalid',
          page: 'validation.invalid',
        },
      },
    });
    expect(
      (await fixture.call(`/admin/webhooks/${endpoint.id}/messages/00000000-0000-4000-8000-000000000000`, { headers: admin }))
        .status,
    ).toBe(404);
    expect((await fixture.call(`/admin/webhooks/${endpoint.id}/messages/not-a-uuid`, { headers: admin })).status).toBe(404);
  });

  it('pages through an endpoint log with a cursor', async () => {
    const { endpoint } = await register('/pages');
    for (const [index, start] of ['2026-03-06T09:00:00.000Z', '2026-03-06T09:30:00.000Z', '2026-03-06T10:00:00.000Z'].entries()) {
      clock = new Date(clock.getTime() + 1_000 * (index + 1));
      await book({ start });
    }
    const path = `/admin/webhooks/${endpoint.id}/messages?limit=2`;
    const first = await fixture.call(path, { headers: admin });
    expect(first.body.messages).toHaveLength(2);
    const second = await fixture.call(`${path}&cursor=${first.body.nextCursor}`, { headers: admin });
    expect(second.body).toMatchObject({ messages: [{ status: 'pending' }], nextCursor: null });
    const starts = [...first.body.messages, ...second.body.messages].map((message: Json) => message.payload.data.booking.start);
    expect(starts).toEqual(['2026-03-06T10:00:00.000Z', '2026-03-06T09:30:00.000Z', '2026-03-06T09:00:00.000Z']);
  });
});

describe('several webhook workers on one database', () => {
  it('deliver every message exactly once', async () => {
    const url = fixture.testDatabase.databaseUrl;
    const extra = url ? await Promise.all([1, 2, 3].map(() => openDatabase({ databaseUrl: url }))) : [];
    const databases = [fixture.db, ...extra];
    await register('/many');
    for (let index = 0; index < 12; index++) {
      await book({
        start: `2026-03-09T${String(8 + Math.floor(index / 4)).padStart(2, '0')}:${String((index % 4) * 15).padStart(2, '0')}:00.000Z`,
        contact: { ...bookingBody().contact, email: `many${index}@example.com` },
      });
    }
    const workers = [0, 1, 2, 3].map((index) =>
      startWebhookWorker({
        db: databases[index % databases.length] as typeof fixture.db,
        logger,
        now: () => clock,
        pollMs: 10,
        batchSize: 3,
        allowPrivateTargets: true,
      }),
    );
    try {
      await expect.poll(() => arrivedAt('/many').length, { timeout: 20_000 }).toBe(12);
      // Give a second delivery of any message time to show before counting.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const ids = arrivedAt('/many').map((request) => request.headers['webhook-id']);
      expect(ids).toHaveLength(12);
      expect(new Set(ids).size).toBe(12);
    } finally {
      await Promise.all(workers.map((each) => each.stop()));
      await Promise.all(extra.map((db) => db.close()));
    }
  });
});

describe('the OpenAPI document', () => {
  it('documents the webhook routes’ methods, and each event as an OpenAPI webhook with its headers', async () => {
    const { body } = await fixture.call('/openapi.json');
    expect(Object.keys(body.paths['/admin/webhooks/{id}'])).toEqual(['get', 'patch', 'delete']);
    expect(Object.keys(body.webhooks)).toEqual([...WEBHOOK_EVENT_TYPES]);
    expect(body.webhooks['booking.created'].post.parameters.map((parameter: Json) => parameter.name)).toEqual([
      'webhook-id',
      'webhook-timestamp',
      'webhook-signature',
    ]);
    expect(body.components.schemas.CreateWebhookEndpointRequest.properties.events.items.enum).toEqual([...WEBHOOK_EVENT_TYPES]);
  });
});
