import { type CalendarDate, endOfMonth, startOfMonth } from '@internationalized/date';

/** A calendar date as a `Date` at UTC midnight: format it with `timeZone: 'UTC'` so the machine's zone never shifts the day. */
export function dateAtUtc(date: CalendarDate): Date {
  return date.toDate('UTC');
}

/** Whether `date` lies after the last day of `maxMonth` (the business's booking horizon). */
export function isAfterMonth(date: CalendarDate, maxMonth: CalendarDate | undefined): boolean {
  return maxMonth !== undefined && date.compare(endOfMonth(maxMonth)) > 0;
}

/** Whether `date` lies before the first day of `minMonth`. */
export function isBeforeMonth(date: CalendarDate, minMonth: CalendarDate | undefined): boolean {
  return minMonth !== undefined && date.compare(startOfMonth(minMonth)) < 0;
}
