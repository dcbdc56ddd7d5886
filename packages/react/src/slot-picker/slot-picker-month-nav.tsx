import type { ComponentPropsWithRef } from 'react';
import type { AsChildProps } from '../utils/as-child';
import { InteractivePart } from '../utils/interactive-part';
import { mergePartProps } from '../utils/merge-part-props';
import { useSlotPickerContext } from './slot-picker-context';

/** Props of {@link SlotPickerPrevMonth} and {@link SlotPickerNextMonth}. */
export interface SlotPickerMonthNavProps extends AsChildProps, ComponentPropsWithRef<'button'> {}

/**
 * Shows the previous month; disabled at `minMonth`. Its accessible name is `slotPicker.previousMonth`,
 * so the default arrow glyph is hidden from assistive technology.
 * @selector [data-scope="slot-picker"][data-part="prev-month"][data-hovered][data-pressed][data-focus-visible][data-disabled]
 * @example <SlotPicker.PrevMonth />
 */
export function SlotPickerPrevMonth(props: SlotPickerMonthNavProps) {
  const api = useSlotPickerContext();
  return <MonthNav own={api.prevMonthProps} arrow="‹" {...props} />;
}

/**
 * Shows the next month; disabled at `maxMonth`. Its accessible name is `slotPicker.nextMonth`.
 * @selector [data-scope="slot-picker"][data-part="next-month"][data-hovered][data-pressed][data-focus-visible][data-disabled]
 * @example <SlotPicker.NextMonth />
 */
export function SlotPickerNextMonth(props: SlotPickerMonthNavProps) {
  const api = useSlotPickerContext();
  return <MonthNav own={api.nextMonthProps} arrow="›" {...props} />;
}

/**
 * A month button with its interaction state (`data-hovered`, `data-pressed`, `data-focus-visible`,
 * `data-disabled`).
 * The arrow belongs to the built-in button only: an app's own element (`asChild`) keeps what it
 * shows, as before, and is named by the part's `aria-label`.
 */
function MonthNav({ own, arrow, asChild, ...props }: SlotPickerMonthNavProps & { own: object; arrow: string }) {
  const content = asChild ? undefined : <span aria-hidden="true">{arrow}</span>;
  return <InteractivePart as="button" asChild={asChild} content={content} {...mergePartProps(own, props)} />;
}
