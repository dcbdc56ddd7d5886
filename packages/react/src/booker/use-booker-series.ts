import { useEffect } from 'react';
import type { BookerApi } from './use-booker';
import { keepApplicableChoices, type SeriesCheck, useSeriesCheck } from './use-series-check';

/**
 * Checks the Booker's series (`GET /slots/recurring`, see `useSeriesCheck`) while it is shown, and
 * reports each answer to the Booker, whose `series` then carries it (`status`, `occurrences`,
 * `isComplete`) for 'Continue' to wait on. Call it where the series shows (ui's `<Booker>` does in
 * its series part, which it loads once a time is chosen for a service that may repeat): the
 * check's code stays off the first screen of a Booker whose service never repeats.
 * @returns the check, as `RecurringSeries` takes it
 * @example const check = useBookerSeries(booker); <RecurringSeries status={check.status} occurrences={check.occurrences} onRetry={check.retry} … />
 */
export function useBookerSeries(booker: BookerApi): SeriesCheck {
  const { series, flow } = booker;
  const check = useSeriesCheck({
    service: booker.service.slug,
    rule: series?.rule,
    repeat: series?.repeat ?? false,
    slot: flow.state.slot,
    heldStart: flow.state.hold?.start ?? null,
    staff: flow.state.staff,
    seats: 1 + booker.guests.length,
    value: series?.value ?? { everyWeeks: 1, count: 1, skip: [], replacements: {} },
    client: booker.client,
    // Each answer drops the choices it makes moot, so what the visitor sees is what is booked.
    onAnswer: (occurrences) => series?.setValue((current) => keepApplicableChoices(current, occurrences)),
  });
  const report = series?.reportCheck;
  const { status, occurrences, retry } = check;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `retry` is new each render and always asks again the same way
  useEffect(() => report?.({ status, occurrences, retry }), [report, status, occurrences]);
  return check;
}
