import type { ComponentPropsWithRef } from 'react';
import { mergePartProps } from '../utils/merge-part-props';
import { useSlotPickerContext } from './slot-picker-context';

/** Props of {@link SlotPickerStatus}. */
export interface SlotPickerStatusProps extends ComponentPropsWithRef<'div'> {}

/**
 * A polite live region that says what the picker is doing: finding slots, no slot this month,
 * no slots on the chosen day, choose a day first, or that loading failed. It stays mounted (and
 * is empty when times are shown) so screen readers announce each change.
 * @selector [data-scope="slot-picker"][data-part="status"][data-state="loading|error|empty-month|choose-day|empty-day|ready"]
 * @example <SlotPicker.Status />
 */
export function SlotPickerStatus({ children, ...props }: SlotPickerStatusProps) {
  const api = useSlotPickerContext();
  return <div {...mergePartProps(api.statusProps, props)}>{children ?? api.statusMessage}</div>;
}
