import type { Slot } from '@booking-kit/core';
import { type ComponentPropsWithRef, Fragment, type ReactNode } from 'react';
import { mergePartProps } from '../utils/merge-part-props';
import { useSlotPickerContext } from './slot-picker-context';
import { SlotPickerSlot } from './slot-picker-slot';

/** Props of {@link SlotPickerDayList}. */
export interface SlotPickerDayListProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** Renders each slot. @default (slot) => <SlotPicker.Slot slot={slot} /> */
  children?: (slot: Slot) => ReactNode;
}

/**
 * The chosen day's times as an ARIA radio group labelled `slotPicker.slotsFor`, one tab stop.
 * Arrows, Home and End move to a time and choose it; Space or Enter chooses the focused one.
 * Renders nothing when the day has no times
 * (the status region says so), because an empty listbox is announced as broken.
 * @selector [data-scope="slot-picker"][data-part="day-list"]
 * @example <SlotPicker.DayList>{(slot) => <SlotPicker.Slot slot={slot} />}</SlotPicker.DayList>
 */
export function SlotPickerDayList({ children, ...props }: SlotPickerDayListProps) {
  const api = useSlotPickerContext();
  if (api.statusKind !== 'ready' || api.slots.length === 0) return null;
  const renderSlot = children ?? ((slot: Slot) => <SlotPickerSlot slot={slot} />);
  return (
    <div {...mergePartProps(api.dayListProps, props)}>
      {api.slots.map((slot) => (
        <Fragment key={slot.start}>{renderSlot(slot)}</Fragment>
      ))}
    </div>
  );
}
