import { dateTimeFormat, SHORT_DATE_TIME } from '@booking-kit/core';
import type { SeriesOccurrence } from './recurring-series.types';

/** Intl formatters of one recurring series, for its locale tag and the visitor's time zone. */
export interface RecurringSeriesFormatters {
  /** `Monday, March 9, 2026, 10:00`; a start that does not exist (a clock change) shows the date alone. */
  occurrence(occurrence: Pick<SeriesOccurrence, 'date' | 'start'>): string;
  /** An alternative start, with its day as it may differ: `Tue, Mar 17, 10:30`. */
  alternative(start: string): string;
}

/**
 * Builds the formatters. Core's `dateTimeFormat` writes the same text on the server and in the
 * browser (no hydration mismatch); a date key alone is formatted at UTC so no zone moves it a day.
 */
export function createRecurringSeriesFormatters(tag: string, timeZone: string): RecurringSeriesFormatters {
  const dateParts = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' } as const;
  const withTime = dateTimeFormat(tag, { ...dateParts, hour: 'numeric', minute: '2-digit', timeZone });
  const dateOnly = dateTimeFormat(tag, { ...dateParts, timeZone: 'UTC' });
  const short = dateTimeFormat(tag, { ...SHORT_DATE_TIME, timeZone });
  return {
    occurrence: ({ date, start }) =>
      start === null ? dateOnly.format(new Date(`${date}T00:00:00Z`)) : withTime.format(new Date(start)),
    alternative: (start) => short.format(new Date(start)),
  };
}
