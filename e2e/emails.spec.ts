import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

import ICAL from 'ical.js';
import { type ParsedMail, simpleParser } from 'mailparser';
import { Webhook } from 'standardwebhooks';
import { startSmtpReceiver } from '../packages/server/src/test/smtp-receiver';
import { startWebhookReceiver } from '../packages/server/src/test/webhook-receiver';
import { E2E_ADMIN_API_KEY } from './admin-key';
import { bookThroughApi } from './api-booking';
import { expect, test } from './fixtures';
import { catalog, en, fillDetails, holdFirstSlot, holdLabelsOf, literal, waitForHydration } from './helpers';
import { startServer } from './server-process';

/**
 * The emails a booking sends, end to end: the app server under test has no SMTP_URL, so it writes
 * each email as an `.eml` file under its DATA_DIR (`mail/`), which these tests read back with
 * mailparser and ical.js, as a mail client would.
 */
const de = catalog('de') as typeof en;
/** Where the worker's app server writes its emails (see e2e/fixtures.ts). */
let mailDir = '';
test.beforeEach(({ workerApp }) => {
  mailDir = path.join(workerApp.dataDir, 'mail');
});

/** The emails to `address` so far, parsed, oldest first. */
async function mailTo(address: string): Promise<ParsedMail[]> {
  const names = (await readdir(mailDir).catch(() => [] as string[])).filter((name) => name.endsWith('.eml'));
  const mails = await Promise.all(names.map(async (name) => simpleParser(await readFile(path.join(mailDir, name)))));
  return mails
    .filter((mail) => mail.to && 'text' in mail.to && mail.to.text.includes(address))
    .sort((a, b) => (a.date?.getTime() ?? 0) - (b.date?.getTime() ?? 0));
}

/**
 * Waits for an email to `address` whose subject starts as `subjectTemplate` does (up to its first
 * value) and whose text contains `mentioning` (other tests' bookings write emails too).
 */
async function waitForMail(address: string, subjectTemplate: string, mentioning = ''): Promise<ParsedMail> {
  const prefix = subjectTemplate.split('{{')[0] ?? '';
  let found: ParsedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailTo(address)).find((mail) => mail.subject?.startsWith(prefix) && mail.text?.includes(mentioning));
        return found?.subject ?? '';
      },
      { timeout: 15_000 },
    )
    .toMatch(new RegExp(`^${literal(prefix)}`));
  return found as ParsedMail;
}

/** The method and event of a mail's calendar invite. */
function inviteOf(mail: ParsedMail) {
  const part = mail.attachments.find((attachment) => attachment.contentType.includes('calendar'));
  const calendar = new ICAL.Component(ICAL.parse(part?.content.toString('utf8') ?? ''));
  const event = calendar.getFirstSubcomponent('vevent');
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event?.getFirstPropertyValue('uid'),
    sequence: Number(event?.getFirstPropertyValue('sequence')),
  };
}

