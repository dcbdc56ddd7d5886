import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { renderBookingMessage } from '@booking-kit/emails';
import ICAL from 'ical.js';
import { type ParsedMail, simpleParser } from 'mailparser';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/open-database';
import { bookingBody, type Json, NOW, useApiFixture } from '../test/api-fixture';
import { type SmtpReceiver, startSmtpReceiver } from '../test/smtp-receiver';
import { createBookingNotifier } from './booking-notifier';
import { fileMailTransport, smtpMailTransport } from './mail-transport';
import { type OutboxWorker, startOutboxWorker } from './outbox-worker';

const FROM = { email: 'bookings@harbor-wellness.example' };
const manageUrl = (id: string, token: string, locale: string) =>
  `https://book.example/${locale}/widget/booking/${id}?token=${encodeURIComponent(token)}`;

let clock = NOW;
let receiver: SmtpReceiver;
let worker: OutboxWorker | undefined;
const workerLog: string[] = [];
const logger = { error: (message: string) => workerLog.push(message), warn: (message: string) => workerLog.push(message) };

const fixture = useApiFixture({ now: () => clock, notifier: createBookingNotifier({ manageUrl }) });

beforeAll(async () => {
  receiver = await startSmtpReceiver({ refuse: (address) => address.endsWith('@refused.example') });
});
afterEach(async () => {
  await worker?.stop();
  worker = undefined;
});
afterAll(async () => {
  await receiver.close();
});

/** A worker delivering to the test's SMTP server, looking every 20 ms. */
function deliverTo(url: string) {
  worker = startOutboxWorker({
    db: fixture.db,
    render: renderBookingMessage,
    transport: smtpMailTransport(url),
    from: FROM,
    logger,
    now: () => clock,
    pollMs: 20,
  });
  return worker;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function book(overrides: Record<string, unknown> = {}): Promise<Json> {
  const { status, body } = await fixture.post('/bookings', bookingBody(overrides));
  expect(status, JSON.stringify(body)).toBe(201);
  return body;
}

/** The messages that arrived for `address`. */
const mailTo = (address: string) =>
  receiver.messages.filter((mail) => mail.to && 'text' in mail.to && mail.to.text.includes(address));

/** The invite a mail carries, parsed by ical.js (an independent reader of RFC 5545). */
function inviteOf(mail: ParsedMail) {
  const part = mail.attachments.find((attachment) => attachment.contentType.includes('calendar'));
  expect(part, 'a text/calendar part').toBeDefined();
  const calendar = new ICAL.Component(ICAL.parse(part?.content.toString('utf8') ?? ''));
  const event = calendar.getFirstSubcomponent('vevent');
  if (!event) throw new Error('the invite has no event');
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.getFirstPropertyValue('uid'),
    sequence: Number(event.getFirstPropertyValue('sequence')),
    start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString(),
    status: event.getFirstPropertyValue('status'),
  };
}

/** The outbox's rows, reminders (due later) apart: `reminders` selects those instead. */
async function outboxRows(reminders = false) {
  const { rows } = await fixture.db.query<{
    recipient: string;
    status: string;
    attempts: number;
    last_error: string | null;
    booking_id: string;
    next_attempt_at: Date | string;
  }>(
    `SELECT recipient, status, attempts, last_error, booking_id, next_attempt_at FROM outbox_messages
     WHERE (payload->'message'->>'kind' = 'reminder') = $1 ORDER BY created_at, recipient`,
    [reminders],
  );
  return rows;
}

