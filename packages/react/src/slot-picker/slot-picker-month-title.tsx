import type { ComponentPropsWithRef } from 'react';
import { type AsChildProps, AsChildSlot } from '../utils/as-child';
import { mergePartProps } from '../utils/merge-part-props';
import { useSlotPickerContext } from './slot-picker-context';

/** Props of {@link SlotPickerMonthTitle}. */
export interface SlotPickerMonthTitleProps extends AsChildProps, ComponentPropsWithRef<'span'> {}

/**
 * The shown month in the locale (`March 2026`, `März 2026`); it labels the grid. A `<span>`, so it
 * fits inside a heading of the level the page needs. With `asChild`, a child without content gets the title.
 * @selector [data-scope="slot-picker"][data-part="month-title"]
 * @example <h2><SlotPicker.MonthTitle /></h2>
 */
export function SlotPickerMonthTitle({ asChild, children, ...props }: SlotPickerMonthTitleProps) {
  const api = useSlotPickerContext();
  const merged = mergePartProps(api.monthTitleProps, props);
  if (asChild)
    return (
      <AsChildSlot {...merged} fallbackContent={api.monthTitle}>
        {children}
      </AsChildSlot>
    );
  return <span {...merged}>{children ?? api.monthTitle}</span>;
}
