import type { ComponentPropsWithRef } from 'react';
import { type AsChildProps, AsChildSlot } from '../utils/as-child';
import { mergePartProps } from '../utils/merge-part-props';
import { useSlotPickerContext } from './slot-picker-context';

/** Props of {@link SlotPickerPrevMonth} and {@link SlotPickerNextMonth}. */
export interface SlotPickerMonthNavProps extends AsChildProps, ComponentPropsWithRef<'button'> {}

/**
 * Shows the previous month; disabled at `minMonth`. Its accessible name is `slotPicker.previousMonth`,
 * so the default arrow glyph is hidden from assistive technology.
 * @selector [data-scope="slot-picker"][data-part="prev-month"]
 * @example <SlotPicker.PrevMonth />
 */
export function SlotPickerPrevMonth({ asChild, children, ...props }: SlotPickerMonthNavProps) {
  const api = useSlotPickerContext();
  const Comp = asChild ? AsChildSlot : 'button';
  return <Comp {...mergePartProps(api.prevMonthProps, props)}>{children ?? <span aria-hidden="true">‹</span>}</Comp>;
}

/**
 * Shows the next month; disabled at `maxMonth`. Its accessible name is `slotPicker.nextMonth`.
 * @selector [data-scope="slot-picker"][data-part="next-month"]
 * @example <SlotPicker.NextMonth />
 */
export function SlotPickerNextMonth({ asChild, children, ...props }: SlotPickerMonthNavProps) {
  const api = useSlotPickerContext();
  const Comp = asChild ? AsChildSlot : 'button';
  return <Comp {...mergePartProps(api.nextMonthProps, props)}>{children ?? <span aria-hidden="true">›</span>}</Comp>;
}
