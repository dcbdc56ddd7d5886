import { dateTimeFormat } from '../time/format-date-time';

/**
 * The fields of an appointment's time, without its zone: weekday, day, month and year, the time to
 * the minute, and the zone's short name. `dateStyle` cannot be combined with `timeZoneName`, so the
 * fields are named one by one. Its own constant so the tests of `dateTimeFormat` check this style.
 */
export const APPOINTMENT_TIME_OPTIONS = {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
} as const satisfies Intl.DateTimeFormatOptions;

/**
 * When an appointment takes place, for a person: the day and the start and end times in the given
 * time zone and locale, with the zone's short name, so a visitor in another zone is not misled.
 * The text is the same on the server and in the browser (plain spaces, see `dateTimeFormat`).
 * @param start an ISO-8601 instant, e.g. `2026-03-09T13:00:00.000Z`
 * @param end an ISO-8601 instant after `start`
 * @example
 * formatAppointmentTime('2026-03-09T13:00:00Z', '2026-03-09T13:30:00Z', 'en-US', 'Europe/Amsterdam')
 * // 'Monday, March 9, 2026, 2:00 – 2:30 PM GMT+1'
 */
export function formatAppointmentTime(start: string, end: string, locale: string, timeZone: string): string {
  return dateTimeFormat(locale, { ...APPOINTMENT_TIME_OPTIONS, timeZone }).formatRange(new Date(start), new Date(end));
}
