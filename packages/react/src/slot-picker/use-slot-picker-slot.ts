import type { Slot } from '@booking-kit/core';
import type { KeyboardEvent, MouseEvent } from 'react';
import { useLocale } from 'react-aria';
import { moveRadioCardFocus } from '../utils/radio-card-keys';
import { slotPickerAnatomy, slotPickerPartAttrs } from './slot-picker.anatomy';
import type { SlotPickerSlotState } from './slot-picker.types';
import type { SlotPickerState } from './use-slot-picker-state';

/** The times that arrows may land on: this picker's, skipping full ones. */
const ENABLED_SLOT = `${slotPickerAnatomy.selector('slot')}:not([data-disabled])`;

/** What a slot looks like, as the `className` callback of `<SlotPicker.Slot>` sees it. */
export function getSlotPickerSlotState(state: SlotPickerState, slot: Slot): SlotPickerSlotState {
  return { isSelected: state.value?.start === slot.start, isFull: slot.seatsLeft === 0 };
}

/**
 * The index of the time that holds the day list's one tab stop: the chosen time, else the one last
 * focused, else the first that is not full.
 */
function tabStopOf(state: SlotPickerState, slots: ReadonlyArray<Slot>): number {
  const open = (index: number) => index >= 0 && (slots[index]?.seatsLeft ?? 0) > 0;
  const chosen = slots.findIndex((slot) => slot.start === state.value?.start);
  if (open(chosen)) return chosen;
  const last = slots.findIndex((slot) => slot.start === state.radioGroup.lastFocusedValue);
  if (open(last)) return last;
  return slots.findIndex((slot) => slot.seatsLeft > 0);
}

/**
 * One time of the chosen day, a radio of react-aria's radio group: its prop bag. Arrows (left and
 * right swapped in a right-to-left locale), Home and End move focus through the day list (the
 * closest `role="radiogroup"`, walked by react-aria's focus manager, so it works in a shadow root)
 * and choose the time focused; Space or Enter chooses.
 * A full time is shown, named and announced as unavailable, but cannot be chosen.
 * @example const props = useSlotPickerSlot(slot, api.state);
 */
export function useSlotPickerSlot(slot: Slot, state: SlotPickerState) {
  const { direction } = useLocale();
  const { isSelected, isFull } = getSlotPickerSlotState(state, slot);
  const slots = state.selectedDate ? state.slotsOf(state.selectedDate) : [];
  const isTabStop = slots[tabStopOf(state, slots)]?.start === slot.start;
  const choose = (start: string) => {
    const next = slots.find((candidate) => candidate.start === start);
    if (next && next.seatsLeft > 0) state.radioGroup.setSelectedValue(start);
  };
  return {
    ...slotPickerPartAttrs(slotPickerAnatomy.slot),
    role: 'radio' as const,
    'aria-checked': isSelected,
    'aria-disabled': isFull || undefined,
    tabIndex: isTabStop ? 0 : -1,
    'data-value': slot.start,
    'data-selected': isSelected ? '' : undefined,
    'data-disabled': isFull ? '' : undefined,
    'data-availability': isFull ? 'full' : 'available',
    // Like a native disabled radio, a full time does not take focus when clicked.
    onMouseDown: isFull ? (event: MouseEvent) => event.preventDefault() : undefined,
    onClick: () => choose(slot.start),
    onFocus: () => state.radioGroup.setLastFocusedValue(slot.start),
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === ' ' || event.key === 'Enter') {
        event.preventDefault();
        choose(slot.start);
        return;
      }
      const next = moveRadioCardFocus(event, ENABLED_SLOT, direction);
      if (next) choose(next);
    },
  };
}
