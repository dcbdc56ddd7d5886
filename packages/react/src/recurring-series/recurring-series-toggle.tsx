import type { ComponentPropsWithRef } from 'react';
import { mergeProps, useHover } from 'react-aria';
import { mergePartProps } from '../utils/merge-part-props';
import { useInteractionAttrs } from '../utils/use-interaction-attrs';
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
 * how many times, the status and the occurrences show nothing. The card says the pointer rests on
 * it (`data-hovered`); the checkbox carries its interaction state.
 * @selector [data-scope="recurring-series"][data-part="toggle"][data-checked][data-hovered]
 * @example <RecurringSeries.Root optional …><RecurringSeries.Title /><RecurringSeries.Toggle />…</RecurringSeries.Root>
 */
export function RecurringSeriesToggle({ inputProps, ...props }: RecurringSeriesToggleProps) {
  const api = useRecurringSeriesContext();
  // Before the early return: hooks run on every render. The browser ticks the box on Space, so
  // the hook owns only the press state and the change stays the element's own.
  const interaction = useInteractionAttrs();
  // The whole card is the click target (its label), so the card shows the pointer resting on it.
  const { hoverProps, isHovered } = useHover({});
  if (!api.isOptional) return null;
  const merged = mergePartProps(
    {
      ...hoverProps,
      ...recurringSeriesPartAttrs('toggle'),
      htmlFor: api.toggleInputProps.id,
      ...(api.isRepeating && { 'data-checked': '' }),
      ...(isHovered && { 'data-hovered': '' }),
    },
    props,
  );
  const own = { ...mergeProps(api.toggleInputProps, interaction.props), ...interaction.attrs };
  return (
    <label {...merged}>
      <input {...mergePartProps(own, inputProps ?? {})} />
      <span>{api.toggleLabel}</span>
    </label>
  );
}
