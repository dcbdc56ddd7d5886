import { type CalendarDate, endOfMonth, endOfWeek, startOfMonth, startOfWeek } from '@internationalized/date';

/**
 * The weeks shown for a month: whole weeks from the locale's first day of the week, so the grid
 * always has rows of 7 cells (outside days included).
 * @example monthWeeks(new CalendarDate(2026, 3, 1), 'de-DE')[0][0].toString() // '2026-02-23'
 */
export function monthWeeks(month: CalendarDate, tag: string): CalendarDate[][] {
  const last = endOfWeek(endOfMonth(month), tag);
  const weeks: CalendarDate[][] = [];
  for (let start = startOfWeek(startOfMonth(month), tag); start.compare(last) <= 0; start = start.add({ weeks: 1 })) {
    weeks.push(Array.from({ length: 7 }, (_, index) => start.add({ days: index })));
  }
  return weeks;
}

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
