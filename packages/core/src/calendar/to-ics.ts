import { basicUtc, type CalendarEvent } from './calendar-event';

const CRLF = '\r\n';
/** RFC 5545 §3.1: lines longer than 75 octets are folded. */
const MAX_OCTETS = 75;
const encoder = new TextEncoder();

/**
 * A TEXT value escaped per RFC 5545 §3.3.11: backslash, semicolon and comma are escaped, and any
 * line break becomes `\n`.
 * @example escapeText('Room 2; floor 1, left') // 'Room 2\\; floor 1\\, left'
 */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * One content line folded per RFC 5545 §3.1: at most 75 octets per line, continuation lines
 * starting with a space, never splitting a UTF-8 character (an emoji or `é` stays whole).
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    // The first line has 75 octets; a continuation's leading space takes one of its 75.
    const limit = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/** Options of `toIcs`. */
export interface ToIcsOptions {
  /** The PRODID of the calendar. @default '-//booking-kit//booking-kit//EN' */
  productId?: string;
}

/** One VEVENT's lines. */
function eventLines(event: CalendarEvent): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${basicUtc(event.createdAt)}`,
    `DTSTART:${basicUtc(event.start)}`,
    `DTEND:${basicUtc(event.end)}`,
    `SUMMARY:${escapeText(event.title)}`,
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    // A URI value is not TEXT: it is written as it is (RFC 5545 §3.3.13).
    ...(event.url ? [`URL:${event.url}`] : []),
    'END:VEVENT',
  ];
}

/**
 * An iCalendar file (RFC 5545) for iCal, iCloud and any calendar that imports `.ics`: one event,
 * or several booked together (the occurrences of a recurring series), each its own VEVENT with
 * its own UID, in one file. CRLF line ends, folded lines, escaped text, times in UTC, stable UIDs.
 * @throws RangeError for an empty list (a calendar object holds at least one event)
 * @example
 * toIcs({ uid: 'b1@booking-kit', title: 'Intro call', start: '2026-03-03T08:00:00Z', end: '2026-03-03T08:15:00Z', createdAt: '2026-03-02T08:00:00Z' })
 * // 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\n…DTSTART:20260303T080000Z\r\n…END:VCALENDAR\r\n'
 * toIcs([first, second, third]) // one file, three VEVENTs
 */
export function toIcs(events: CalendarEvent | readonly CalendarEvent[], options: ToIcsOptions = {}): string {
  const list: readonly CalendarEvent[] = isEventList(events) ? events : [events];
  if (list.length === 0) throw new RangeError('toIcs needs at least one event.');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${options.productId ?? '-//booking-kit//booking-kit//EN'}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...list.flatMap(eventLines),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/** Whether `events` is a list (`Array.isArray` does not narrow a readonly array out of a union). */
function isEventList(events: CalendarEvent | readonly CalendarEvent[]): events is readonly CalendarEvent[] {
  return Array.isArray(events);
}
