import {
  BOOKING_MESSAGE_KINDS,
  type BookingMessage,
  type BookingMessageAudience,
  type BookingMessageKind,
} from '@booking-kit/core';
import { describe, expect, it } from 'vitest';
import { renderBookingMessage } from './render-booking-message';

const MANAGE_URL = 'https://studio.example/manage/bk_7Hq2?token=m4n4g3&lang=en';

/** Ada's massage with Anna on Tuesday 1 December 2026, 09:00–10:00 UTC: 10:00–11:00 in Amsterdam. */
function message(
  kind: BookingMessageKind,
  audience: BookingMessageAudience,
  overrides: Partial<BookingMessage> = {},
): BookingMessage {
  return {
    id: 'msg_1',
    kind,
    audience,
    to: { name: 'Ada', email: 'ada@example.com' },
    locale: 'en',
    timeZone: 'Europe/Amsterdam',
    business: { name: 'Studio Zen', phone: '+31 20 123 4567' },
    booking: {
      id: 'bk_7Hq2',
      serviceName: 'Massage (60 min)',
      staffName: 'Anna de Vries',
      start: '2026-12-01T09:00:00.000Z',
      end: '2026-12-01T10:00:00.000Z',
      previousStart: kind === 'rescheduled' ? '2026-11-30T13:00:00.000Z' : undefined,
      previousEnd: kind === 'rescheduled' ? '2026-11-30T14:00:00.000Z' : undefined,
      seats: 1,
      visitorName: 'Ada Lovelace',
      guestNames: [],
      amounts: { currency: 'EUR', totalMinor: 8000, dueNowMinor: 2000, paidMinor: 2000, choice: 'deposit' },
      cancellationReason: kind === 'cancelled' || kind === 'rejected' ? 'I have a fever.' : undefined,
      appointmentCount: 1,
    },
    manageUrl: audience === 'visitor' ? MANAGE_URL : undefined,
    ...overrides,
  };
}

/** A details row as the plain text lays it out: the label, two or more spaces, the value. */
function detail(text: string, label: string): string | undefined {
  return new RegExp(`^${label} {2,}(.+)$`, 'm').exec(text)?.[1];
}

type TestLocale = 'en' | 'de';

/**
 * What each language writes, for the sample booking read in Amsterdam. A subject is its lead-in
 * (for the visitor and guests in BOOKING_MESSAGE_KINDS order: booked … receipt), the service, and
 * the start: 'to' it for a move, 'on' it otherwise.
 */
const EXPECTED = {
  tag: { en: 'en-US', de: 'de-DE' },
  subjectOn: { en: 'Massage (60 min) on Tue, Dec 1, 10:00 AM', de: 'Massage (60 min) am Di., 1. Dez., 10:00' },
  subjectTo: { en: 'Massage (60 min) to Tue, Dec 1, 10:00 AM', de: 'Massage (60 min) auf Di., 1. Dez., 10:00' },
  visitorLeadIns: {
    en: ['Booked', 'Requested', 'Confirmed', 'Declined', 'Rescheduled', 'Cancelled', 'Reminder', 'Receipt'],
    de: ['Gebucht', 'Angefragt', 'Bestätigt', 'Abgelehnt', 'Verschoben', 'Storniert', 'Erinnerung', 'Beleg'],
  },
  guestLeadIns: {
    en: ['Invitation from Ada Lovelace', '', '', 'Cancelled', 'Rescheduled', 'Cancelled', 'Reminder', ''],
    de: ['Einladung von Ada Lovelace', '', '', 'Storniert', 'Verschoben', 'Storniert', 'Erinnerung', ''],
  },
  when: {
    en: ['When', 'Tuesday, December 1, 2026, 10:00 – 11:00 AM GMT+1'],
    de: ['Wann', 'Dienstag, 1. Dezember 2026, 10:00–11:00 Uhr MEZ'],
  },
  zone: {
    en: ['Time zone', 'Central European Standard Time (Europe/Amsterdam)'],
    de: ['Zeitzone', 'Mitteleuropäische Normalzeit (Europe/Amsterdam)'],
  },
  total: { en: ['Total', '€80.00'], de: ['Gesamtbetrag', '80,00\u00a0€'] },
  manage: { en: 'Manage your booking', de: 'Buchung verwalten' },
} as const;

