import { type CalendarDate, endOfWeek, startOfWeek } from '@internationalized/date';
import type { KeyboardEvent } from 'react';
import { useCalendar, useCalendarGrid } from 'react-aria';
import { slotPickerAnatomy, slotPickerPartAttrs } from './slot-picker.anatomy';
import type { SlotPickerFormatters } from './slot-picker-format';
import type { SlotPickerState } from './use-slot-picker-state';

interface MonthOptions {
  state: SlotPickerState;
  tag: string;
  format: SlotPickerFormatters;
  monthTitleId: string;
}

/**
 * The month: react-aria's `useCalendar` (month buttons, the calendar's shared wiring) and
 * `useCalendarGrid` (ARIA grid, keyboard) on the react-stately calendar state of the state hook.
 * Focus moves inside the grid through each day's ref (react-aria's `useCalendarCell`), never by
 * id lookup, so it works inside a shadow root too.
 */
export function useSlotPickerMonth({ state, tag, format, monthTitleId }: MonthOptions) {
  const { calendar } = state;
  // Registers the label and ids that `useCalendarGrid` and `useCalendarCell` read for this state.
  const { prevButtonProps, nextButtonProps } = useCalendar({ 'aria-labelledby': monthTitleId }, calendar);
  const { gridProps: ariaGridProps, weeksInMonth } = useCalendarGrid({}, calendar);
  const weeks = Array.from({ length: weeksInMonth }, (_, index) =>
    calendar.getDatesInWeek(index).filter((date): date is CalendarDate => date !== null),
  );
  // Our own column headers (short visible name, full name in `abbr`) rather than react-aria's
  // narrow, `aria-hidden` ones: the headers stay in the accessibility tree as before.
  const weekdays = (weeks[0] ?? []).map((date) => format.weekday(date));

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // A consumer's handler on a day (or on the grid) that called preventDefault opts out.
    if (event.defaultPrevented) return;
    // Home/End go to the ends of the week as in the APG date-picker grid (react-aria's go to the
    // ends of the month); every other key is react-aria's.
    if ((event.key === 'Home' || event.key === 'End') && !event.altKey && !event.ctrlKey && !event.metaKey) {
      event.preventDefault();
      const focused = calendar.focusedDate;
      calendar.setFocusedDate(event.key === 'Home' ? startOfWeek(focused, tag) : endOfWeek(focused, tag));
      return;
    }
    // PageUp/PageDown stop at `minMonth`/`maxMonth` (react-aria would move to the boundary day).
    if (event.key === 'PageUp' || event.key === 'PageDown') {
      const step = event.shiftKey ? { years: 1 } : { months: 1 };
      const focused = calendar.focusedDate;
      const target = event.key === 'PageUp' ? focused.subtract(step) : focused.add(step);
      const { minValue, maxValue } = calendar;
      if ((minValue && target.compare(minValue) < 0) || (maxValue && target.compare(maxValue) > 0)) {
        event.preventDefault();
        return;
      }
    }
    ariaGridProps.onKeyDown?.(event);
  };

  const gridProps = {
    ...ariaGridProps,
    ...slotPickerPartAttrs(slotPickerAnatomy.grid),
    // Named by the visible month title alone (react-aria would add its own range label and an id).
    id: undefined,
    'aria-label': undefined,
    'aria-labelledby': monthTitleId,
    'aria-busy': state.status === 'loading' || undefined,
    onKeyDown,
  };

  return {
    weeks,
    weekdays,
    gridProps,
    prevMonthDisabled: Boolean(prevButtonProps.isDisabled),
    nextMonthDisabled: Boolean(nextButtonProps.isDisabled),
  };
}
