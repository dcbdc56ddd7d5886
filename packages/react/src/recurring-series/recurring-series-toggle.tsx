import type { ComponentPropsWithRef } from 'react';
import { mergePartProps } from '../utils/merge-part-props';
import { recurringSeriesPartAttrs } from './recurring-series.anatomy';
import { useRecurringSeriesContext } from './recurring-series-context';

/** Props of {@link RecurringSeriesToggle}. */
export interface RecurringSeriesToggleProps extends Omit<ComponentPropsWithRef<'label'>, 'children'> {
  /** Props of the checkbox `<input>`. */
  inputProps?: ComponentPropsWithRef<'input'>;
}

/**
 * 'Repeat': a labelled native checkbox that turns an optional series on or off (off unless the
 * root's `defaultRepeat`); rendered only when the root is `optional`. While it is off, how often,
 * how many times, the status and the occurrences show nothing.
 * @selector [data-scope="recurring-series"][data-part="toggle"][data-checked]
 * @example <RecurringSeries.Root optional …><RecurringSeries.Title /><RecurringSeries.Toggle />…</RecurringSeries.Root>
 */
export function RecurringSeriesToggle({ inputProps, ...props }: RecurringSeriesToggleProps) {
  const api = useRecurringSeriesContext();
  if (!api.isOptional) return null;
  const merged = mergePartProps(
    { ...recurringSeriesPartAttrs('toggle'), htmlFor: api.toggleInputProps.id, ...(api.isRepeating && { 'data-checked': '' }) },
    props,
  );
  return (
    <label {...merged}>
      <input {...mergePartProps(api.toggleInputProps, inputProps ?? {})} />
      <span>{api.toggleLabel}</span>
    </label>
  );
}
