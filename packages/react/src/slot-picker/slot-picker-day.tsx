import type { CalendarDate } from '@internationalized/date';
import type { ComponentPropsWithRef } from 'react';
import { type AsChildProps, AsChildSlot } from '../utils/as-child';
import { mergePartProps } from '../utils/merge-part-props';
import type { SlotPickerDayState } from './slot-picker.types';
import { useSlotPickerContext } from './slot-picker-context';

/** Props of {@link SlotPickerDay}. */
export interface SlotPickerDayProps extends AsChildProps, Omit<ComponentPropsWithRef<'button'>, 'className'> {
  /** The day this button stands for. */
  date: CalendarDate;
  /** A class name, or a function of the day's state (e.g. a cva variant). */
  className?: string | ((state: SlotPickerDayState) => string);
}

/**
 * One day of the grid. Its accessible name says the date and how many times it has
 * (`slotPicker.dayWithSlots` / `dayWithoutSlots`); the visible text is the day number.
 * @selector [data-scope="slot-picker"][data-part="day"][data-availability="available|unavailable"]
 * @selector [data-part="day"][data-selected] [data-today] [data-outside-month]
 * @example <SlotPicker.Day date={date} className={(state) => dayVariants(state)} />
 */
export function SlotPickerDay({ asChild, date, className, children, ...props }: SlotPickerDayProps) {
  const api = useSlotPickerContext();
  const state = api.getDayState(date);
  const resolvedClassName = typeof className === 'function' ? className(state) : className;
  const Comp = asChild ? AsChildSlot : 'button';
  return (
    <Comp {...mergePartProps(api.getDayProps(date), { ...props, className: resolvedClassName })}>{children ?? date.day}</Comp>
  );
}
