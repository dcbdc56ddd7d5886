import type { Slot } from '@booking-kit/core';
import { type KeyboardEvent, useRef, useState } from 'react';
import { slotPickerAnatomy, slotPickerPartAttrs } from './slot-picker.anatomy';
import type { SlotPickerSlotState } from './slot-picker.types';
import type { SlotPickerFormatters } from './slot-picker-format';
import type { SlotPickerState } from './use-slot-picker-state';

interface ListOptions {
  state: SlotPickerState;
  format: SlotPickerFormatters;
  t: (key: string, values?: Record<string, string | number>) => string;
}

/** The index a list key moves to, or `null` for keys the list does not handle. */
function indexForKey(key: string, index: number, last: number): number | null {
  if (key === 'ArrowDown' || key === 'ArrowRight') return Math.min(index + 1, last);
  if (key === 'ArrowUp' || key === 'ArrowLeft') return Math.max(index - 1, 0);
  if (key === 'Home') return 0;
  if (key === 'End') return last;
  return null;
}

/** The chosen day's slot list: an ARIA listbox with a roving tab stop; Enter or Space chooses. */
export function useSlotPickerList({ state, format, t }: ListOptions) {
  const listRef = useRef<HTMLDivElement>(null);
  const [activeStart, setActiveStart] = useState<string | null>(null);
  const slots = state.selectedDate ? state.slotsOf(state.selectedDate) : [];
  const byStart = (start: string | undefined) => slots.findIndex((slot) => slot.start === start);
  // The tab stop: the last focused slot, else the chosen one, else the first.
  const activeIndex = [byStart(activeStart ?? undefined), byStart(state.value?.start)].find((index) => index >= 0) ?? 0;

  const getSlotState = (slot: Slot): SlotPickerSlotState => ({
    isSelected: state.value?.start === slot.start,
    isFull: slot.seatsLeft === 0,
  });

  const choose = (slot: Slot) => {
    if (slot.seatsLeft > 0) state.setValue(slot);
  };

  const getSlotProps = (slot: Slot, index: number) => {
    const { isSelected, isFull } = getSlotState(slot);
    return {
      ...slotPickerPartAttrs(slotPickerAnatomy.slot),
      role: 'option' as const,
      tabIndex: index === activeIndex ? 0 : -1,
      'aria-selected': isSelected,
      'aria-disabled': isFull || undefined,
      'data-selected': isSelected ? '' : undefined,
      'data-availability': isFull ? 'full' : 'available',
      onClick: () => choose(slot),
      onFocus: () => setActiveStart(slot.start),
      onKeyDown: (event: KeyboardEvent) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          choose(slot);
          return;
        }
        const next = indexForKey(event.key, index, slots.length - 1);
        if (next === null) return;
        event.preventDefault();
        listRef.current?.querySelectorAll<HTMLElement>(`[data-part="${slotPickerAnatomy.slot}"]`)[next]?.focus();
      },
    };
  };

  const dayListProps = {
    ...slotPickerPartAttrs(slotPickerAnatomy.dayList),
    ref: listRef,
    role: 'listbox' as const,
    'aria-label': state.selectedDate ? t('slotPicker.slotsFor', { date: format.longDate(state.selectedDate) }) : undefined,
  };

  const seatsLeftLabel = (slot: Slot) => (slot.seatsLeft > 1 ? t('slotPicker.seatsLeft', { count: slot.seatsLeft }) : null);

  return { slots, dayListProps, getSlotState, getSlotProps, seatsLeftLabel, formatSlotTime: format.slotTime };
}
