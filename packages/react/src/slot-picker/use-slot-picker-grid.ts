import { type CalendarDate, isSameDay, isSameMonth } from '@internationalized/date';
import { type KeyboardEvent, useLayoutEffect, useMemo, useRef } from 'react';
import { slotPickerAnatomy, slotPickerPartAttrs } from './slot-picker.anatomy';
import type { SlotPickerDayState } from './slot-picker.types';
import { monthWeeks } from './slot-picker-dates';
import type { SlotPickerFormatters } from './slot-picker-format';
import { dateForKey } from './slot-picker-keys';
import type { SlotPickerState } from './use-slot-picker-state';

interface GridOptions {
  state: SlotPickerState;
  tag: string;
  format: SlotPickerFormatters;
  t: (key: string, values?: Record<string, string | number>) => string;
  monthTitleId: string;
}

/** The month grid's behaviour: ARIA grid wiring, a roving tab stop and the keyboard model. */
export function useSlotPickerGrid({ state, tag, format, t, monthTitleId }: GridOptions) {
  const gridRef = useRef<HTMLTableElement>(null);
  const focusPending = useRef(false);
  const weeks = useMemo(() => monthWeeks(state.month, tag), [state.month, tag]);
  const weekdays = (weeks[0] ?? []).map((date) => format.weekday(date));

  // Focus follows the roving tab stop after a key press, also when the key showed another month
  // (its day buttons only exist after that render). This moves DOM focus; it copies no state.
  useLayoutEffect(() => {
    if (!focusPending.current) return;
    focusPending.current = false;
    gridRef.current?.querySelector<HTMLElement>(`[data-part="${slotPickerAnatomy.day}"][tabindex="0"]`)?.focus();
  });

  const getDayState = (date: CalendarDate): SlotPickerDayState => ({
    isSelected: state.selectedDate !== null && isSameDay(date, state.selectedDate),
    isUnavailable: state.slotsOf(date).length === 0,
    isToday: isSameDay(date, state.today),
    isOutsideMonth: !isSameMonth(date, state.month),
    isFocused: isSameDay(date, state.focusedDate),
  });

  const dayName = (date: CalendarDate) => {
    const count = state.slotsOf(date).length;
    // While loading, the count is unknown: name the date only instead of claiming "no times".
    if (state.status === 'loading') return format.longDate(date);
    const values = { date: format.longDate(date), count };
    return count > 0 ? t('slotPicker.dayWithSlots', values) : t('slotPicker.dayWithoutSlots', values);
  };

  const getDayProps = (date: CalendarDate) => {
    const day = getDayState(date);
    return {
      ...slotPickerPartAttrs(slotPickerAnatomy.day),
      type: 'button' as const,
      tabIndex: day.isFocused ? 0 : -1,
      'aria-label': dayName(date),
      // Unavailable days stay focusable so arrow keys never skip a date the visitor is reading.
      'aria-disabled': day.isUnavailable || undefined,
      'aria-current': day.isToday ? ('date' as const) : undefined,
      'data-availability': day.isUnavailable ? 'unavailable' : 'available',
      'data-selected': day.isSelected ? '' : undefined,
      'data-today': day.isToday ? '' : undefined,
      'data-outside-month': day.isOutsideMonth ? '' : undefined,
      onClick: () => state.selectDate(date),
      onFocus: () => {
        if (!day.isOutsideMonth && !day.isFocused) state.setFocusedDate(date);
      },
      onKeyDown: (event: KeyboardEvent) => {
        const next = dateForKey(event, date, tag);
        if (!next) return;
        event.preventDefault();
        focusPending.current = state.setFocusedDate(next);
      },
    };
  };

  const getDayCellProps = (date: CalendarDate) => ({ role: 'gridcell' as const, 'aria-selected': getDayState(date).isSelected });

  const gridProps = {
    ...slotPickerPartAttrs(slotPickerAnatomy.grid),
    ref: gridRef,
    role: 'grid' as const,
    'aria-labelledby': monthTitleId,
    'aria-busy': state.status === 'loading' || undefined,
  };

  return { weeks, weekdays, gridProps, getDayState, getDayProps, getDayCellProps };
}
