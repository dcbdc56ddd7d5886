/**
 * The parts of a recurring series, declared once: each value is the part's `data-part` attribute.
 * @selector [data-scope="recurring-series"][data-part="occurrence"]
 */
export const recurringSeriesAnatomy = {
  root: 'root',
  title: 'title',
  toggle: 'toggle',
  frequency: 'frequency',
  frequencyItem: 'frequency-item',
  count: 'count',
  countItem: 'count-item',
  status: 'status',
  error: 'error',
  retry: 'retry',
  list: 'list',
  occurrence: 'occurrence',
  occurrenceTime: 'occurrence-time',
  occurrenceState: 'occurrence-state',
  alternatives: 'alternatives',
  alternative: 'alternative',
} as const;

/** A recurring-series part name, e.g. `frequency-item`. */
export type RecurringSeriesPart = (typeof recurringSeriesAnatomy)[keyof typeof recurringSeriesAnatomy];

/** The `data-scope` / `data-part` attributes that identify a part for CSS and tests. */
export function recurringSeriesPartAttrs(part: RecurringSeriesPart) {
  return { 'data-scope': 'recurring-series', 'data-part': part } as const;
}
