import { type ChangeEvent, useId, useMemo } from 'react';
import { useRadioGroup } from 'react-aria';
import { type RadioGroupState, useRadioGroupState } from 'react-stately/useRadioGroupState';
import { useLocale } from '../locale/locale-context';
import type { SeriesCheckStatus, SeriesOccurrence, SeriesOccurrenceState } from './recurring-series.types';
import { getSeriesOccurrenceState } from './recurring-series-check';
import { createRecurringSeriesFormatters, type RecurringSeriesFormatters } from './recurring-series-format';
import type { RecurringSeriesState } from './use-recurring-series-state';

/** Options of {@link useRecurringSeries}: what the service allows and what the app's check found. */
export interface RecurringSeriesOptions {
  /** The rhythms the service allows, in weeks, e.g. `[1, 2]` for weekly or every two weeks. */
  everyWeeksOptions: readonly number[];
  /** How many times in all the service allows, e.g. `{ min: 2, max: 6 }`. */
  countRange: { min: number; max: number };
  /** Where the app's `GET /slots/recurring` for the current value stands. */
  status: SeriesCheckStatus;
  /** The checked occurrences, the first being the time chosen first; read while `status` is `ready`. */
  occurrences?: readonly SeriesOccurrence[];
  /** Asks the API again after an error; without it no retry button is offered. */
  onRetry?: () => void;
  /**
   * Whether the visitor may book the time once instead: a 'Repeat' checkbox (the state's `repeat`,
   * off unless `defaultRepeat`) comes first, and the rest of the series shows only once it is on.
   * Without it the series is always on and no checkbox is shown. @default false
   */
  optional?: boolean;
}

/** The radio group of one choice (how often, how many times, or instead of a taken occurrence). */
export interface RecurringSeriesRadioGroup {
  /** react-stately's state, for react-aria's `useRadio` on each native radio. */
  state: RadioGroupState;
  /** react-aria's `useRadioGroup` props for the `<fieldset>`: arrows move and choose, Tab leaves. */
  groupProps: Record<string, unknown> & { role: 'radiogroup'; 'aria-labelledby': string };
  legend: string;
  legendProps: { id: string };
  /** The radios' values (strings, as radio values are) with their labels, in order. */
  options: ReadonlyArray<{ value: string; label: string }>;
  /** A radio's id from its value. */
  getInputId(value: string): string;
}

/** What {@link useRecurringSeries} returns: the state, the occurrences and a prop bag per part. */
export interface RecurringSeriesApi {
  state: RecurringSeriesState;
  /** The app's check status; `idle` while an optional series is off. */
  status: SeriesCheckStatus;
  formatters: RecurringSeriesFormatters;
  /** The occurrences to list: the app's, while `status` is `ready`, else none. */
  occurrences: readonly SeriesOccurrence[];
  /** Taken occurrences the visitor has neither moved nor left out: the series cannot be booked yet. */
  unresolvedCount: number;
  /** Whether the app can book the series as the value says: checked, and nothing left unresolved. */
  isComplete: boolean;
  /** Whether the visitor may book once instead (the root's `optional`): the 'Repeat' checkbox applies. */
  isOptional: boolean;
  /** Whether the series applies: always when not optional, else when the visitor checked 'Repeat'. */
  isRepeating: boolean;
  /** The checkbox's label, 'Repeat'. */
  toggleLabel: string;
  /** Props of the native checkbox that turns the repeat on or off. */
  toggleInputProps: {
    type: 'checkbox';
    id: string;
    checked: boolean;
    onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  };
  rootProps: {
    role: 'group';
    'aria-labelledby': string;
    'aria-busy'?: true;
    'data-status': SeriesCheckStatus;
    /** Present while the series applies. */
    'data-repeating'?: '';
  };
  title: string;
  titleProps: { id: string };
  frequency: RecurringSeriesRadioGroup;
  count: RecurringSeriesRadioGroup;
  /** 'Finding recurring slots…' while the app asks, then what it found; '' otherwise. */
  statusText: string;
  statusProps: { id: string; role: 'status'; 'aria-live': 'polite' };
  /** 'We could not check the recurring slots. Please try again.' after an error, else null. */
  errorText: string | null;
  errorProps: { role: 'alert' };
  /** Whether a retry button applies: an error and an `onRetry`. */
  canRetry: boolean;
  retryLabel: string;
  retryProps: { type: 'button'; onClick: () => void };
  listProps: { 'aria-label': string };
  getOccurrenceState(occurrence: SeriesOccurrence): SeriesOccurrenceState;
  /** 'Free', 'Taken', 'Another time chosen', 'Left out', or why it cannot be booked. */
  getOccurrenceStateText(occurrence: SeriesOccurrence): string;
  getOccurrenceProps(occurrence: SeriesOccurrence): {
    'aria-labelledby': string;
    'data-index': number;
    'data-state': SeriesOccurrenceState;
  };
  getOccurrenceTimeProps(occurrence: SeriesOccurrence): { id: string };
}

