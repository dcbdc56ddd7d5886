import { cva } from 'class-variance-authority';

/**
 * Classes of a slot picker day, keyed on the headless day state (`SlotPickerDayState`).
 * @example <SlotPicker.Day date={date} className={(state) => slotPickerDayVariants(state)} />
 */
export const slotPickerDayVariants = cva('bk-slot-picker-day', {
  variants: {
    isSelected: { true: 'bk-slot-picker-day--selected', false: '' },
    isUnavailable: { true: 'bk-slot-picker-day--unavailable', false: 'bk-slot-picker-day--available' },
    isToday: { true: 'bk-slot-picker-day--today', false: '' },
    isOutsideMonth: { true: 'bk-slot-picker-day--outside-month', false: '' },
    isFocused: { true: '', false: '' },
  },
});

/**
 * Classes of a slot (time) option, keyed on the headless slot state (`SlotPickerSlotState`).
 * @example <SlotPicker.Slot slot={slot} className={(state) => slotPickerSlotVariants(state)} />
 */
export const slotPickerSlotVariants = cva('bk-slot-picker-slot', {
  variants: {
    isSelected: { true: 'bk-slot-picker-slot--selected', false: '' },
    isFull: { true: 'bk-slot-picker-slot--full', false: '' },
  },
});

/** Classes of the styled slot picker's root; `isLoading` switches the times panel to its skeleton. */
export const slotPickerVariants = cva('bk-slot-picker', {
  variants: { isLoading: { true: 'bk-slot-picker--loading', false: '' } },
  defaultVariants: { isLoading: false },
});
