import type { ComponentPropsWithRef, ReactNode } from 'react';
import { type AsChildProps, AsChildSlot } from '../utils/as-child';
import { mergePartProps } from '../utils/merge-part-props';
import { optionKeys, splitProps } from '../utils/split-props';
import { recurringSeriesPartAttrs } from './recurring-series.anatomy';
import { RecurringSeriesProvider } from './recurring-series-context';
import { type RecurringSeriesApi, type RecurringSeriesOptions, useRecurringSeries } from './use-recurring-series';
import { type RecurringSeriesStateOptions, useRecurringSeriesState } from './use-recurring-series-state';

/** Props of {@link RecurringSeriesRoot}. */
export interface RecurringSeriesRootProps
  extends RecurringSeriesStateOptions,
    RecurringSeriesOptions,
    AsChildProps,
    Omit<ComponentPropsWithRef<'div'>, 'defaultValue' | 'children'> {
  /** The parts, or a function of the series' API. */
  children?: ReactNode | ((api: RecurringSeriesApi) => ReactNode);
}

/** The root's props that are the state hook's options. */
const STATE_OPTIONS = optionKeys<RecurringSeriesStateOptions>()({
  value: true,
  defaultValue: true,
  onValueChange: true,
  repeat: true,
  defaultRepeat: true,
  onRepeatChange: true,
});

/** The root's props that are the behaviour hook's options. */
const OPTIONS = optionKeys<RecurringSeriesOptions>()({
  everyWeeksOptions: true,
  countRange: true,
  status: true,
  occurrences: true,
  onRetry: true,
  optional: true,
});

/**
 * The recurring series: a group, named by its title, in which the visitor picks how often and how
 * many times and then resolves each taken occurrence. It only gathers the choice (`value`); the app
 * checks it (`status`, `occurrences`) and books the series all or nothing. With `optional`, the
 * visitor first checks 'Repeat' (`repeat` / `defaultRepeat` / `onRepeatChange`, off by default).
 * @selector [data-scope="recurring-series"][data-part="root"][data-status="idle|loading|ready|error"]
 * @example
 * <RecurringSeries.Root everyWeeksOptions={[1, 2]} countRange={{ min: 2, max: 6 }} status={status} occurrences={occurrences} onValueChange={check}>
 *   <RecurringSeries.Title /><RecurringSeries.Frequency /><RecurringSeries.Count />
 *   <RecurringSeries.Status /><RecurringSeries.Error /><RecurringSeries.List />
 * </RecurringSeries.Root>
 * <RecurringSeries.Root optional repeat={repeat} onRepeatChange={setRepeat} …>
 *   <RecurringSeries.Title /><RecurringSeries.Toggle /><RecurringSeries.Frequency />…
 * </RecurringSeries.Root>
 */
export function RecurringSeriesRoot({ asChild, children, ...props }: RecurringSeriesRootProps) {
  const [stateOptions, rest] = splitProps(props, STATE_OPTIONS);
  const [options, elementProps] = splitProps(rest, OPTIONS);
  const state = useRecurringSeriesState({
    ...stateOptions,
    // Without a default the series starts at the service's first rhythm and its shortest length.
    defaultValue: stateOptions.defaultValue ?? {
      everyWeeks: options.everyWeeksOptions[0] ?? 1,
      count: options.countRange.min,
      skip: [],
      replacements: {},
    },
  });
  const api = useRecurringSeries(options, state);
  const merged = mergePartProps({ ...api.rootProps, ...recurringSeriesPartAttrs('root') }, elementProps);
  const content = typeof children === 'function' ? children(api) : children;
  return (
    <RecurringSeriesProvider value={api}>
      {asChild ? <AsChildSlot {...merged}>{content}</AsChildSlot> : <div {...merged}>{content}</div>}
    </RecurringSeriesProvider>
  );
}
