import type { Slot } from '@booking-kit/core';
import { useFocusWithin } from 'react-aria';
import { slotPickerAnatomy, slotPickerPartAttrs } from './slot-picker.anatomy';
import type { SlotPickerFormatters } from './slot-picker-format';
import type { SlotPickerState } from './use-slot-picker-state';

interface ListOptions {
  state: SlotPickerState;
  format: SlotPickerFormatters;
  t: (key: string, values?: Record<string, string | number>) => string;
}

/**
 * The chosen day's times as a radio group over react-stately's `useRadioGroupState`: one tab stop,
 * arrows move and choose, Space or Enter chooses. A radio group rather than react-aria's listbox
 * because it needs none of the collection and selection machinery (about 13 kB gzip less on the
 * widget's first screen), and choosing a time only reveals the next step: the hold starts when the
 * visitor goes on, not on every arrow key.
 */
export function useSlotPickerList({ state, format, t }: ListOptions) {
  const slots = state.selectedDate ? state.slotsOf(state.selectedDate) : [];
  const label = state.selectedDate
    ? t('slotPicker.slotsFor', { date: format.longDate(state.selectedDate) })
    : t('slotPicker.label');
  // Not react-aria's `useRadioGroup`: its arrow keys walk native `<input type="radio">` only, and
  // the times are `role="radio"` elements (so `asChild` can make one the app's own button) that
  // move focus through the day list themselves (see use-slot-picker-slot.ts). What it would still
  // add is set here: the role and label, and, from react-aria's `useFocusWithin`, forgetting the
  // last focused time when focus leaves a group with nothing chosen (Tab then enters on the first
  // or last time). Its labelling and form validation, which a list of times never uses, cost the
  // first screen 0.7 kB gzip.
  const { focusWithinProps } = useFocusWithin({
    onBlurWithin: () => {
      if (!state.radioGroup.selectedValue) state.radioGroup.setLastFocusedValue(null);
    },
  });
  const groupProps = { ...focusWithinProps, 'aria-label': label, 'aria-orientation': 'vertical' as const };

  const dayListProps = { ...groupProps, ...slotPickerPartAttrs(slotPickerAnatomy.dayList), role: 'radiogroup' as const };

  const seatsLeftLabel = (slot: Slot) => (slot.seatsLeft > 1 ? t('slotPicker.seatsLeft', { count: slot.seatsLeft }) : null);

  return { slots, dayListProps, seatsLeftLabel, formatSlotTime: format.slotTime };
}
