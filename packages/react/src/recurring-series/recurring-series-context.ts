import { createContext } from '@radix-ui/react-context';
import type { SeriesOccurrence } from './recurring-series.types';
import type { RecurringSeriesApi, RecurringSeriesRadioGroup } from './use-recurring-series';

/** @internal The API of the nearest `<RecurringSeries.Root>`. */
const [RecurringSeriesProvider, useRecurringSeriesValue] = createContext<{ value: RecurringSeriesApi }>('<RecurringSeries.Root>');

/** @internal The radio group the nearest radio item belongs to (how often, how many times, or an occurrence's alternatives). */
const [RecurringSeriesGroupProvider, useRecurringSeriesGroupValue] = createContext<{ group: RecurringSeriesRadioGroup }>(
  '<RecurringSeries.Frequency>, <RecurringSeries.Count> or <RecurringSeries.Alternatives>',
);

/** @internal The occurrence the nearest occurrence parts show. */
const [RecurringSeriesOccurrenceProvider, useRecurringSeriesOccurrenceValue] = createContext<{
  occurrence: SeriesOccurrence;
}>('<RecurringSeries.Occurrence>');

export { RecurringSeriesGroupProvider, RecurringSeriesOccurrenceProvider, RecurringSeriesProvider };

/** @internal The radio group of the nearest radio item. @throws outside a group part. */
export function useRecurringSeriesGroup(consumerName: string): { group: RecurringSeriesRadioGroup } {
  return useRecurringSeriesGroupValue(consumerName);
}

/** @internal The occurrence of the nearest occurrence part. @throws outside `<RecurringSeries.Occurrence>`. */
export function useRecurringSeriesOccurrence(consumerName: string): { occurrence: SeriesOccurrence } {
  return useRecurringSeriesOccurrenceValue(consumerName);
}

/**
 * The state, occurrences and prop bags of the nearest `<RecurringSeries.Root>`, for custom parts.
 * @throws when used outside `<RecurringSeries.Root>`.
 */
export function useRecurringSeriesContext(): RecurringSeriesApi {
  return useRecurringSeriesValue('useRecurringSeriesContext').value;
}
