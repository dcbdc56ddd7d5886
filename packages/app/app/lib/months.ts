import { parseDate } from '@internationalized/date';

/** `YYYY-MM` of a `YYYY-MM-DD` date. */
export function monthOf(dateKey: string): string {
  return dateKey.slice(0, 7);
}

/** A `?month=YYYY-MM` value, or undefined when it is not a real month. */
export function parseMonth(value: string | null): string | undefined {
  if (!value || !/^\d{4}-(0[1-9]|1[0-2])$/.test(value)) return undefined;
  return value;
}

/** First and last day (`YYYY-MM-DD`) of a month. */
export function monthRange(month: string): { from: string; to: string } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(lastDay).padStart(2, '0')}` };
}

/** A `YYYY-MM` month kept between `first` and `last` (both `YYYY-MM`; they compare as text). */
export function clampMonth(month: string, first: string, last: string): string {
  if (month < first) return first;
  return month > last ? last : month;
}

/**
 * The slot picker's months from a loader's plain strings: the shown month, this month (the first
 * that may be shown), the horizon's month (the last) and today, as calendar dates.
 */
export function calendarMonths(shown: { today: string; month: string; lastMonth: string }) {
  return {
    month: parseDate(`${shown.month}-01`),
    minMonth: parseDate(`${shown.today.slice(0, 7)}-01`),
    maxMonth: parseDate(`${shown.lastMonth}-01`),
    today: parseDate(shown.today),
  };
}