test('a booking made in German is confirmed by email in German with its manage link; cancelled through that link, the visitor and Anna are told, with the reason, and the webhook receiver gets booking.created then booking.cancelled', async ({
  page,
  browser,
  request,
}) => {
  // The business's webhook endpoint, registered through the admin API: a real HTTP server.
  const hooks = await startWebhookReceiver();
  const admin = { authorization: `Bearer ${E2E_ADMIN_API_KEY}` };
  const registered = await request.post('/api/v1/admin/webhooks', { headers: admin, data: { url: `${hooks.url}/bookings` } });
  expect(registered.status()).toBe(201);
  const { endpoint, secret } = await registered.json();
  const email = `juergen.${Date.now()}@example.com`;
  await page.goto('/de/widget/appointment/anna-de-vries/intro-call');
  await holdFirstSlot(page, holdLabelsOf(de));
  await fillDetails(page, de.details, { firstName: 'Jürgen', lastName: 'Müller', email, phone: '' });
  await page.getByRole('button', { name: de.booking.submit }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(de.confirmation.scheduled);

  // The confirmation: German subject and document language, the invite, and the manage link.
  const booked = await waitForMail(email, de.email.subject.booked);
  expect(booked.html).toContain('lang="de-DE"');
  const link = /http:\/\/127\.0\.0\.1:\d+\/de\/widget\/booking\/[A-Za-z0-9_-]+\?token=[A-Za-z0-9_%-]+/.exec(
    booked.text ?? '',
  )?.[0];
  expect(link, booked.text).toBeDefined();
  const bookingId = /\/widget\/booking\/([A-Za-z0-9_-]+)/.exec(link ?? '')?.[1];
  expect(inviteOf(booked)).toEqual({ method: 'REQUEST', uid: `${bookingId}@booking-kit`, sequence: 0 });
  // Anna hears of it in the business's language (English).
  const notice = await waitForMail('anna@harbor-wellness.example', en.email.staff.booked.heading, 'Jürgen Müller');
  expect(notice.html).toContain('lang="en-US"');

  // The link opens the booking in another browser, which cancels it with a reason.
  const context = await browser.newContext({ locale: 'de-DE', timezoneId: 'Europe/Amsterdam' });
  await context.addCookies([{ name: 'bk-consent', value: 'essential', domain: '127.0.0.1', path: '/' }]);
  const other = await context.newPage();
  await other.goto(link ?? '');
  await expect(other.getByRole('heading', { level: 1 })).toHaveText(de.confirmation.scheduled);
  // The confirmation dialog is the scripted page's: the page is hydrated before it is used.
  await waitForHydration(other);
  await other.getByRole('link', { name: de.manage.cancel }).click();
  await other.getByLabel(de.cancelBooking.reason).fill('Mein Zug fällt aus');
  await other.getByRole('button', { name: de.cancelBooking.submit }).click();
  const confirm = other.getByRole('alertdialog', { name: de.cancelBooking.confirm.title });
  await confirm.getByRole('button', { name: de.cancelBooking.confirm.action }).click();
  await expect(other.getByRole('heading', { level: 1 })).toHaveText(de.confirmation.cancelled);
  await context.close();

  // The cancellation withdraws the invite and carries the reason, to the visitor and to Anna.
  const cancelled = await waitForMail(email, de.email.subject.cancelled);
  expect(cancelled.text).toContain('Mein Zug fällt aus');
  expect(inviteOf(cancelled)).toEqual({ method: 'CANCEL', uid: `${bookingId}@booking-kit`, sequence: 1 });
  const told = await waitForMail('anna@harbor-wellness.example', en.email.staff.cancelled.heading, 'Jürgen Müller');
  expect(told.text).toContain('Mein Zug fällt aus');

  // The webhooks: this booking's events (other tests book on the same server), in order, each
  // verified by the standardwebhooks package.
  try {
    const events = () =>
      hooks.received
        .map(
          (hook) =>
            new Webhook(secret).verify(hook.body, hook.headers as Record<string, string>) as {
              type: string;
              data: { booking: { id: string; cancellationReason?: string } };
            },
        )
        .filter((event) => event.data.booking.id === bookingId);
    await expect
      .poll(() => events().map((event) => event.type), { timeout: 15_000 })
      .toEqual(['booking.created', 'booking.cancelled']);
    expect(events()[1]?.data.booking.cancellationReason).toBe('Mein Zug fällt aus');
  } finally {
    await request.delete(`/api/v1/admin/webhooks/${endpoint.id}`, { headers: admin });
    await hooks.close();
  }
});

test('kill -9 with emails still to send: after the restart every one of them is delivered, once', async ({ playwright }) => {
  // Two server starts on a slow machine.
  test.setTimeout(120_000);
  // The mail server is down at first: its address, closed.
  const gone = await startSmtpReceiver();
  const downUrl = gone.url;
  await gone.close();
  const first = await startServer({ SMTP_URL: downUrl, PUBLIC_URL: 'http://127.0.0.1' });
  const api = await playwright.request.newContext({ baseURL: `http://127.0.0.1:${first.port}` });
  const booking = await bookThroughApi(api, 'first');
  await api.dispose();
  // Answered 201: the emails are committed with the booking. The process tries both (the
  // visitor's confirmation and Anna's notice), finds the mail server down, and dies with them
  // still to send. (A process killed in the middle of a send holds them for its 30 s lease: the
  // server's email-delivery test covers that without waiting for the lease.)
  await expect.poll(() => first.output().match(/failed \(attempt 1\)/g)?.length ?? 0, { timeout: 30_000 }).toBe(2);
  await first.kill();

  const receiver = await startSmtpReceiver();
  const second = await startServer({ SMTP_URL: receiver.url, PUBLIC_URL: 'http://127.0.0.1', DATA_DIR: first.dataDir });
  try {
    // The visitor's confirmation and Anna's notice, at their retry, 5–6 s after the failed try.
    await receiver.waitFor(2, 30_000);
    // A little longer: nothing else (no second copy) arrives.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const visitor = receiver.messages.filter((mail) => mail.to && 'text' in mail.to && mail.to.text.includes('hedy@example.com'));
    expect(visitor).toHaveLength(1);
    expect(inviteOf(visitor[0] as ParsedMail).uid).toBe(`${booking.id}@booking-kit`);
    const ids = receiver.messages.map((mail) => mail.messageId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(2);
  } finally {
    await second.stop();
    await receiver.close();
  }
});
