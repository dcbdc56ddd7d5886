import { type CalendarDate, isSameDay, isSameMonth } from '@internationalized/date';
import { useMemo, useRef } from 'react';
import { useCalendarCell } from 'react-aria';
import { slotPickerAnatomy, slotPickerPartAttrs } from './slot-picker.anatomy';
import type { SlotPickerDayState } from './slot-picker.types';
import type { SlotPickerFormatters } from './slot-picker-format';
import type { SlotPickerState } from './use-slot-picker-state';

/** What a day looks like: the `className` callback's argument and the source of its data attributes. */
export function getSlotPickerDayState(state: SlotPickerState, date: CalendarDate): SlotPickerDayState {
  return {
    isSelected: state.selectedDate !== null && isSameDay(date, state.selectedDate),
    isUnavailable: state.isDateUnavailable(date),
    isToday: isSameDay(date, state.today),
    isOutsideMonth: !isSameMonth(date, state.month),
    isFocused: isSameDay(date, state.focusedDate),
  };
}

interface DayOptions {
  state: SlotPickerState;
  format: SlotPickerFormatters;
  t: (key: string, values?: Record<string, string | number>) => string;
}

/**
 * One day of the month on react-aria's `useCalendarCell`: `cellProps` for its `<td>`, `dayProps`
 * for its button (with the ref react-aria focuses). Days without slots are unavailable: focusable,
 * announced as disabled, not selectable. `interaction` is what the day's part hands to
 * `useInteractionAttrs` (the press react-aria tracks, whether it can be chosen).
 */
export function useSlotPickerDay(date: CalendarDate, { state, format, t }: DayOptions) {
  const ref = useRef<HTMLButtonElement>(null);
  const day = getSlotPickerDayState(state, date);
  const cell = useCalendarCell({ date, isOutsideMonth: day.isOutsideMonth }, state.calendar, ref);
  // react-aria names the button itself; our name also says how many times the day has.
  const { role: _role, 'aria-label': _label, ...buttonProps } = cell.buttonProps;

  const count = state.slotsOf(date).length;
  const key = date.toString();
  // The name is formatted and translated once per day, count and language: a day renders again for
  // reasons that leave it as it was (every day does right after hydration, when react-aria's
  // `useIsSSR` turns false), and with 42 days these calls were most of that render.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` is the date (a new object on every render)
  const name = useMemo(() => {
    const values = { date: format.longDate(date), count };
    // While loading, the count is unknown: name the date only instead of claiming "no times".
    if (state.status === 'loading') return values.date;
    return count > 0 ? t('slotPicker.dayWithSlots', values) : t('slotPicker.dayWithoutSlots', values);
  }, [key, count, state.status === 'loading', format, t]);

  const dayProps = {
    ...buttonProps,
    ...slotPickerPartAttrs(slotPickerAnatomy.day),
    ref,
    type: 'button' as const,
    // react-aria leaves days outside the month without a tabindex (a button would then be tabbable).
    tabIndex: cell.isDisabled ? -1 : buttonProps.tabIndex,
    'aria-label': name,
    'aria-current': day.isToday ? ('date' as const) : undefined,
    'data-availability': day.isUnavailable ? 'unavailable' : 'available',
    'data-selected': day.isSelected ? '' : undefined,
    'data-today': day.isToday ? '' : undefined,
    'data-outside-month': day.isOutsideMonth ? '' : undefined,
  };
  // The chosen day stays marked even when react-stately does not hold it (a controlled day without slots).
  const cellProps = { ...cell.cellProps, 'aria-selected': day.isSelected };
  // What the day's part shows as `data-pressed` and `data-disabled`: useCalendarCell already runs
  // the day's press responder, so the part must not add another. A day that cannot be chosen
  // (no slots, outside the month or the allowed range) is `aria-disabled`, so it shows no hover.
  const interaction = { isPressed: cell.isPressed, isDisabled: cell.isDisabled || cell.isUnavailable };

  return { day, cellProps, dayProps, interaction };
}

/** What `useSlotPickerDay` returns: what the grid's cell hands to its `<SlotPicker.Day>`. */
export type SlotPickerDayAria = ReturnType<typeof useSlotPickerDay>;
