import { dateTimeFormat, SHORT_DATE_TIME } from '@booking-kit/core';

/**
 * The start as a subject line says it, short enough for an inbox's list, e.g. 'Tue, Dec 1, 10:00 AM'.
 */
export function subjectDate(start: string, tag: string, timeZone: string): string {
  return dateTimeFormat(tag, { ...SHORT_DATE_TIME, timeZone }).format(new Date(start));
}

/**
 * The reader's zone by name, at the appointment (summer or winter time), with its tz id, which
 * names the zone where the long name is shared by several countries:
 * 'Central European Standard Time (Europe/Amsterdam)'.
 */
export function timeZoneName(at: string, tag: string, timeZone: string): string {
  const parts = dateTimeFormat(tag, { timeZone, timeZoneName: 'long' }).formatToParts(new Date(at));
  const longName = parts.find((part) => part.type === 'timeZoneName')?.value;
  return longName && longName !== timeZone ? `${longName} (${timeZone})` : timeZone;
}
