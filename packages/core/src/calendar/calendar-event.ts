/**
 * An appointment as calendars take it: what, when (UTC instants), where, and a stable id so that
 * adding it twice updates one event instead of making two.
 * @example { uid: 'aWkXhoi1Q0rQxzM41CEbIA@booking-kit', title: 'Intro call with Anna de Vries', start: '2026-03-03T08:00:00.000Z', end: '2026-03-03T08:15:00.000Z', createdAt: '2026-03-02T08:00:00.000Z' }
 */
export interface CalendarEvent {
  /** Globally unique and stable: the booking id with the host that issued it. */
  uid: string;
  title: string;
  /** ISO-8601 instants. */
  start: string;
  end: string;
  /** When the booking was made (the `.ics` DTSTAMP). */
  createdAt: string;
  description?: string;
  location?: string;
  /** Where the visitor manages the booking. */
  url?: string;
}

/** `20260303T080000Z`: an instant in the basic UTC form iCalendar and the calendar sites use. */
export function basicUtc(instant: string): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) throw new RangeError(`not an instant: ${instant}`);
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}
