/** The recurring-series parts as a namespace: `<RecurringSeries.Root>`, `<RecurringSeries.List>`, ... */
export {
  RecurringSeriesCount as Count,
  RecurringSeriesCountItem as CountItem,
  RecurringSeriesFrequency as Frequency,
  RecurringSeriesFrequencyItem as FrequencyItem,
} from './recurring-series-choice';
export {
  RecurringSeriesAlternative as Alternative,
  RecurringSeriesAlternatives as Alternatives,
  RecurringSeriesList as List,
  RecurringSeriesOccurrence as Occurrence,
  RecurringSeriesOccurrenceState as OccurrenceState,
  RecurringSeriesOccurrenceTime as OccurrenceTime,
} from './recurring-series-occurrences';
export { RecurringSeriesRoot as Root } from './recurring-series-root';
export {
  RecurringSeriesError as Error,
  RecurringSeriesRetry as Retry,
  RecurringSeriesStatus as Status,
  RecurringSeriesTitle as Title,
} from './recurring-series-text';
export { RecurringSeriesToggle as Toggle } from './recurring-series-toggle';
