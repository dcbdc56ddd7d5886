import { describe, expect, it } from 'vitest';
import type { RecurringSeriesValue, SeriesOccurrence } from './recurring-series.types';
import { getSeriesOccurrenceState, isRecurringSeriesComplete } from './recurring-series-check';

const WEEKLY_THREE: RecurringSeriesValue = { everyWeeks: 1, count: 3, skip: [], replacements: {} };
const ALTERNATIVE = '2026-03-16T10:00:00.000Z';

/** Three weekly occurrences from Monday 2 March 2026, 09:00 UTC; those in `taken` are not offered. */
const occurrences = (taken: number[] = []): SeriesOccurrence[] =>
  ['2026-03-02', '2026-03-09', '2026-03-16'].map((date, index) => ({
    index,
    date,
    start: `${date}T09:00:00.000Z`,
    available: !taken.includes(index),
    ...(taken.includes(index) && { unavailable: 'notOffered' as const, alternatives: [ALTERNATIVE] }),
  }));

describe('recurring series check', () => {
  it('names each occurrence’s state under the value', () => {
    const [first, second, third] = occurrences([1, 2]) as [SeriesOccurrence, SeriesOccurrence, SeriesOccurrence];
    const value = { ...WEEKLY_THREE, skip: [1] };
    expect(getSeriesOccurrenceState(value, first)).toBe('free');
    expect(getSeriesOccurrenceState(value, second)).toBe('skipped');
    expect(getSeriesOccurrenceState(value, third)).toBe('taken');
    expect(getSeriesOccurrenceState({ ...value, replacements: { 2: ALTERNATIVE } }, third)).toBe('replaced');
  });

  it('is complete once answered and every occurrence is free, moved or left out', () => {
    const taken = occurrences([2]);
    expect(isRecurringSeriesComplete(WEEKLY_THREE, { status: 'ready', occurrences: occurrences() })).toBe(true);
    expect(isRecurringSeriesComplete(WEEKLY_THREE, { status: 'ready', occurrences: taken })).toBe(false);
    expect(isRecurringSeriesComplete({ ...WEEKLY_THREE, skip: [2] }, { status: 'ready', occurrences: taken })).toBe(true);
    expect(
      isRecurringSeriesComplete({ ...WEEKLY_THREE, replacements: { 2: ALTERNATIVE } }, { status: 'ready', occurrences: taken }),
    ).toBe(true);
  });

  it('is not complete while asking, after an error, or without occurrences', () => {
    for (const status of ['idle', 'loading', 'error'] as const) {
      expect(isRecurringSeriesComplete(WEEKLY_THREE, { status, occurrences: occurrences() })).toBe(false);
    }
    expect(isRecurringSeriesComplete(WEEKLY_THREE, { status: 'ready', occurrences: [] })).toBe(false);
    expect(isRecurringSeriesComplete(WEEKLY_THREE, { status: 'ready' })).toBe(false);
  });
});