/**
 * The behaviour hook of the recurring series: how often and how many times as react-aria radio
 * groups, the app's check announced in a polite live region ('Finding recurring slots…', then
 * what was found), and each occurrence's state in the visitor's time zone and locale. The app
 * asks the API whenever the value's rhythm or length changes and books the series all or nothing.
 * @example const api = useRecurringSeries({ everyWeeksOptions: [1, 2], countRange: { min: 2, max: 6 }, status, occurrences }, state);
 */
export function useRecurringSeries(options: RecurringSeriesOptions, state: RecurringSeriesState): RecurringSeriesApi {
  const { t, tag, timeZone } = useLocale();
  const baseId = useId();
  const formatters = useMemo(() => createRecurringSeriesFormatters(tag, timeZone), [tag, timeZone]);
  const { value } = state;
  const isOptional = options.optional === true;
  // An optional series the visitor has not turned on shows, says and asks nothing more.
  const isRepeating = !isOptional || state.repeat;
  const status: SeriesCheckStatus = isRepeating ? options.status : 'idle';
  const occurrences = status === 'ready' ? (options.occurrences ?? []) : [];

  const getOccurrenceState = (occurrence: SeriesOccurrence): SeriesOccurrenceState => getSeriesOccurrenceState(value, occurrence);
  const takenCount = occurrences.filter((occurrence) => !occurrence.available).length;
  const unresolvedCount = occurrences.filter((occurrence) => getOccurrenceState(occurrence) === 'taken').length;

  const frequency = useChoiceGroup({
    id: `${baseId}-frequency`,
    legend: t('recurringSeries.frequencyLegend'),
    options: options.everyWeeksOptions.map((weeks) => ({
      value: String(weeks),
      label: t('recurringSeries.everyWeeks', { count: weeks }),
    })),
    value: String(value.everyWeeks),
    onChange: (next) => state.setEveryWeeks(Number(next)),
  });
  const counts = Array.from(
    { length: Math.max(0, options.countRange.max - options.countRange.min + 1) },
    (_, offset) => options.countRange.min + offset,
  );
  const count = useChoiceGroup({
    id: `${baseId}-count`,
    legend: t('recurringSeries.countLegend'),
    options: counts.map((times) => ({ value: String(times), label: t('recurringSeries.times', { count: times }) })),
    value: String(value.count),
    onChange: (next) => state.setCount(Number(next)),
  });

  const statusText =
    status === 'loading'
      ? t('recurringSeries.finding')
      : status === 'ready' && occurrences.length > 0
        ? takenCount === 0
          ? t('recurringSeries.allFree', { count: occurrences.length })
          : t('recurringSeries.taken', { count: takenCount })
        : '';
  const stateText: Record<SeriesOccurrenceState, string> = {
    free: t('recurringSeries.stateFree'),
    taken: t('recurringSeries.stateTaken'),
    replaced: t('recurringSeries.stateReplaced'),
    skipped: t('recurringSeries.stateSkipped'),
  };
  const timeId = (occurrence: SeriesOccurrence) => `${baseId}-occurrence-${occurrence.index}`;

  return {
    state,
    status,
    formatters,
    occurrences,
    unresolvedCount,
    isComplete: status === 'ready' && occurrences.length > 0 && unresolvedCount === 0,
    isOptional,
    isRepeating,
    toggleLabel: t('recurringSeries.repeat'),
    toggleInputProps: {
      type: 'checkbox',
      id: `${baseId}-repeat`,
      checked: state.repeat,
      onChange: (event) => state.setRepeat(event.currentTarget.checked),
    },
    rootProps: {
      role: 'group',
      'aria-labelledby': `${baseId}-title`,
      ...(status === 'loading' && { 'aria-busy': true as const }),
      'data-status': status,
      ...(isRepeating && { 'data-repeating': '' as const }),
    },
    title: t('recurringSeries.title'),
    titleProps: { id: `${baseId}-title` },
    frequency,
    count,
    statusText,
    statusProps: { id: `${baseId}-status`, role: 'status', 'aria-live': 'polite' },
    errorText: status === 'error' ? t('recurringSeries.error') : null,
    errorProps: { role: 'alert' },
    canRetry: status === 'error' && options.onRetry !== undefined,
    retryLabel: t('recurringSeries.retry'),
    retryProps: { type: 'button', onClick: () => options.onRetry?.() },
    listProps: { 'aria-label': t('recurringSeries.listLabel') },
    getOccurrenceState,
    getOccurrenceStateText: (occurrence) => {
      const current = getOccurrenceState(occurrence);
      // Why a taken time cannot be had says more than 'Taken' when it is not a matter of another booking.
      if (current === 'taken' && occurrence.unavailable === 'nonexistent') return t('recurringSeries.stateNonexistent');
      if (current === 'taken' && occurrence.unavailable === 'outsideBookingWindow')
        return t('recurringSeries.stateOutsideWindow');
      return stateText[current];
    },
    getOccurrenceProps: (occurrence) => ({
      'aria-labelledby': timeId(occurrence),
      'data-index': occurrence.index,
      'data-state': getOccurrenceState(occurrence),
    }),
    getOccurrenceTimeProps: (occurrence) => ({ id: timeId(occurrence) }),
  };
}

