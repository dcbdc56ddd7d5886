import type { ComponentPropsWithRef, ReactNode } from 'react';
import { mergePartProps } from '../utils/merge-part-props';
import { recurringSeriesPartAttrs } from './recurring-series.anatomy';
import type { SeriesOccurrence } from './recurring-series.types';
import {
  RecurringSeriesOccurrenceProvider,
  useRecurringSeriesContext,
  useRecurringSeriesOccurrence,
} from './recurring-series-context';
import {
  RadioGroupPart,
  RadioItemPart,
  type RecurringSeriesGroupProps,
  type RecurringSeriesItemProps,
} from './recurring-series-radio';
import { useRecurringOccurrenceChoice } from './use-recurring-series';

/** Props of {@link RecurringSeriesList}. */
export interface RecurringSeriesListProps extends Omit<ComponentPropsWithRef<'ol'>, 'children'> {
  /** One occurrence's parts; without it each shows its time, its state and, when taken, its alternatives. */
  children?: (occurrence: SeriesOccurrence) => ReactNode;
}

/**
 * Every occurrence of the checked series, in order; rendered only once the app's check is ready.
 * @selector [data-scope="recurring-series"][data-anatomyPart="list"]
 */
export function RecurringSeriesList({ children, ...props }: RecurringSeriesListProps) {
  const api = useRecurringSeriesContext();
  if (api.occurrences.length === 0) return null;
  return (
    <ol {...mergePartProps({ ...api.listProps, ...recurringSeriesPartAttrs('list') }, props)}>
      {api.occurrences.map((occurrence) => (
        <RecurringSeriesOccurrence key={occurrence.index} occurrence={occurrence}>
          {children?.(occurrence)}
        </RecurringSeriesOccurrence>
      ))}
    </ol>
  );
}

/** Props of {@link RecurringSeriesOccurrence}. */
export interface RecurringSeriesOccurrenceProps extends ComponentPropsWithRef<'li'> {
  occurrence: SeriesOccurrence;
}

/**
 * One occurrence, named by its time; its state shows as `data-state`. Without children: its time,
 * its state and, unless free, the alternatives to choose from.
 * @selector [data-scope="recurring-series"][data-anatomyPart="occurrence"][data-state="free|taken|replaced|skipped"]
 */
export function RecurringSeriesOccurrence({ occurrence, children, ...props }: RecurringSeriesOccurrenceProps) {
  const api = useRecurringSeriesContext();
  const merged = mergePartProps({ ...api.getOccurrenceProps(occurrence), ...recurringSeriesPartAttrs('occurrence') }, props);
  return (
    <RecurringSeriesOccurrenceProvider occurrence={occurrence}>
      <li {...merged}>
        {children ?? (
          <>
            <RecurringSeriesOccurrenceTime />
            <RecurringSeriesOccurrenceState />
            <RecurringSeriesAlternatives />
          </>
        )}
      </li>
    </RecurringSeriesOccurrenceProvider>
  );
}

/** Props of {@link RecurringSeriesOccurrenceTime}. */
export type RecurringSeriesOccurrenceTimeProps = ComponentPropsWithRef<'span'>;

/**
 * The occurrence's date and time in the visitor's time zone: 'Monday, March 16, 2026 at 10:00'.
 * @selector [data-scope="recurring-series"][data-anatomyPart="occurrence-time"]
 */
export function RecurringSeriesOccurrenceTime(props: RecurringSeriesOccurrenceTimeProps) {
  const api = useRecurringSeriesContext();
  const { occurrence } = useRecurringSeriesOccurrence('RecurringSeriesOccurrenceTime');
  const merged = mergePartProps(
    { ...api.getOccurrenceTimeProps(occurrence), ...recurringSeriesPartAttrs('occurrence-time') },
    props,
  );
  return <span {...merged}>{api.formatters.occurrence(occurrence)}</span>;
}

/** Props of {@link RecurringSeriesOccurrenceState}. */
export type RecurringSeriesOccurrenceStateProps = ComponentPropsWithRef<'span'>;

/**
 * The occurrence's state in words ('Free', 'Taken', 'Another time chosen', 'Left out'), so it
 * never shows by colour alone.
 * @selector [data-scope="recurring-series"][data-anatomyPart="occurrence-state"][data-state]
 */
export function RecurringSeriesOccurrenceState(props: RecurringSeriesOccurrenceStateProps) {
  const api = useRecurringSeriesContext();
  const { occurrence } = useRecurringSeriesOccurrence('RecurringSeriesOccurrenceState');
  const merged = mergePartProps(
    { ...recurringSeriesPartAttrs('occurrence-state'), 'data-state': api.getOccurrenceState(occurrence) },
    props,
  );
  return <span {...merged}>{api.getOccurrenceStateText(occurrence)}</span>;
}

/** Props of {@link RecurringSeriesAlternatives}. */
export type RecurringSeriesAlternativesProps = RecurringSeriesGroupProps;

/**
 * For an occurrence that is not free: the nearest free times as a radio group, and 'Leave this
 * one out'. Rendered only for such an occurrence, and never for the first (the time chosen first:
 * the visitor chooses another one in the calendar).
 * @selector [data-scope="recurring-series"][data-anatomyPart="alternatives"]
 */
export function RecurringSeriesAlternatives(props: RecurringSeriesAlternativesProps) {
  const { occurrence } = useRecurringSeriesOccurrence('RecurringSeriesAlternatives');
  if (occurrence.available) return null;
  return <AlternativesGroup occurrence={occurrence} {...props} />;
}

/** The radio group itself: its own component, as its hook applies to taken occurrences only. */
function AlternativesGroup({ occurrence, ...props }: RecurringSeriesGroupProps & { occurrence: SeriesOccurrence }) {
  const api = useRecurringSeriesContext();
  const group = useRecurringOccurrenceChoice(api, occurrence);
  // The first occurrence can be neither left out nor moved: there is nothing to choose.
  if (group.options.length === 0) return null;
  return (
    <RadioGroupPart
      group={group}
      anatomyPart="alternatives"
      renderItem={(value) => <RecurringSeriesAlternative key={value} value={value} />}
      {...props}
    />
  );
}

/** Props of {@link RecurringSeriesAlternative}. */
export type RecurringSeriesAlternativeProps = RecurringSeriesItemProps;

/**
 * One alternative, a labelled radio: a free start ('Tue, Mar 17, 10:30') or `'skip'` ('Leave
 * this one out').
 * @selector [data-scope="recurring-series"][data-anatomyPart="alternative"][data-value="skip"][data-checked]
 */
export function RecurringSeriesAlternative(props: RecurringSeriesAlternativeProps) {
  return <RadioItemPart anatomyPart="alternative" {...props} />;
}
