import type { ComponentPropsWithRef } from 'react';
import { type AsChildProps, Slottable } from '../utils/as-child';
import { mergeProps } from '../utils/merge-props';
import { useSlotPickerContext } from './slot-picker-context';

/** Props of {@link SlotPickerTimeZone}. */
export interface SlotPickerTimeZoneProps extends AsChildProps, ComponentPropsWithRef<'p'> {}

/**
 * Says which time zone the times are in (`slotPicker.timeZone`), so a visitor abroad is not misled.
 * @selector [data-scope="slot-picker"][data-part="time-zone"]
 * @example <SlotPicker.TimeZone />
 */
export function SlotPickerTimeZone({ asChild, children, ...props }: SlotPickerTimeZoneProps) {
  const api = useSlotPickerContext();
  const Comp = asChild ? Slottable : 'p';
  return <Comp {...mergeProps(api.timeZoneProps, props)}>{children ?? api.timeZoneLabel}</Comp>;
}
