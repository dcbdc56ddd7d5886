import { useRecurringSeriesContext } from './recurring-series-context';
import {
  RadioGroupPart,
  RadioItemPart,
  type RecurringSeriesGroupProps,
  type RecurringSeriesItemProps,
} from './recurring-series-radio';

/** Props of {@link RecurringSeriesFrequency}. */
export type RecurringSeriesFrequencyProps = RecurringSeriesGroupProps;

/**
 * How often, 'Every week' / 'Every 2 weeks', as a radio group of the service's options. A new
 * rhythm moves the later occurrences, so the choices made for them are cleared. Not rendered while
 * an optional series is off.
 * @selector [data-scope="recurring-series"][data-anatomyPart="frequency"]
 */
export function RecurringSeriesFrequency(props: RecurringSeriesFrequencyProps) {
  const api = useRecurringSeriesContext();
  if (!api.isRepeating) return null;
  return (
    <RadioGroupPart
      group={api.frequency}
      anatomyPart="frequency"
      renderItem={(value) => <RecurringSeriesFrequencyItem key={value} value={value} />}
      {...props}
    />
  );
}

/** Props of {@link RecurringSeriesFrequencyItem}. */
export type RecurringSeriesFrequencyItemProps = RecurringSeriesItemProps;

/**
 * One rhythm, a labelled radio; `value` is the number of weeks as a string.
 * @selector [data-scope="recurring-series"][data-anatomyPart="frequency-item"][data-value="1"][data-checked]
 */
export function RecurringSeriesFrequencyItem(props: RecurringSeriesFrequencyItemProps) {
  return <RadioItemPart anatomyPart="frequency-item" {...props} />;
}

/** Props of {@link RecurringSeriesCount}. */
export type RecurringSeriesCountProps = RecurringSeriesGroupProps;

/**
 * How many times, '2 times' … '6 times', as a radio group over the service's range (the first
 * occurrence included). Not rendered while an optional series is off.
 * @selector [data-scope="recurring-series"][data-anatomyPart="count"]
 */
export function RecurringSeriesCount(props: RecurringSeriesCountProps) {
  const api = useRecurringSeriesContext();
  if (!api.isRepeating) return null;
  return (
    <RadioGroupPart
      group={api.count}
      anatomyPart="count"
      renderItem={(value) => <RecurringSeriesCountItem key={value} value={value} />}
      {...props}
    />
  );
}

/** Props of {@link RecurringSeriesCountItem}. */
export type RecurringSeriesCountItemProps = RecurringSeriesItemProps;

/**
 * One length, a labelled radio; `value` is the number of times as a string.
 * @selector [data-scope="recurring-series"][data-anatomyPart="count-item"][data-value="4"][data-checked]
 */
export function RecurringSeriesCountItem(props: RecurringSeriesCountItemProps) {
  return <RadioItemPart anatomyPart="count-item" {...props} />;
}
