import { type AnatomyPart, createAnatomy } from '../utils/anatomy';

/**
 * The parts of a recurring series, declared once: each value is the part's `data-part` attribute.
 * @selector [data-scope="recurring-series"][data-part="occurrence"]
 */
export const recurringSeriesAnatomy = createAnatomy('recurring-series', {
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
});

/** A recurring-series part name, e.g. `frequency-item`. */
export type RecurringSeriesPart = AnatomyPart<typeof recurringSeriesAnatomy>;

/** The `data-scope` / `data-part` attributes that identify a part for CSS and tests. */
export const recurringSeriesPartAttrs = recurringSeriesAnatomy.attrs;
