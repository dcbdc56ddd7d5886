import type { RecurringOccurrenceCheck } from '@booking-kit/core';

/**
 * The visitor's series as the app books it (all or nothing): the rhythm, the length, the
 * occurrences left out (core's `skip`) and, per taken occurrence, the alternative start chosen.
 * @example { everyWeeks: 1, count: 4, skip: [2], replacements: { 3: '2026-03-31T09:00:00.000Z' } }
 */
export interface RecurringSeriesValue {
  /** Every how many weeks: one of the service's options. */
  everyWeeks: number;
  /** How many times in all, the first included. */
  count: number;
  /** Indices of occurrences to leave out (never 0, the time chosen first), ascending. */
  skip: readonly number[];
  /** Occurrence index → the alternative start (an instant) chosen instead of the taken one. */
  replacements: Readonly<Record<number, string>>;
}

/**
 * One occurrence as the app passes it: an occurrence of core's `GET /slots/recurring` answer,
 * plus the nearest free starts the app found for it when it is taken (best first).
 * @example { index: 2, date: '2026-03-23', start: '2026-03-23T09:00:00.000Z', available: false, unavailable: 'notOffered', alternatives: ['2026-03-23T10:00:00.000Z'] }
 */
export interface SeriesOccurrence
  extends Pick<RecurringOccurrenceCheck, 'index' | 'date' | 'start' | 'available' | 'unavailable'> {
  /** Free starts near the taken one that the visitor may take instead. */
  alternatives?: readonly string[];
}

/** Where the app's check of the series stands: nothing asked yet, asking, answered, or failed. */
export type SeriesCheckStatus = 'idle' | 'loading' | 'ready' | 'error';

/** What an occurrence amounts to for the visitor: free, taken and unresolved, moved, or left out. */
export type SeriesOccurrenceState = 'free' | 'taken' | 'replaced' | 'skipped';
