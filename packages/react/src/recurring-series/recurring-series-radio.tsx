import { type ComponentPropsWithRef, type ReactNode, useRef } from 'react';
import { mergeProps, useHover, useRadio } from 'react-aria';
import { mergePartProps } from '../utils/merge-part-props';
import { useInteractionAttrs } from '../utils/use-interaction-attrs';
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

/**
 * @internal One labelled native radio of the nearest group, through react-aria's `useRadio`. The
 * card (label) says the pointer rests on it (`data-hovered`); the radio carries its interaction state.
 */
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
  // The radio's state as data attributes; useRadio tracks its press, so that is passed on.
  const interaction = useInteractionAttrs({ isPressed: radio.isPressed, isDisabled: radio.isDisabled });
  // The whole card is the click target (its label), so the card shows the pointer resting on it.
  const { hoverProps, isHovered } = useHover({ isDisabled: radio.isDisabled });
  const merged = mergePartProps(
    {
      ...hoverProps,
      ...recurringSeriesPartAttrs(anatomyPart),
      'data-value': value,
      ...(radio.isSelected && { 'data-checked': '' }),
      ...(isHovered && { 'data-hovered': '' }),
    },
    props,
  );
  const own = { ...mergeProps(radio.inputProps, interaction.props), ref, ...interaction.attrs };
  return (
    <label {...merged}>
      <input {...mergePartProps(own, inputProps ?? {})} />
      <span>{label}</span>
    </label>
  );
}
