import { type BookerApi, useBookerSeries } from '@booking-kit/react';
import { RecurringSeries } from '../../recurring-series/recurring-series';

/** Props of {@link BookerRecurringSeries}. */
export interface BookerRecurringSeriesProps {
  booker: BookerApi;
}

/**
 * The Booker's series under the chosen time ('Repeat', how often, how many times, each occurrence
 * free or taken with its alternatives), checked while shown (`useBookerSeries`). Its own module:
 * the Booker fetches it, with the check's code, only for a service that may repeat, once a time
 * is chosen.
 */
export default function BookerRecurringSeries({ booker }: BookerRecurringSeriesProps) {
  const check = useBookerSeries(booker);
  const { series } = booker;
  if (!series) return null;
  return (
    <RecurringSeries
      headingLevel={3}
      optional
      everyWeeksOptions={series.rule.everyWeeks}
      countRange={{ min: series.rule.minCount, max: series.rule.maxCount }}
      repeat={series.repeat}
      onRepeatChange={series.setRepeat}
      value={series.value}
      onValueChange={series.setValue}
      status={check.status}
      occurrences={check.occurrences}
      onRetry={check.retry}
    />
  );
}
