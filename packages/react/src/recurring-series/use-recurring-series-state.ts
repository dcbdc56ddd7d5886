import { useControlledState } from 'react-stately/useControlledState';
import type { RecurringSeriesValue } from './recurring-series.types';

/**
 * Options of {@link useRecurringSeriesState}: the `value` / `defaultValue` / `onValueChange`
 * convention, and the same for whether the visitor repeats the booking at all (`repeat`).
 */
export interface RecurringSeriesStateOptions {
  /** The controlled series. */
  value?: RecurringSeriesValue;
  /** @default { everyWeeks: 1, count: 2, skip: [], replacements: {} } */
  defaultValue?: RecurringSeriesValue;
  onValueChange?: (value: RecurringSeriesValue) => void;
  /** Whether the visitor repeats the booking, controlled (see the root's `optional`). */
  repeat?: boolean;
  /** @default false: a repeat is the visitor's choice, never made for them */
  defaultRepeat?: boolean;
  onRepeatChange?: (repeat: boolean) => void;
}

/** The state of one recurring series: the value and the changes a visitor can make to it. */
export interface RecurringSeriesState {
  value: RecurringSeriesValue;
  /** Whether the visitor chose to repeat the booking (read only where the series is optional). */
  repeat: boolean;
  /** Turns the repeat on or off; the value (rhythm, length, choices) is kept for when it is on again. */
  setRepeat(repeat: boolean): void;
  /** A new rhythm moves every later occurrence: what was left out or moved no longer applies. */
  setEveryWeeks(everyWeeks: number): void;
  /** A new length keeps the choices for the occurrences that remain. */
  setCount(count: number): void;
  /**
   * Takes `start` instead of the taken occurrence `index`; not the first, which is the time chosen
   * first (the API's `recurring.replacements` start at 1: another first time is another series).
   */
  replace(index: number, start: string): void;
  /** Leaves occurrence `index` out; the first (the time chosen first) cannot be left out. */
  skip(index: number): void;
  /** Neither moved nor left out any more. */
  reset(index: number): void;
}

const DEFAULT_VALUE: RecurringSeriesValue = { everyWeeks: 1, count: 2, skip: [], replacements: {} };

const without = (replacements: RecurringSeriesValue['replacements'], keep: (index: number) => boolean) =>
  Object.fromEntries(Object.entries(replacements).filter(([index]) => keep(Number(index))));

/**
 * The state hook of the recurring series (controlled or not, through react-stately's
 * `useControlledState`). It keeps the value coherent so the app can send it as is: `skip` sorted
 * and within the series, an occurrence either moved or left out, never both.
 * @example const state = useRecurringSeriesState({ defaultValue: { everyWeeks: 1, count: 4, skip: [], replacements: {} } });
 */
export function useRecurringSeriesState(options: RecurringSeriesStateOptions = {}): RecurringSeriesState {
  const [value, setValue] = useControlledState<RecurringSeriesValue>(
    options.value,
    options.defaultValue ?? DEFAULT_VALUE,
    options.onValueChange,
  );
  const [repeat, setRepeat] = useControlledState<boolean>(options.repeat, options.defaultRepeat ?? false, options.onRepeatChange);
  // Built on the latest value, so several changes in one handler all land; a change that changes
  // nothing returns the same value, which useControlledState does not report.
  const update = (next: (current: RecurringSeriesValue) => RecurringSeriesValue) => setValue(next);
  return {
    value,
    repeat,
    setRepeat,
    setEveryWeeks: (everyWeeks) =>
      update((current) => (everyWeeks === current.everyWeeks ? current : { ...current, everyWeeks, skip: [], replacements: {} })),
    setCount: (count) =>
      update((current) =>
        count === current.count
          ? current
          : {
              ...current,
              count,
              skip: current.skip.filter((index) => index < count),
              replacements: without(current.replacements, (index) => index < count),
            },
      ),
    replace: (index, start) =>
      update((current) =>
        index <= 0 || index >= current.count || current.replacements[index] === start
          ? current
          : {
              ...current,
              skip: current.skip.filter((skipped) => skipped !== index),
              replacements: { ...current.replacements, [index]: start },
            },
      ),
    skip: (index) =>
      update((current) =>
        index <= 0 || index >= current.count || current.skip.includes(index)
          ? current
          : {
              ...current,
              skip: [...current.skip, index].sort((a, b) => a - b),
              replacements: without(current.replacements, (replaced) => replaced !== index),
            },
      ),
    reset: (index) =>
      update((current) =>
        !current.skip.includes(index) && current.replacements[index] === undefined
          ? current
          : {
              ...current,
              skip: current.skip.filter((skipped) => skipped !== index),
              replacements: without(current.replacements, (replaced) => replaced !== index),
            },
      ),
  };
}