describe('booking emails through a real SMTP server', () => {
  it('a booking, its move and its cancellation reach the visitor, the guest and the staff member, each with the invite updated', async () => {
    const start = receiver.messages.length;
    deliverTo(receiver.url);
    const booking = await book({
      start: '2026-03-03T09:00:00.000Z',
      guests: [{ name: 'Grace Hopper', email: 'grace@example.com' }],
    });
    // Booked: the visitor, the guest and Anna (the demo business gives her address).
    await receiver.waitFor(start + 3);
    const [visitorMail] = mailTo('ada@example.com');
    expect(visitorMail?.subject).toContain('Intro call');
    expect(visitorMail?.messageId).toMatch(/@booking-kit>$/);
    expect(visitorMail?.html).toContain('lang="en');
    // 10:00 in Amsterdam, the visitor's zone.
    expect(visitorMail?.text).toContain('10:00');
    // The manage link opens the booking (an access token that outlives the appointment).
    const link = /https:\/\/book\.example\/en\/widget\/booking\/[^\s"<>)\]]+/.exec(visitorMail?.text ?? '')?.[0] ?? '';
    expect(link).toContain(booking.id);
    const token = new URL(link).searchParams.get('token') ?? '';
    expect((await fixture.call(`/bookings/${booking.id}`, { headers: bearer(token) })).status).toBe(200);
    expect(inviteOf(visitorMail as ParsedMail)).toEqual({
      method: 'REQUEST',
      uid: `${booking.id}@booking-kit`,
      sequence: 0,
      start: '2026-03-03T09:00:00.000Z',
      status: 'CONFIRMED',
    });
    const [guestMail] = mailTo('grace@example.com');
    expect(guestMail?.text).toContain('Ada Lovelace');
    expect(guestMail?.text).not.toContain('book.example');
    const [staffMail] = mailTo('anna@harbor-wellness.example');
    expect(staffMail?.text).toContain('Ada Lovelace');
    expect(staffMail?.text).not.toContain('book.example');

    /** The booking's event, as a later invite must name it. */
    const sameEvent = (method: string, sequence: number) => ({ method, uid: `${booking.id}@booking-kit`, sequence });
    // Moved an hour later: the same event, one sequence further, at its new time.
    const moved = await fixture.post(
      `/bookings/${booking.id}/reschedule`,
      { start: '2026-03-03T10:00:00.000Z' },
      bearer(booking.manageToken),
    );
    expect(moved.status).toBe(200);
    await receiver.waitFor(start + 6);
    const movedMail = mailTo('ada@example.com')[1] as ParsedMail;
    expect(movedMail.text).toContain('11:00');
    expect(inviteOf(movedMail)).toMatchObject({ ...sameEvent('REQUEST', 1), start: '2026-03-03T10:00:00.000Z' });
    // The move's email brings a link of its own that opens the booking; the first one no longer does.
    const movedLink = /https:\/\/book\.example\/en\/widget\/booking\/[^\s"<>)\]]+/.exec(movedMail.text ?? '')?.[0] ?? '';
    const movedToken = new URL(movedLink).searchParams.get('token') ?? '';
    expect(movedToken).not.toBe(token);
    expect((await fixture.call(`/bookings/${booking.id}`, { headers: bearer(movedToken) })).status).toBe(200);
    expect((await fixture.call(`/bookings/${booking.id}`, { headers: bearer(token) })).status).not.toBe(200);

    // Cancelled with a reason: the invite is withdrawn, the reason is in the mail, Anna is told.
    const cancelled = await fixture.post(
      `/bookings/${booking.id}/cancel`,
      { reason: 'I have a cold.' },
      bearer(moved.body.manageToken),
    );
    expect(cancelled.status).toBe(200);
    await receiver.waitFor(start + 9);
    const cancelMail = mailTo('ada@example.com')[2] as ParsedMail;
    expect(cancelMail.text).toContain('I have a cold.');
    expect(inviteOf(cancelMail)).toMatchObject({ ...sameEvent('CANCEL', 2), status: 'CANCELLED' });
    expect(mailTo('anna@harbor-wellness.example').at(-1)?.text).toContain('I have a cold.');
    // Each message went once.
    const ids = receiver.messages.slice(start).map((mail) => mail.messageId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('writes no email for a booking that failed: the message is in the booking’s transaction', async () => {
    await book({ start: '2026-03-03T12:00:00.000Z', contact: { ...bookingBody().contact, email: 'first@example.com' } });
    const taken = await fixture.post(
      '/bookings',
      bookingBody({ start: '2026-03-03T12:00:00.000Z', contact: { ...bookingBody().contact, email: 'second@example.com' } }),
    );
    expect(taken.status).toBe(409);
    const recipients = (await outboxRows()).map((row) => row.recipient);
    expect(recipients).toContain('first@example.com');
    expect(recipients).not.toContain('second@example.com');
  });

  it('gives up at once on an address the server refuses, and logs it; the others still go', async () => {
    const start = receiver.messages.length;
    workerLog.length = 0;
    deliverTo(receiver.url);
    const booking = await book({
      start: '2026-03-03T13:00:00.000Z',
      contact: { ...bookingBody().contact, email: 'nobody@refused.example' },
    });
    // The staff member's notice arrives; the visitor's is refused for good.
    await receiver.waitFor(start + 1);
    await expect
      .poll(async () => (await outboxRows()).find((row) => row.recipient === 'nobody@refused.example')?.status)
      .toBe('failed');
    const refused = (await outboxRows()).find((row) => row.recipient === 'nobody@refused.example');
    expect(refused).toMatchObject({ attempts: 1, last_error: expect.stringContaining('550') });
    // The notice that went out is marked sent (with the rest of its batch, once the batch is done): it will not go again.
    await expect
      .poll(
        async () =>
          (await outboxRows())
            .filter((row) => row.booking_id === booking.id && row.recipient !== 'nobody@refused.example')
            .map((row) => row.status),
        { timeout: 10_000 },
      )
      .toEqual(['sent']);
    expect(workerLog.join('\n')).toContain('nobody@refused.example');
  });

  it('keeps a message while the SMTP server is down, says so in /health, and sends it once the server is back', async () => {
    const down = await startSmtpReceiver();
    const downUrl = down.url;
    await down.close();
    deliverTo(downUrl);
    await book({ start: '2026-03-03T14:00:00.000Z', contact: { ...bookingBody().contact, email: 'patient@example.com' } });
    await expect.poll(async () => (await outboxRows()).find((row) => row.recipient === 'patient@example.com')?.attempts).toBe(1);
    const pending = (await outboxRows()).find((row) => row.recipient === 'patient@example.com');
    expect(pending?.status).toBe('pending');
    const health = await fixture.call('/health');
    expect(health.status).toBe(200);
    expect(health.body.outbox.pending).toBeGreaterThanOrEqual(1);
    await worker?.stop();

    // The server is back and the retry is due.
    const start = receiver.messages.length;
    clock = new Date(clock.getTime() + 60 * 60_000);
    deliverTo(receiver.url);
    await receiver.waitFor(start + 1);
    await expect
      .poll(async () => (await outboxRows()).find((row) => row.recipient === 'patient@example.com')?.status)
      .toBe('sent');
    expect(mailTo('patient@example.com')).toHaveLength(1);
    clock = NOW;
  });
});

describe('booking emails as files (no SMTP server set)', () => {
  it('writes each email as an .eml file a mail reader opens, with its invite', async () => {
    const parent = await mkdtemp(path.join(tmpdir(), 'bk-mail-'));
    // A folder that does not exist yet: the first email makes it.
    const dir = path.join(parent, 'outbox', 'mail');
    const written: string[] = [];
    worker = startOutboxWorker({
      db: fixture.db,
      render: renderBookingMessage,
      transport: fileMailTransport(dir, (file) => written.push(file)),
      from: FROM,
      logger,
      now: () => clock,
      pollMs: 20,
    });
    try {
      // Everything still due goes out first; then this booking's.
      const booking = await book({
        start: '2026-03-03T15:00:00.000Z',
        contact: { ...bookingBody().contact, email: 'files@example.com' },
      });
      await expect
        .poll(async () => (await readdir(dir)).filter((name) => name.endsWith('.eml')).length)
        .toBeGreaterThanOrEqual(2);
      const files = (await readdir(dir)).filter((name) => name.endsWith('.eml'));
      const mails = await Promise.all(files.map(async (name) => simpleParser(await readFile(path.join(dir, name)))));
      const mail = mails.find((parsed) => parsed.to && 'text' in parsed.to && parsed.to.text.includes('files@example.com'));
      expect(mail?.subject).toContain('Intro call');
      expect(inviteOf(mail as ParsedMail)).toMatchObject({ method: 'REQUEST', uid: `${booking.id}@booking-kit` });
      expect(written.length).toBe(files.length);
      // No partial file is left behind.
      expect((await readdir(dir)).filter((name) => name.endsWith('.partial'))).toEqual([]);
    } finally {
      await rm(parent, { recursive: true, force: true });
    }
  });
});

/** Guests' names (letters only, as the guest form allows). */
const GUEST_NAMES = ['Grace Hopper', 'Alan Turing', 'Edsger Dijkstra', 'Barbara Liskov'];

describe('several workers on one database', () => {
  it('deliver every message exactly once', async () => {
    // Separate connections where the database has them (PostgreSQL: four pools, as four processes
    // would have); the embedded database has one connection, so its four workers share it.
    const url = fixture.testDatabase.databaseUrl;
    const extra = url ? await Promise.all([1, 2, 3].map(() => openDatabase({ databaseUrl: url }))) : [];
    const databases = [fixture.db, ...extra];
    const start = receiver.messages.length;
    const pendingBefore = (await outboxRows()).filter((row) => row.status === 'pending').length;
    // Twelve bookings (36 messages: visitor, guest, staff) written while no worker runs.
    for (let index = 0; index < 12; index++) {
      const hour = String(8 + Math.floor(index / 4)).padStart(2, '0');
      await book({
        start: `2026-03-04T${hour}:${String((index % 4) * 15).padStart(2, '0')}:00.000Z`,
        contact: { ...bookingBody().contact, email: `many${index}@example.com` },
        guests: [{ name: GUEST_NAMES[index % GUEST_NAMES.length] as string, email: `guest${index}@example.com` }],
      });
    }
    const expected = pendingBefore + 36;
    const workers = [0, 1, 2, 3].map((index) =>
      startOutboxWorker({
        db: databases[index % databases.length] as typeof fixture.db,
        render: renderBookingMessage,
        transport: smtpMailTransport(receiver.url),
        from: FROM,
        logger,
        now: () => clock,
        pollMs: 10,
        batchSize: 3,
      }),
    );
    try {
      await receiver.waitFor(start + expected, 30_000);
      await expect.poll(async () => (await outboxRows()).filter((row) => row.status === 'pending').length).toBe(0);
      const ids = receiver.messages.slice(start).map((mail) => mail.messageId);
      expect(ids).toHaveLength(expected);
      expect(new Set(ids).size).toBe(expected);
    } finally {
      await Promise.all(workers.map((each) => each.stop()));
      await Promise.all(extra.map((db) => db.close()));
    }
  });

  it('take over what a worker that died mid-send had claimed once its lease has run out, and send it once', async () => {
    const booking = await book({
      start: '2026-03-04T13:00:00.000Z',
      contact: { ...bookingBody().contact, email: 'orphan@example.com' },
    });
    const due = (await outboxRows()).filter((row) => row.status === 'pending').length;
    // A worker that claims the messages and never comes back from its first send: a process
    // killed mid-send, as far as the outbox can tell (its rows stay claimed, nobody marks them).
    const handedOver: string[] = [];
    startOutboxWorker({
      db: fixture.db,
      render: renderBookingMessage,
      transport: {
        kind: 'smtp',
        send: (mail) => {
          handedOver.push(mail.to.email);
          return new Promise<void>(() => undefined);
        },
        close: () => undefined,
      },
      from: FROM,
      logger,
      now: () => clock,
      pollMs: 10,
      batchSize: due,
    });
    await expect.poll(() => handedOver.length).toBe(1);
    const start = receiver.messages.length;
    deliverTo(receiver.url);
    try {
      // Within the lease (30 s, on the test's frozen clock) nobody else touches them.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(mailTo('orphan@example.com')).toHaveLength(0);
      // The lease runs out: another worker sends each of them, once.
      clock = new Date(clock.getTime() + 31_000);
      await receiver.waitFor(start + due);
      await expect.poll(async () => (await outboxRows()).filter((row) => row.status === 'pending').length).toBe(0);
      const visitor = mailTo('orphan@example.com');
      expect(visitor).toHaveLength(1);
      expect(inviteOf(visitor[0] as ParsedMail).uid).toBe(`${booking.id}@booking-kit`);
      const ids = receiver.messages.slice(start).map((mail) => mail.messageId);
      expect(new Set(ids).size).toBe(ids.length);
    } finally {
      clock = NOW;
    }
  });
});

describe('reminders', () => {
  const reminders = async (bookingId: string) =>
    (await outboxRows(true))
      .filter((row) => row.booking_id === bookingId && row.status !== 'failed')
      .map((row) => ({ to: row.recipient, at: new Date(row.next_attempt_at).toISOString(), status: row.status }));

  it('are due 24 hours before, follow a move, and go to the visitor and the guest with the manage link', async () => {
    const booking = await book({
      start: '2026-03-05T09:00:00.000Z',
      contact: { ...bookingBody().contact, email: 'remind.me@example.com' },
      guests: [{ name: 'Grace Hopper', email: 'grace.reminded@example.com' }],
    });
    expect(await reminders(booking.id)).toEqual([
      { to: 'grace.reminded@example.com', at: '2026-03-04T09:00:00.000Z', status: 'pending' },
      { to: 'remind.me@example.com', at: '2026-03-04T09:00:00.000Z', status: 'pending' },
    ]);
    const moved = await fixture.post(
      `/bookings/${booking.id}/reschedule`,
      { start: '2026-03-05T10:00:00.000Z' },
      bearer(booking.manageToken),
    );
    expect(moved.status).toBe(200);
    // The move replaced them: none is left for the old time.
    expect((await reminders(booking.id)).map((row) => row.at)).toEqual(['2026-03-04T10:00:00.000Z', '2026-03-04T10:00:00.000Z']);

    // A day before the new time, they go out.
    const start = receiver.messages.length;
    clock = new Date('2026-03-04T10:00:00.000Z');
    try {
      deliverTo(receiver.url);
      // Every reminder due by then goes out (the other tests' bookings have theirs too).
      const remindersTo = (address: string) => mailTo(address).filter((mail) => mail.subject?.startsWith('Reminder')).length;
      await expect.poll(() => remindersTo('remind.me@example.com'), { timeout: 20_000 }).toBe(1);
      await expect.poll(() => remindersTo('grace.reminded@example.com'), { timeout: 20_000 }).toBe(1);
      const reminder = mailTo('remind.me@example.com').find((mail) => mail.subject?.startsWith('Reminder')) as ParsedMail;
      // 11:00 in Amsterdam, the new time; with the link to manage it.
      expect(reminder.text).toContain('11:00');
      expect(reminder.text).toContain(`https://book.example/en/widget/booking/${booking.id}`);
      expect(receiver.messages.length).toBeGreaterThan(start);
    } finally {
      await worker?.stop();
      clock = NOW;
    }
  });

  it('are dropped with the booking, and not written for an appointment less than 24 hours away', async () => {
    const booking = await book({
      start: '2026-03-06T09:00:00.000Z',
      contact: { ...bookingBody().contact, email: 'never.reminded@example.com' },
    });
    expect(await reminders(booking.id)).toHaveLength(1);
    const cancelled = await fixture.post(
      `/bookings/${booking.id}/cancel`,
      { reason: 'Plans changed' },
      bearer(booking.manageToken),
    );
    expect(cancelled.status).toBe(200);
    expect(await reminders(booking.id)).toEqual([]);
    // Today at 12:00 is four hours away: its confirmation says it all.
    const soon = await book({
      start: '2026-03-02T12:00:00.000Z',
      contact: { ...bookingBody().contact, email: 'soon@example.com' },
    });
    expect(await reminders(soon.id)).toEqual([]);
  });
});
