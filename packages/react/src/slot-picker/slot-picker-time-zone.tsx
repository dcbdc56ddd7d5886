import type { ComponentPropsWithRef } from 'react';
import { type AsChildProps, AsChildSlot } from '../utils/as-child';
import { mergePartProps } from '../utils/merge-part-props';
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
  const Comp = asChild ? AsChildSlot : 'p';
  return <Comp {...mergePartProps(api.timeZoneProps, props)}>{children ?? api.timeZoneLabel}</Comp>;
}
