import { BOOKING_MESSAGE_KINDS, type BookingMessage, type Locale, loadTranslator, SUPPORTED_LOCALES } from '@booking-kit/core';
import { plainTextSelectors } from '@react-email/render';
import { compile } from 'html-to-text';
import { describe, expect, it } from 'vitest';
import { bookingEmailContent } from './booking-email-content';
import { bookingEmailText } from './booking-email-text';
import { renderBookingMessage } from './render-booking-message';

/**
 * react-email's plain text (`render(email, { plainText: true })`: html-to-text with its selectors,
 * no word wrap) with ours: what the plain text of an email must say, read off its HTML.
 */
const htmlToText = compile({
  wordwrap: false,
  selectors: [
    ...plainTextSelectors,
    { selector: 'h1', options: { uppercase: false } },
    { selector: 'h2', options: { uppercase: false } },
    { selector: '[data-text-format="dataTable"]', format: 'dataTable', options: { uppercaseHeaderCells: false } },
    { selector: 'a[href^="tel:"]', format: 'anchor', options: { ignoreHref: true } },
  ],
});

/** A message with everything a reader can be shown: a move, a series, seats, guests, amounts, a reason, the phone. */
function fullMessage(kind: BookingMessage['kind'], audience: BookingMessage['audience'], locale: Locale): BookingMessage {
  return {
    id: 'msg_1',
    kind,
    audience,
    to: { name: 'Ada', email: 'ada@example.com' },
    locale,
    timeZone: 'America/New_York',
    business: { name: 'Studio  Zen & Co', phone: '+31 20 123 4567' },
    booking: {
      id: 'bk_7Hq2',
      serviceName: 'Massage <60 min>',
      staffName: 'Anna de Vries',
      start: '2026-12-01T09:00:00.000Z',
      end: '2026-12-01T10:00:00.000Z',
      previousStart: '2026-11-30T13:00:00.000Z',
      previousEnd: '2026-11-30T14:00:00.000Z',
      seats: 3,
      visitorName: 'Ada Lovelace',
      guestNames: ['Grace Hopper', 'Alan Turing'],
      amounts: { currency: 'EUR', totalMinor: 8000, dueNowMinor: 2000, paidMinor: 2000, choice: 'deposit' },
      cancellationReason: 'I have\na fever.',
      appointmentCount: 4,
    },
    manageUrl: 'https://studio.example/manage/bk_7Hq2?token=m4n4g3&lang=en',
  };
}

/** The same message with the fewest parts: one appointment, one seat, free, no phone, no manage link. */
function sparseMessage(kind: BookingMessage['kind'], audience: BookingMessage['audience'], locale: Locale): BookingMessage {
  const full = fullMessage(kind, audience, locale);
  return {
    ...full,
    business: { name: 'Studio Zen' },
    manageUrl: undefined,
    booking: { ...full.booking, seats: 1, guestNames: [], amounts: undefined, appointmentCount: 1 },
  };
}

/** What html-to-text reads off each message's HTML is the plain text written for it. */
async function expectSameText(messages: BookingMessage[]) {
  for (const message of messages) {
    const { html, text } = await renderBookingMessage(message);
    expect(text, `${message.locale} ${message.kind} ${message.audience}`).toBe(htmlToText(html));
  }
}

/** Every kind of message for every reader. */
const KINDS_AND_AUDIENCES = BOOKING_MESSAGE_KINDS.flatMap((kind) =>
  (['visitor', 'guest', 'staff'] as const).map((audience) => ({ kind, audience })),
);

describe('the plain text, written from the email’s content, is what html-to-text reads off the HTML', () => {
  // Every part in every language (the words and the columns' widths change)…
  it.each(SUPPORTED_LOCALES)('in %s, every kind and reader, with every part', async (locale) => {
    await expectSameText(KINDS_AND_AUDIENCES.map(({ kind, audience }) => fullMessage(kind, audience, locale)));
  });

  // …and which parts an email has does not depend on its language.
  it('every kind and reader with the fewest parts', async () => {
    await expectSameText(KINDS_AND_AUDIENCES.map(({ kind, audience }) => sparseMessage(kind, audience, 'en')));
  });

  it('keeps the no-break space of a price and lines up the details in columns', async () => {
    const content = bookingEmailContent(fullMessage('receipt', 'visitor', 'de'), await loadTranslator('de'));
    const text = bookingEmailText(content);
    expect(text).toMatch(/^Bezahlt {3,}20,00\u00a0€$/m);
    // Every value starts in one column: three spaces after the longest label.
    const columns = new Set(
      text
        .split('\n\n')
        .find((block) => block.includes('bk_7Hq2'))
        ?.split('\n')
        .map((line) => /^.+? {3,}/.exec(line)?.[0].length),
    );
    expect([...columns]).toEqual(['Noch zu zahlen'.length + 3]);
  });
});
