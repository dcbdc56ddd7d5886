import type { ComponentPropsWithRef } from 'react';
import { type AsChildProps, AsChildSlot } from '../utils/as-child';
import { mergePartProps } from '../utils/merge-part-props';
import { useSlotPickerContext } from './slot-picker-context';

/** Props of {@link SlotPickerHeader}. */
export interface SlotPickerHeaderProps extends AsChildProps, ComponentPropsWithRef<'div'> {}

/**
 * Holds the month title and the previous/next month buttons.
 * @selector [data-scope="slot-picker"][data-part="header"]
 * @example <SlotPicker.Header><SlotPicker.PrevMonth /><SlotPicker.MonthTitle /><SlotPicker.NextMonth /></SlotPicker.Header>
 */
export function SlotPickerHeader({ asChild, ...props }: SlotPickerHeaderProps) {
  const api = useSlotPickerContext();
  const Comp = asChild ? AsChildSlot : 'div';
  return <Comp {...mergePartProps(api.headerProps, props)} />;
}
