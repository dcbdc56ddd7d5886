import type { Slot } from '@booking-kit/core';
import { useRef } from 'react';
import { useOption } from 'react-aria';
import type { ListState } from 'react-stately/useListState';
import { slotPickerAnatomy, slotPickerPartAttrs } from './slot-picker.anatomy';
import type { SlotPickerSlotState } from './slot-picker.types';
import type { SlotPickerState } from './use-slot-picker-state';

/** What a slot looks like, as the `className` callback of `<SlotPicker.Slot>` sees it. */
export function getSlotPickerSlotState(state: SlotPickerState, slot: Slot): SlotPickerSlotState {
  return { isSelected: state.value?.start === slot.start, isFull: slot.seatsLeft === 0 };
}

/** One time of the chosen day on react-aria's `useOption`: its prop bag, with the ref react-aria focuses. */
export function useSlotPickerSlot(slot: Slot, state: SlotPickerState, listState: ListState<Slot>) {
  const ref = useRef<HTMLDivElement>(null);
  const { isSelected, isFull } = getSlotPickerSlotState(state, slot);
  const { optionProps } = useOption({ key: slot.start }, listState, ref);
  // The option is named by its content (time and seats), not by a label element we do not render.
  const { 'aria-labelledby': _labelledBy, 'aria-describedby': _describedBy, ...props } = optionProps;
  return {
    ...props,
    ...slotPickerPartAttrs(slotPickerAnatomy.slot),
    ref,
    'aria-selected': isSelected,
    'aria-disabled': isFull || undefined,
    'data-selected': isSelected ? '' : undefined,
    'data-availability': isFull ? 'full' : 'available',
  };
}