/** A staff notice's lead-in per kind, in English and German. */
const STAFF_LEAD_INS: Record<BookingMessageKind, Record<TestLocale, string>> = {
  booked: { en: 'New booking', de: 'Neue Buchung' },
  requested: { en: 'Booking request', de: 'Buchungsanfrage' },
  confirmed: { en: 'Booking confirmed', de: 'Buchung bestätigt' },
  rejected: { en: 'Request declined', de: 'Anfrage abgelehnt' },
  rescheduled: { en: 'Booking moved', de: 'Buchung verschoben' },
  cancelled: { en: 'Booking cancelled', de: 'Buchung storniert' },
  reminder: { en: 'Coming up', de: 'Demnächst' },
  receipt: { en: 'Payment received', de: 'Zahlung erhalten' },
};

/**
 * The subject a reader gets. An empty lead-in in a guest's list is the invitation's, written once
 * as the list's first: a guest is invited alike whether the booking is made, requested, confirmed or paid.
 */
function expectedSubject(locale: TestLocale, audience: BookingMessageAudience, kind: BookingMessageKind) {
  const list = audience === 'guest' ? EXPECTED.guestLeadIns[locale] : EXPECTED.visitorLeadIns[locale];
  const leadIn = audience === 'staff' ? STAFF_LEAD_INS[kind][locale] : list[BOOKING_MESSAGE_KINDS.indexOf(kind)] || list[0];
  return `${leadIn}: ${(kind === 'rescheduled' ? EXPECTED.subjectTo : EXPECTED.subjectOn)[locale]}`;
}

const AUDIENCES: BookingMessageAudience[] = ['visitor', 'guest', 'staff'];

describe.each<TestLocale>(['en', 'de'])('in %s', (locale) => {
  describe.each(AUDIENCES)('for the %s', (audience) => {
    it.each(BOOKING_MESSAGE_KINDS)(
      '%s: subject, language, time in the reader’s zone, link only for the visitor',
      async (kind) => {
        const rendered = await renderBookingMessage(message(kind, audience, { locale }));
        expect(rendered.subject).toBe(expectedSubject(locale, audience, kind));
        expect(rendered.html).toMatch(new RegExp(`<html dir="ltr" lang="${EXPECTED.tag[locale]}">`));
        expect(rendered.html.match(/<h1[\s>]/g)).toHaveLength(1);
        expect(rendered.html).toContain(`<title>${rendered.subject}</title>`);
        expect(detail(rendered.text, EXPECTED.when[locale][0])).toBe(EXPECTED.when[locale][1]);
        expect(detail(rendered.text, EXPECTED.zone[locale][0])).toBe(EXPECTED.zone[locale][1]);
        const manageHref = `href="${MANAGE_URL.replaceAll('&', '&amp;')}"`;
        if (audience === 'visitor') {
          expect(rendered.html).toContain(manageHref);
          expect(rendered.text).toContain(MANAGE_URL);
          expect(detail(rendered.text, EXPECTED.total[locale][0])).toBe(EXPECTED.total[locale][1]);
        } else {
          expect(rendered.html).not.toContain('/manage/');
          expect(rendered.text).not.toContain('/manage/');
          expect(detail(rendered.text, EXPECTED.total[locale][0])).toBeUndefined();
        }
      },
    );
  });

  it('the visitor’s manage button says where it goes and the plain text keeps its full URL', async () => {
    const rendered = await renderBookingMessage(message('booked', 'visitor', { locale }));
    expect(rendered.html).toMatch(new RegExp(`<a href="[^"]+"[^>]*>.*?${EXPECTED.manage[locale]}.*?</a>`));
    expect(rendered.text).toContain(`${EXPECTED.manage[locale]} ${MANAGE_URL}`);
  });
});

