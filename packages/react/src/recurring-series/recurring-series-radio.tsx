import { type ComponentPropsWithRef, type ReactNode, useRef } from 'react';
import { useRadio } from 'react-aria';
import { mergePartProps } from '../utils/merge-part-props';
import { type RecurringSeriesPart, recurringSeriesPartAttrs } from './recurring-series.anatomy';
import { RecurringSeriesGroupProvider, useRecurringSeriesGroup } from './recurring-series-context';
import type { RecurringSeriesRadioGroup } from './use-recurring-series';

/** Props of the series' radio-group fieldsets. */
export interface RecurringSeriesGroupProps extends ComponentPropsWithRef<'fieldset'> {
  /** Props of the `<legend>`. */
  legendProps?: ComponentPropsWithRef<'legend'>;
}

/**
 * @internal A radio group as a `<fieldset>` named by its legend; without children it shows every
 * option with `renderItem`. Shared by how often, how many times and each occurrence's alternatives.
 */
export function RadioGroupPart({
  group,
  anatomyPart,
  legendProps,
  children,
  renderItem,
  ...props
}: RecurringSeriesGroupProps & {
  group: RecurringSeriesRadioGroup;
  anatomyPart: RecurringSeriesPart;
  renderItem: (value: string) => ReactNode;
}) {
  return (
    <RecurringSeriesGroupProvider group={group}>
      <fieldset {...mergePartProps({ ...group.groupProps, ...recurringSeriesPartAttrs(anatomyPart) }, props)}>
        <legend {...mergePartProps(group.legendProps, legendProps ?? {})}>{group.legend}</legend>
        {children ?? group.options.map((option) => renderItem(option.value))}
      </fieldset>
    </RecurringSeriesGroupProvider>
  );
}

/** Props of the series' radio items. */
export interface RecurringSeriesItemProps extends Omit<ComponentPropsWithRef<'label'>, 'children'> {
  /** The option's value: weeks or times as a string (`'2'`), an alternative's start, or `'skip'`. */
  value: string;
  /** Props of the radio `<input>`. */
  inputProps?: ComponentPropsWithRef<'input'>;
}

/** @internal One labelled native radio of the nearest group, through react-aria's `useRadio`. */
export function RadioItemPart({
  value,
  inputProps,
  anatomyPart,
  ...props
}: RecurringSeriesItemProps & { anatomyPart: RecurringSeriesPart }) {
  const { group } = useRecurringSeriesGroup('RadioItemPart');
  const ref = useRef<HTMLInputElement>(null);
  const label = group.options.find((option) => option.value === value)?.label ?? value;
  const radio = useRadio({ value, id: group.getInputId(value), children: label }, group.state, ref);
  const merged = mergePartProps(
    { ...recurringSeriesPartAttrs(anatomyPart), 'data-value': value, ...(radio.isSelected && { 'data-checked': '' }) },
    props,
  );
  return (
    <label {...merged}>
      <input {...mergePartProps({ ...radio.inputProps, ref }, inputProps ?? {})} />
      <span>{label}</span>
    </label>
  );
}
