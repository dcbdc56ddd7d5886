import type { RecurringSeriesValue, SeriesCheckStatus, SeriesOccurrence, SeriesOccurrenceState } from './recurring-series.types';

/**
 * What an occurrence amounts to under the visitor's value: free, or (when not available) moved
 * to another time, left out, or still taken.
 * @example getSeriesOccurrenceState({ everyWeeks: 1, count: 4, skip: [2], replacements: {} }, occurrence) // 'skipped'
 */
export function getSeriesOccurrenceState(
  value: Pick<RecurringSeriesValue, 'skip' | 'replacements'>,
  occurrence: Pick<SeriesOccurrence, 'index' | 'available'>,
): SeriesOccurrenceState {
  if (occurrence.available) return 'free';
  if (value.replacements[occurrence.index] !== undefined) return 'replaced';
  return value.skip.includes(occurrence.index) ? 'skipped' : 'taken';
}

/**
 * Whether the app can book the series as the value says: the check for it is answered
 * (`ready`, with occurrences) and every occurrence is free, moved or left out. The app keeps its
 * 'Continue' from going on otherwise; `RecurringSeries` shows the same as `isComplete`.
 * @example isRecurringSeriesComplete(value, { status: 'ready', occurrences }) // false while one is still taken
 */
export function isRecurringSeriesComplete(
  value: Pick<RecurringSeriesValue, 'skip' | 'replacements'>,
  check: { status: SeriesCheckStatus; occurrences?: readonly SeriesOccurrence[] | undefined },
): boolean {
  const occurrences = check.occurrences ?? [];
  return (
    check.status === 'ready' &&
    occurrences.length > 0 &&
    occurrences.every((occurrence) => getSeriesOccurrenceState(value, occurrence) !== 'taken')
  );
}