describe('what each kind says', () => {
  it('booked: what, with whom, the amounts, the office phone as a tel: link', async () => {
    const { html, text } = await renderBookingMessage(message('booked', 'visitor'));
    expect(text).toContain('Your appointment is booked');
    expect(detail(text, 'What')).toBe('Massage (60 min)');
    expect(detail(text, 'With')).toBe('Anna de Vries');
    expect(detail(text, 'Paid')).toBe('€20.00');
    expect(detail(text, 'Left to pay')).toBe('€60.00');
    expect(detail(text, 'Booking reference')).toBe('bk_7Hq2');
    expect(html).toContain('<a href="tel:+31201234567"');
    expect(text).toContain('Questions? Call Studio Zen at +31 20 123 4567.');
    expect(text).not.toContain('tel:');
  });

  it('leaves out the phone line when the business has no phone, and the amounts when the service is free', async () => {
    const free = message('booked', 'visitor');
    const { html, text } = await renderBookingMessage({
      ...free,
      business: { name: 'Studio Zen' },
      booking: { ...free.booking, amounts: undefined },
    });
    expect(html).not.toContain('tel:');
    expect(text).not.toContain('Questions?');
    expect(detail(text, 'Total')).toBeUndefined();
  });

  it('requested: the business will confirm and an email follows', async () => {
    const { text } = await renderBookingMessage(message('requested', 'visitor'));
    expect(text).toContain('Studio Zen will confirm your request. You will get an email as soon as they do.');
  });

  it('rescheduled: the new time, and the previous one struck through and labelled', async () => {
    const { html, text } = await renderBookingMessage(message('rescheduled', 'visitor'));
    expect(detail(text, 'When')).toBe('Tuesday, December 1, 2026, 10:00 – 11:00 AM GMT+1');
    expect(detail(text, 'Was')).toBe('Monday, November 30, 2026, 2:00 – 3:00 PM GMT+1');
    expect(html).toMatch(/<del [^>]*>Monday, November 30, 2026, 2:00 – 3:00 PM GMT\+1<\/del>/);
  });

  it('cancelled: the reason for the visitor and staff, not for guests; the link only to view', async () => {
    const visitor = await renderBookingMessage(message('cancelled', 'visitor'));
    expect(detail(visitor.text, 'Reason')).toBe('I have a fever.');
    expect(visitor.text).toContain(`View your booking ${MANAGE_URL}`);
    expect(visitor.text).not.toContain('Manage your booking');
    const german = await renderBookingMessage(message('cancelled', 'visitor', { locale: 'de' }));
    expect(detail(german.text, 'Grund')).toBe('I have a fever.');
    const staff = await renderBookingMessage(message('cancelled', 'staff'));
    expect(detail(staff.text, 'Reason')).toBe('I have a fever.');
    const guest = await renderBookingMessage(message('cancelled', 'guest'));
    expect(guest.text).not.toContain('I have a fever.');
  });

  it('rejected: the reason when given, none when not', async () => {
    const given = await renderBookingMessage(message('rejected', 'visitor'));
    expect(given.text).toContain('Studio Zen could not accept your request.');
    expect(detail(given.text, 'Reason')).toBe('I have a fever.');
    const plain = message('rejected', 'visitor');
    const none = await renderBookingMessage({ ...plain, booking: { ...plain.booking, cancellationReason: undefined } });
    expect(detail(none.text, 'Reason')).toBeUndefined();
  });

  it('reminder: the appointment is coming up', async () => {
    const { text } = await renderBookingMessage(message('reminder', 'visitor'));
    expect(text).toContain('Your appointment is coming up');
    expect(text).toContain('This is a reminder of your upcoming appointment at Studio Zen.');
  });

  it('receipt: what was paid, in the locale’s format', async () => {
    const { text } = await renderBookingMessage(message('receipt', 'visitor', { locale: 'de' }));
    expect(text).toContain('Vielen Dank für Ihre Zahlung');
    expect(detail(text, 'Bezahlt')).toBe('20,00\u00a0€');
    expect(detail(text, 'Noch zu zahlen')).toBe('60,00\u00a0€');
  });

  it('a series: says it is the first of its appointments', async () => {
    const series = message('booked', 'visitor');
    const { text } = await renderBookingMessage({ ...series, booking: { ...series.booking, appointmentCount: 4 } });
    expect(text).toContain('This is the first of 4 appointments.');
    const single = await renderBookingMessage(series);
    expect(single.text).not.toContain('This is the first of');
  });

  it('seats and guests: shown to the visitor and staff', async () => {
    const group = message('booked', 'visitor');
    const booking = { ...group.booking, seats: 3, guestNames: ['Grace Hopper', 'Alan Turing'] };
    const { text } = await renderBookingMessage({ ...group, booking });
    expect(detail(text, 'Seats')).toBe('3');
    expect(detail(text, 'Guests')).toBe('Grace Hopper, Alan Turing');
  });
});

