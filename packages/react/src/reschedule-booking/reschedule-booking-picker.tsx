import type { ReactElement } from 'react';
import { SlotPickerRoot, type SlotPickerRootProps } from '../slot-picker/slot-picker-root';
import { AsChildSlot } from '../utils/as-child';
import { useRescheduleBookingContext } from './reschedule-booking-context';

/**
 * Props of {@link RescheduleBookingPicker}: a slot picker's (the chosen slot is the form's), or
 * `asChild` with a ready-made picker as the only child.
 */
export type RescheduleBookingPickerProps =
  | (Omit<SlotPickerRootProps, 'value' | 'defaultValue' | 'onValueChange' | 'asChild'> & { asChild?: false })
  | { asChild: true; children: ReactElement };

/**
 * The slot picker for the new time: `<SlotPicker.Root>` wired to the form's slot, with the slot
 * picker's parts as children. With `asChild`, the wiring goes to a ready-made picker instead
 * (the styled `SlotPicker`). It is the slot picker's own root, so it keeps the slot picker's
 * `data-scope="slot-picker"` attributes and styles.
 * @selector [data-scope="slot-picker"][data-part="root"]
 * @example
 * <RescheduleBooking.Picker days={days} today={today}><SlotPicker.Grid /><SlotPicker.DayList /></RescheduleBooking.Picker>
 * <RescheduleBooking.Picker asChild><SlotPicker days={days} today={today} /></RescheduleBooking.Picker>
 */
export function RescheduleBookingPicker(props: RescheduleBookingPickerProps) {
  const api = useRescheduleBookingContext();
  if (props.asChild) return <AsChildSlot {...api.pickerProps}>{props.children}</AsChildSlot>;
  const { asChild: _asChild, ...rest } = props;
  return <SlotPickerRoot {...rest} {...api.pickerProps} />;
}
