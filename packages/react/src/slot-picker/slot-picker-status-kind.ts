import type { SlotPickerStatusKind } from './slot-picker.types';
import type { SlotPickerState } from './use-slot-picker-state';

/**
 * Which message the status region shows, most urgent first.
 * @example getSlotPickerStatusKind(state) // 'empty-month'
 */
export function getSlotPickerStatusKind(state: SlotPickerState): SlotPickerStatusKind {
  if (state.status === 'error') return 'error';
  if (state.status === 'loading') return 'loading';
  if (!state.monthHasSlots) return 'empty-month';
  if (!state.selectedDate) return 'choose-day';
  if (state.slotsOf(state.selectedDate).length === 0) return 'empty-day';
  return 'ready';
}

/** The message key for each status; `ready` says nothing because the list of times speaks for itself. */
export const slotPickerStatusMessages: Record<SlotPickerStatusKind, string | null> = {
  loading: 'slotPicker.findingSlots',
  error: 'slotPicker.loadError',
  'empty-month': 'slotPicker.noSlotsThisMonth',
  'choose-day': 'slotPicker.chooseDayFirst',
  'empty-day': 'slotPicker.noSlotsDay',
  ready: null,
};
