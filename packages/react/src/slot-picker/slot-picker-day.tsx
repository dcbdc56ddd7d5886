import type { CalendarDate } from '@internationalized/date';
import type { ComponentPropsWithRef } from 'react';
import { mergeProps } from 'react-aria';
import { type AsChildProps, AsChildSlot } from '../utils/as-child';
import { mergePartProps } from '../utils/merge-part-props';
import { useInteractionAttrs } from '../utils/use-interaction-attrs';
import type { SlotPickerDayState } from './slot-picker.types';
import { useSlotPickerDayAria } from './slot-picker-context';

/** Props of {@link SlotPickerDay}. */
export interface SlotPickerDayProps extends AsChildProps, Omit<ComponentPropsWithRef<'button'>, 'className'> {
  /** The day this button stands for: the date its `<SlotPicker.Grid>` cell was rendered for. */
  date: CalendarDate;
  /** A class name, or a function of the day's state (e.g. a cva variant). */
  className?: string | ((state: SlotPickerDayState) => string);
}

/**
 * One day of the grid (react-aria's `useCalendarCell`); render it inside `<SlotPicker.Grid>`'s
 * cells. Its accessible name says the date and how many times it has
 * (`slotPicker.dayWithSlots` / `dayWithoutSlots`); the visible text is the day number. Days
 * without slots are unavailable: focusable, `aria-disabled`, not selectable. A `ref` passed here
 * is merged with the one react-aria moves focus with. It shows its interaction state
 * (`data-hovered`, `data-pressed`, `data-focus-visible`; `data-disabled` on days that cannot be chosen).
 * @selector [data-scope="slot-picker"][data-part="day"][data-availability="available|unavailable"]
 * @selector [data-part="day"][data-selected] [data-today] [data-outside-month]
 * @selector [data-part="day"][data-hovered] [data-pressed] [data-focus-visible] [data-disabled]
 * @example <SlotPicker.Day date={date} className={(state) => dayVariants(state)} />
 */
export function SlotPickerDay({ asChild, date, className, children, ...props }: SlotPickerDayProps) {
  const { day, dayProps, interaction } = useSlotPickerDayAria('SlotPickerDay');
  // useCalendarCell presses the day (and tracks it): hover and focus only are added here.
  const { props: handlers, attrs } = useInteractionAttrs(interaction);
  const resolvedClassName = typeof className === 'function' ? className(day) : className;
  const merged = mergeProps(mergePartProps(dayProps, { ...props, className: resolvedClassName }), handlers);
  const Comp = asChild ? AsChildSlot : 'button';
  return (
    <Comp {...merged} {...attrs}>
      {children ?? date.day}
    </Comp>
  );
}
