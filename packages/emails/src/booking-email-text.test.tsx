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

describe('the plain text, written from the email’s content', () => {
  it('is what html-to-text reads off the HTML, in every locale, kind and audience', async () => {
    let compared = 0;
    for (const locale of SUPPORTED_LOCALES) {
      for (const kind of BOOKING_MESSAGE_KINDS) {
        for (const audience of ['visitor', 'guest', 'staff'] as const) {
          for (const message of [
            fullMessage(kind, audience, locale),
            // The fewest: one appointment, one seat, free, no phone, no manage link.
            {
              ...fullMessage(kind, audience, locale),
              business: { name: 'Studio Zen' },
              manageUrl: undefined,
              booking: {
                ...fullMessage(kind, audience, locale).booking,
                seats: 1,
                guestNames: [],
                amounts: undefined,
                appointmentCount: 1,
              },
            } as BookingMessage,
          ]) {
            const { html, text } = await renderBookingMessage(message);
            expect(text, `${locale} ${kind} ${audience}`).toBe(htmlToText(html));
            compared++;
          }
        }
      }
    }
    expect(compared).toBe(SUPPORTED_LOCALES.length * BOOKING_MESSAGE_KINDS.length * 3 * 2);
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
