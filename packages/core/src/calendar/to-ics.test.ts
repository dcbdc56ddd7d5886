import fc from 'fast-check';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import type { CalendarEvent } from './calendar-event';
import { escapeText, foldLine, toIcs } from './to-ics';

const event: CalendarEvent = {
  uid: 'aWkXhoi1Q0rQxzM41CEbIA@booking-kit',
  title: 'Intro call with Anna de Vries',
  start: '2026-03-03T08:00:00.000Z',
  end: '2026-03-03T08:15:00.000Z',
  createdAt: '2026-03-02T08:00:00.000Z',
  description: 'Harbor Wellness Studio; questions? Call +31 20 123 4567, any day.\nSee you then!',
  location: 'Online',
  url: 'https://book.example/widget/booking/aWkXhoi1Q0rQxzM41CEbIA',
};

/** The event as an independent parser (Mozilla's ical.js) reads it back. */
function parsed(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT');
  return { calendar, vevent, event: new ICAL.Event(vevent) };
}

const octets = (line: string) => new TextEncoder().encode(line).length;

describe('toIcs', () => {
  it('writes an RFC 5545 calendar that an independent parser reads back exactly', () => {
    const ics = toIcs(event);
    const { calendar, event: back } = parsed(ics);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(back.uid).toBe(event.uid);
    expect(back.summary).toBe(event.title);
    expect(back.description).toBe(event.description);
    expect(back.location).toBe('Online');
    expect(back.startDate.toJSDate().toISOString()).toBe(event.start);
    expect(back.endDate.toJSDate().toISOString()).toBe(event.end);
    // Times are written in UTC (the Z form), never a floating local time.
    expect(ics).toContain('DTSTART:20260303T080000Z\r\n');
    expect(ics).toContain('DTSTAMP:20260302T080000Z\r\n');
  });

  it('ends every line with CRLF and folds none longer than 75 octets', () => {
    const ics = toIcs({ ...event, description: 'é'.repeat(200) });
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of ics.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(parsed(ics).event.description).toBe('é'.repeat(200));
  });
});

describe('toIcs with several events', () => {
  /** A weekly series of three: the same appointment a week apart, each booking its own UID. */
  const series: CalendarEvent[] = [0, 1, 2].map((week) => ({
    ...event,
    uid: `booking-${week}@booking-kit`,
    start: new Date(Date.parse(event.start) + week * 7 * 86_400_000).toISOString(),
    end: new Date(Date.parse(event.end) + week * 7 * 86_400_000).toISOString(),
    url: `https://book.example/widget/booking/booking-${week}`,
  }));

  it('writes one calendar with a VEVENT per event, in order, that an independent parser reads back', () => {
    const ics = toIcs(series);
    const calendar = new ICAL.Component(ICAL.parse(ics));
    const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    expect(events.map((back) => back.uid)).toEqual(series.map((one) => one.uid));
    expect(events.map((back) => back.startDate.toJSDate().toISOString())).toEqual(series.map((one) => one.start));
    expect(events.map((back) => back.endDate.toJSDate().toISOString())).toEqual(series.map((one) => one.end));
    expect(ics.match(/^BEGIN:VCALENDAR\r$/gm)).toHaveLength(1);
    expect(ics.match(/^BEGIN:VEVENT\r$/gm)).toHaveLength(3);
  });

  it('writes a list of one exactly as the event alone, and refuses an empty list', () => {
    expect(toIcs([event])).toBe(toIcs(event));
    expect(() => toIcs([])).toThrow(RangeError);
  });
});

describe('toIcs properties', () => {
  const seed = Number(process.env.FC_SEED ?? Date.now() % 2 ** 31);
  // Printed so that a failing run can be replayed with FC_SEED=<seed>.
  console.info(`[toIcs properties] fast-check seed ${seed}`);

  it('keeps any text (any script, emoji, separators, line breaks) through escaping and folding', () => {
    const text = fc
      .string({ unit: 'grapheme', minLength: 1, maxLength: 300 })
      .filter((value) => value.trim() === value && value !== '');
    fc.assert(
      fc.property(text, text, (title, description) => {
        const ics = toIcs({ ...event, title, description, location: `${title}, ${description}` });
        for (const line of ics.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
        const back = parsed(ics).event;
        const normalised = (value: string) => value.replace(/\r\n|\r/g, '\n');
        expect(back.summary).toBe(normalised(title));
        expect(back.description).toBe(normalised(description));
        expect(back.location).toBe(normalised(`${title}, ${description}`));
      }),
      { numRuns: 1000, seed },
    );
  });

  it('folds into pieces that join back to the line, never splitting a character', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 400 }), (line) => {
        const folded = foldLine(line);
        const pieces = folded.split('\r\n ');
        expect(pieces.join('')).toBe(line);
        for (const piece of pieces) expect(piece).not.toMatch(/[\uD800-\uDBFF]$/);
      }),
      { numRuns: 1000, seed },
    );
  });

  it('escapes the separators TEXT values must not contain bare', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });
});