describe('what guests and staff read', () => {
  it('a guest is told who invited them, with the phone, without amounts or the manage link', async () => {
    const invite = message('booked', 'guest', { to: { name: 'Grace', email: 'grace@example.com' } });
    const { text, html } = await renderBookingMessage({ ...invite, manageUrl: MANAGE_URL });
    expect(text).toContain('Ada Lovelace invited you');
    expect(text).toContain('Hi Grace,');
    expect(text).toContain('Ada Lovelace booked an appointment at Studio Zen and invited you to it.');
    expect(detail(text, 'Booked by')).toBe('Ada Lovelace');
    expect(text).not.toContain('€');
    // Even when the server hands one over, a guest's email has no link to change the booking.
    expect(html).not.toContain('/manage/');
    expect(html).toContain('tel:+31201234567');
  });

  it('in German, a guest reads the invitation in German', async () => {
    const { text } = await renderBookingMessage(message('booked', 'guest', { locale: 'de' }));
    expect(text).toContain('Ada Lovelace hat Sie eingeladen');
    expect(detail(text, 'Gebucht von')).toBe('Ada Lovelace');
  });

  it('staff get a short notice: the visitor, the guests, the time in the staff member’s zone', async () => {
    const notice = message('booked', 'staff', { to: { name: 'Anna', email: 'anna@example.com' }, timeZone: 'America/New_York' });
    const booking = { ...notice.booking, guestNames: ['Grace Hopper'] };
    const { subject, text } = await renderBookingMessage({ ...notice, booking });
    expect(subject).toBe('New booking: Massage (60 min) on Tue, Dec 1, 4:00 AM');
    expect(text).toContain('Ada Lovelace booked Massage (60 min) with you.');
    expect(detail(text, 'When')).toBe('Tuesday, December 1, 2026, 4:00 – 5:00 AM EST');
    expect(detail(text, 'Booked by')).toBe('Ada Lovelace');
    expect(detail(text, 'Guests')).toBe('Grace Hopper');
    expect(text).not.toContain('€');
    expect(text).not.toContain('Questions?');
  });

  it('staff notices for a move and a cancellation', async () => {
    const moved = await renderBookingMessage(message('rescheduled', 'staff'));
    expect(moved.subject).toMatch(/^Booking moved: /);
    expect(detail(moved.text, 'Was')).toBe('Monday, November 30, 2026, 2:00 – 3:00 PM GMT+1');
    const cancelled = await renderBookingMessage(message('cancelled', 'staff', { locale: 'de' }));
    expect(cancelled.subject).toMatch(/^Buchung storniert: /);
    expect(cancelled.text).toContain('Die Buchung von Massage (60 min) durch Ada Lovelace bei Ihnen wurde storniert.');
  });
});

describe('the document', () => {
  it('declares light and dark, keeps a dark block, and has no images', async () => {
    const { html } = await renderBookingMessage(message('booked', 'visitor'));
    expect(html).toContain('<meta name="color-scheme" content="light dark"/>');
    expect(html).toContain('<meta name="supported-color-schemes" content="light dark"/>');
    expect(html).toContain('@media (prefers-color-scheme: dark)');
    expect(html).not.toContain('<img');
    expect(html.match(/<style>/g)).toHaveLength(1);
  });

  it('escapes what people typed', async () => {
    const base = message('cancelled', 'visitor');
    const { html } = await renderBookingMessage({
      ...base,
      booking: { ...base.booking, cancellationReason: '<script>alert(1)</script>' },
    });
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;');
  });

  it('keeps a subject on one line', async () => {
    const base = message('booked', 'visitor');
    const { subject } = await renderBookingMessage({ ...base, booking: { ...base.booking, serviceName: 'Massage\r\nBcc: x' } });
    expect(subject).toBe('Booked: Massage Bcc: x on Tue, Dec 1, 10:00 AM');
  });
});
