import { createContext } from '@radix-ui/react-context';
import type { SeriesOccurrence } from './recurring-series.types';
import type { RecurringSeriesApi, RecurringSeriesRadioGroup } from './use-recurring-series';

/** @internal The API of the nearest `<RecurringSeries.Root>`. */
const [RecurringSeriesProvider, useRecurringSeriesValue] = createContext<{ value: RecurringSeriesApi }>('<RecurringSeries.Root>');

/** @internal The radio group the nearest radio item belongs to (how often, how many times, or an occurrence's alternatives). */
const [RecurringSeriesGroupProvider, useRecurringSeriesGroup] = createContext<{ group: RecurringSeriesRadioGroup }>(
  '<RecurringSeries.Frequency>, <RecurringSeries.Count> or <RecurringSeries.Alternatives>',
);

/** @internal The occurrence the nearest occurrence parts show. */
const [RecurringSeriesOccurrenceProvider, useRecurringSeriesOccurrence] = createContext<{
  occurrence: SeriesOccurrence;
}>('<RecurringSeries.Occurrence>');

export {
  RecurringSeriesGroupProvider,
  RecurringSeriesOccurrenceProvider,
  RecurringSeriesProvider,
  useRecurringSeriesGroup,
  useRecurringSeriesOccurrence,
};

/**
 * The state, occurrences and prop bags of the nearest `<RecurringSeries.Root>`, for custom parts.
 * @throws when used outside `<RecurringSeries.Root>`.
 */
export function useRecurringSeriesContext(): RecurringSeriesApi {
  return useRecurringSeriesValue('useRecurringSeriesContext').value;
}