/** Options of the internal radio-group builder. */
interface ChoiceGroupOptions {
  id: string;
  legend: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  /** The chosen value, or null when nothing is chosen yet. */
  value: string | null;
  onChange: (value: string) => void;
}

/** react-aria's radio group over native radios, controlled by the series' value. */
function useChoiceGroup({ id, legend, options, value, onChange }: ChoiceGroupOptions): RecurringSeriesRadioGroup {
  const legendId = `${id}-legend`;
  const state = useRadioGroupState({ value, onChange });
  const { radioGroupProps } = useRadioGroup({ 'aria-labelledby': legendId, name: id }, state);
  return {
    state,
    groupProps: { ...radioGroupProps, role: 'radiogroup', 'aria-labelledby': legendId },
    legend,
    legendProps: { id: legendId },
    options,
    getInputId: (option) => `${id}-${option.replace(/[^\w-]/g, '')}`,
  };
}

/** The value of the radio that leaves an occurrence out. */
export const SKIP_OCCURRENCE = 'skip';

/**
 * The choice for one taken occurrence, as a radio group: each nearest alternative, and leaving it
 * out. Neither for the first occurrence, which the series starts from: the visitor chooses another
 * first time instead (no options). A hook of its own because each taken occurrence needs its own
 * react-stately group state.
 * @example const choice = useRecurringOccurrenceChoice(api, occurrence);
 */
export function useRecurringOccurrenceChoice(api: RecurringSeriesApi, occurrence: SeriesOccurrence): RecurringSeriesRadioGroup {
  const { t } = useLocale();
  const baseId = useId();
  const { state } = api;
  const chosen = state.value.skip.includes(occurrence.index)
    ? SKIP_OCCURRENCE
    : (state.value.replacements[occurrence.index] ?? null);
  const alternatives = occurrence.index > 0 ? (occurrence.alternatives ?? []) : [];
  const options = alternatives.map((start) => ({ value: start, label: api.formatters.alternative(start) }));
  if (occurrence.index > 0) options.push({ value: SKIP_OCCURRENCE, label: t('recurringSeries.skipOccurrence') });
  return useChoiceGroup({
    id: `${baseId}-alternatives`,
    legend: t('recurringSeries.alternativesLegend', { date: api.formatters.occurrence(occurrence) }),
    options,
    value: chosen,
    onChange: (next) => (next === SKIP_OCCURRENCE ? state.skip(occurrence.index) : state.replace(occurrence.index, next)),
  });
}
