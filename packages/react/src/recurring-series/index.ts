/**
 * The recurring-series parts as a namespace (`<RecurringSeries.Root>`, `<RecurringSeries.List>`, ...).
 * @example <RecurringSeries.Root everyWeeksOptions={[1, 2]} countRange={{ min: 2, max: 6 }} status={status} occurrences={occurrences}><RecurringSeries.Frequency /><RecurringSeries.List /></RecurringSeries.Root>
 */
export * as RecurringSeries from './recurring-series';
export { type RecurringSeriesPart, recurringSeriesAnatomy } from './recurring-series.anatomy';
export type {
  RecurringSeriesValue,
  SeriesCheckStatus,
  SeriesOccurrence,
  SeriesOccurrenceState,
} from './recurring-series.types';
export { getSeriesOccurrenceState, isRecurringSeriesComplete } from './recurring-series-check';
export {
  RecurringSeriesCount,
  RecurringSeriesCountItem,
  type RecurringSeriesCountItemProps,
  type RecurringSeriesCountProps,
  RecurringSeriesFrequency,
  RecurringSeriesFrequencyItem,
  type RecurringSeriesFrequencyItemProps,
  type RecurringSeriesFrequencyProps,
} from './recurring-series-choice';
export { useRecurringSeriesContext } from './recurring-series-context';
export type { RecurringSeriesFormatters } from './recurring-series-format';
export {
  RecurringSeriesAlternative,
  type RecurringSeriesAlternativeProps,
  RecurringSeriesAlternatives,
  type RecurringSeriesAlternativesProps,
  RecurringSeriesList,
  type RecurringSeriesListProps,
  RecurringSeriesOccurrence,
  type RecurringSeriesOccurrenceProps,
  RecurringSeriesOccurrenceState,
  type RecurringSeriesOccurrenceStateProps,
  RecurringSeriesOccurrenceTime,
  type RecurringSeriesOccurrenceTimeProps,
} from './recurring-series-occurrences';
export type { RecurringSeriesGroupProps, RecurringSeriesItemProps } from './recurring-series-radio';
export { RecurringSeriesRoot, type RecurringSeriesRootProps } from './recurring-series-root';
export {
  RecurringSeriesError,
  type RecurringSeriesErrorProps,
  RecurringSeriesRetry,
  type RecurringSeriesRetryProps,
  RecurringSeriesStatus,
  type RecurringSeriesStatusProps,
  RecurringSeriesTitle,
  type RecurringSeriesTitleProps,
} from './recurring-series-text';
export { RecurringSeriesToggle, type RecurringSeriesToggleProps } from './recurring-series-toggle';
export {
  type RecurringSeriesApi,
  type RecurringSeriesOptions,
  type RecurringSeriesRadioGroup,
  SKIP_OCCURRENCE,
  useRecurringOccurrenceChoice,
  useRecurringSeries,
} from './use-recurring-series';
export {
  type RecurringSeriesState,
  type RecurringSeriesStateOptions,
  useRecurringSeriesState,
} from './use-recurring-series-state';
