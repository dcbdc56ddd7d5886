import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOCALE_TAGS } from '../i18n/locales';
import { APPOINTMENT_TIME_OPTIONS, formatAppointmentTime } from '../manage/format-appointment-time';
import { dateTimeFormat, normalizeDateTimeText } from './format-date-time';

/**
 * The expected texts below are what Chromium 156 writes for the same formatting: the server's
 * text must equal the browser's, or React discards the server's HTML (hydration error #418).
 */

const START = Date.UTC(2026, 2, 9, 13);
const END = Date.UTC(2026, 2, 9, 13, 30);

describe('normalizeDateTimeText', () => {
  it('writes the thin and narrow no-break spaces of ICU as plain spaces', () => {
    expect(normalizeDateTimeText('9:00\u2009–\u20099:30\u202fAM')).toBe('9:00 – 9:30 AM');
    expect(normalizeDateTimeText('10:30\u202fAM\u2009–\u2009Monday')).toBe('10:30 AM – Monday');
  });

  it('leaves every other character alone, no-break spaces included', () => {
    expect(normalizeDateTimeText('45,00\u00a0€')).toBe('45,00\u00a0€');
    expect(normalizeDateTimeText('Montag, 9. März 2026, 14:00–14:30 Uhr MEZ')).toBe('Montag, 9. März 2026, 14:00–14:30 Uhr MEZ');
    expect(normalizeDateTimeText('')).toBe('');
  });
});

describe('dateTimeFormat', () => {
  it('formats a time range with plain spaces, as browsers do', () => {
    const time = dateTimeFormat('en-US', { timeStyle: 'short', timeZone: 'Europe/Amsterdam' });
    expect(time.formatRange(Date.UTC(2026, 2, 9, 8), Date.UTC(2026, 2, 9, 8, 30))).toBe('9:00 – 9:30 AM');
    expect(time.formatRange(new Date(START), new Date(END))).toBe('2:00 – 2:30 PM');
    expect(time.format(START)).toBe('2:00 PM');
  });

  it('normalizes the literal parts of formatToParts too', () => {
    const parts = dateTimeFormat('en-US', { timeStyle: 'short', timeZone: 'UTC' }).formatToParts(START);
    expect(parts).toEqual([
      { type: 'hour', value: '1' },
      { type: 'literal', value: ':' },
      { type: 'minute', value: '00' },
      { type: 'literal', value: ' ' },
      { type: 'dayPeriod', value: 'PM' },
    ]);
  });

  it('writes a range over two days as the browser does', () => {
    const full = (tag: string) => dateTimeFormat(tag, { dateStyle: 'full', timeStyle: 'short', timeZone: 'Asia/Kolkata' });
    const [from, to] = [Date.UTC(2026, 10, 1, 5), Date.UTC(2026, 10, 1, 19, 15)];
    expect(full('en-US').formatRange(from, to)).toBe(
      'Sunday, November 1, 2026 at 10:30 AM – Monday, November 2, 2026 at 12:45 AM',
    );
    expect(full('de-DE').formatRange(from, to)).toBe('Sonntag, 1. November 2026 um 10:30 – Montag, 2. November 2026 um 00:45');
  });

  it('keeps one formatter per locale and options', () => {
    const options = { timeStyle: 'short', timeZone: 'UTC' } as const;
    expect(dateTimeFormat('fr-FR', options)).toBe(dateTimeFormat('fr-FR', { ...options }));
    expect(dateTimeFormat('fr-FR', options)).not.toBe(dateTimeFormat('de-DE', options));
    expect(dateTimeFormat('fr-FR', options).resolvedOptions().timeZone).toBe('UTC');
  });

  it('rejects an unknown time zone as Intl does', () => {
    expect(() => dateTimeFormat('en-US', { timeZone: 'Mars/Olympus_Mons' })).toThrow(RangeError);
  });

  it('never writes a thin or narrow no-break space, in any locale, zone or style', () => {
    const zones = ['UTC', 'America/New_York', 'Asia/Kolkata', 'Pacific/Chatham', 'Europe/Amsterdam'];
    const styles: Intl.DateTimeFormatOptions[] = [
      { timeStyle: 'short' },
      { dateStyle: 'full', timeStyle: 'short' },
      { weekday: 'short', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' },
      // formatAppointmentTime's.
      APPOINTMENT_TIME_OPTIONS,
    ];
    const instant = fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 0, 1) });
    fc.assert(
      fc.property(
        fc.constantFrom(...Object.values(LOCALE_TAGS)),
        fc.constantFrom(...zones),
        fc.constantFrom(...styles),
        instant,
        fc.integer({ min: 0, max: 3 * 86_400_000 }),
        (tag, timeZone, style, start, length) => {
          const formatter = dateTimeFormat(tag, { ...style, timeZone });
          const texts = [
            formatter.format(start),
            formatter.formatRange(start, start + length),
            ...formatter.formatToParts(start).map((part) => part.value),
          ];
          for (const text of texts) expect(text).not.toMatch(/[\u2009\u202f]/);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('formatAppointmentTime in every locale', () => {
  const start = new Date(START).toISOString();
  const end = new Date(END).toISOString();
  const expected: Record<string, string> = {
    'da-DK': 'mandag den 9. marts 2026 14.00–14.30 CET',
    'de-DE': 'Montag, 9. März 2026, 14:00–14:30 Uhr MEZ',
    'en-US': 'Monday, March 9, 2026, 2:00 – 2:30 PM GMT+1',
    'es-ES': 'lunes, 9 de marzo de 2026, 14:00–14:30 CET',
    'fr-FR': 'lundi 9 mars 2026, 14:00 – 14:30 UTC+1',
    'hu-HU': '2026. március 9., hétfő 14:00–14:30 CET',
    'it-IT': 'lunedì 9 marzo 2026, 14:00–14:30 CET',
    'nl-NL': 'maandag 9 maart 2026, 14:00–14:30 CET',
    'pl-PL': 'poniedziałek, 9 marca 2026, 14:00–14:30 CET',
    'pt-BR': 'segunda-feira, 9 de março de 2026 14:00 – 14:30 GMT+1',
    'pt-PT': 'segunda-feira, 9 de março de 2026, 14:00 – 14:30 CET',
  };

  it.each(Object.values(LOCALE_TAGS))('writes %s as the browser does', (tag) => {
    expect(formatAppointmentTime(start, end, tag, 'Europe/Amsterdam')).toBe(expected[tag]);
  });
});
