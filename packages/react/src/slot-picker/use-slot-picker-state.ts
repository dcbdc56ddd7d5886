import type { Slot, SlotDay } from '@booking-kit/core';
import {
  type CalendarDate,
  endOfMonth,
  GregorianCalendar,
  isSameMonth,
  startOfMonth,
  toCalendarDate,
} from '@internationalized/date';
import { useMemo, useState } from 'react';
import { useLocale } from 'react-aria';
import { type CalendarState, type DateValue, useCalendarState } from 'react-stately/useCalendarState';
import { useControlledState } from 'react-stately/useControlledState';
import { type RadioGroupState, useRadioGroupState } from 'react-stately/useRadioGroupState';
import type { SlotPickerOptions, SlotPickerStatus } from './slot-picker.types';
import { isAfterMonth, isBeforeMonth } from './slot-picker-dates';

/** The state of one slot picker: what is shown and chosen. Everything else is derived from it. */
export interface SlotPickerState {
  /** The first day of the shown month. */
  month: CalendarDate;
  /** Shows the month of `date` (ignored before `minMonth` or after `maxMonth`). */
  setMonth(date: CalendarDate): void;
  /** Whether an earlier month may be shown. */
  canGoToPreviousMonth: boolean;
  /** Whether a later month may be shown. */
  canGoToNextMonth: boolean;
  /** The chosen day in the shown month, or the first day with slots while none was chosen. */
  selectedDate: CalendarDate | null;
  /** Chooses a day, showing its month. Days without slots cannot be chosen from the grid. */
  selectDate(date: CalendarDate): void;
  /** The day that holds the grid's roving tab stop. */
  focusedDate: CalendarDate;
  /** Moves the tab stop, showing the day's month; returns false when `date` is outside `minMonth`–`maxMonth`. */
  setFocusedDate(date: CalendarDate): boolean;
  /** The chosen slot. */
  value: Slot | null;
  setValue(slot: Slot | null): void;
  /** `status` if given, else `loading` while `days` is undefined. */
  status: SlotPickerStatus;
  /** The slots of a day (empty for days without slots or not loaded). */
  slotsOf(date: CalendarDate): Slot[];
  /** Whether a day has no slot (or slots are not loaded yet): the grid offers it as unavailable. */
  isDateUnavailable(date: CalendarDate): boolean;
  /** Whether any day of the shown month has a slot. */
  monthHasSlots: boolean;
  today: CalendarDate;
  /**
   * react-stately's calendar state under the month grid, driven by the values above (its value is
   * the chosen day, its focused date the tab stop, its unavailable dates the days without slots).
   */
  calendar: CalendarState;
  /**
   * react-stately's radio group state under the chosen day's times: its value is the chosen slot's
   * `start`; choosing through it sets `value` (a full time cannot be chosen).
   */
  radioGroup: RadioGroupState;
}

/**
 * Gregorian only: the slot engine and the API speak ISO dates, and `@internationalized/date`'s
 * `createCalendar` would pull every calendar system into the bundle (~3.8 kB) for nothing.
 */
const createGregorianCalendar = () => new GregorianCalendar();

/**
 * The state hook of the slot picker: shown month, chosen day and chosen slot, each controlled or
 * uncontrolled, with the rest derived during render (SSR-safe, no effects, no URL or storage).
 * The month grid's state is react-stately's `useCalendarState`, controlled by these values.
 * @example const state = useSlotPickerState({ days, today, onValueChange: setSlot });
 */
export function useSlotPickerState(props: SlotPickerOptions): SlotPickerState {
  const { days, today, minMonth, maxMonth } = props;
  const { locale } = useLocale();
  const outside = (date: CalendarDate) => isBeforeMonth(date, minMonth) || isAfterMonth(date, maxMonth);
  const [monthValue, setMonthValue] = useControlledState(props.month, props.defaultMonth ?? today, props.onMonthChange);
  const month = startOfMonth(monthValue);
  const [chosenDate, setChosenDate] = useControlledState<CalendarDate | null>(
    props.selectedDate,
    props.defaultSelectedDate ?? null,
    (date) => date && props.onSelectedDateChange?.(date),
  );
  const [value, setValue] = useControlledState<Slot | null>(props.value, props.defaultValue ?? null, props.onValueChange);
  const [storedFocus, setStoredFocus] = useState<CalendarDate | null>(null);

  const daysByKey = useMemo(() => new Map<string, SlotDay>((days ?? []).map((day) => [day.date, day])), [days]);
  const slotsOf = (date: CalendarDate) => daysByKey.get(date.toString())?.slots ?? [];
  const isDateUnavailable = (date: CalendarDate) => slotsOf(date).length === 0;
  const firstAvailable =
    (days ?? [])
      .filter((day) => day.slots.length > 0 && day.date.startsWith(month.toString().slice(0, 8)))
      .map((day) => day.date)
      .sort()[0] ?? null;
  const monthHasSlots = firstAvailable !== null;
  const isDateControlled = props.selectedDate !== undefined;
  const chosenInMonth = chosenDate && isSameMonth(chosenDate, month) ? chosenDate : null;
  // Uncontrolled pickers open on the first bookable day, so its times show without an extra click.
  const selectedDate =
    chosenInMonth ?? (!isDateControlled && firstAvailable ? month.set({ day: Number(firstAvailable.slice(8)) }) : null);

  const todayInMonth = isSameMonth(today, month) ? today : null;
  const focusedDate = storedFocus && isSameMonth(storedFocus, month) ? storedFocus : (selectedDate ?? todayInMonth ?? month);

  const setMonth = (date: CalendarDate) => {
    if (!outside(date)) setMonthValue(startOfMonth(date));
  };
  const setFocusedDate = (date: CalendarDate) => {
    if (outside(date)) return false;
    setStoredFocus(date);
    if (!isSameMonth(date, month)) setMonthValue(startOfMonth(date));
    return true;
  };
  const selectDate = (date: CalendarDate) => {
    setFocusedDate(date);
    setChosenDate(date);
  };

  const calendar = useCalendarState({
    locale,
    createCalendar: createGregorianCalendar,
    // A chosen day without slots (possible only when `selectedDate` is controlled) is not handed to
    // react-stately, which would mark it invalid; the part still shows it as chosen.
    value: selectedDate && !isDateUnavailable(selectedDate) ? selectedDate : null,
    onChange: (date: DateValue) => selectDate(toCalendarDate(date)),
    focusedValue: focusedDate,
    onFocusChange: (date: CalendarDate) => setFocusedDate(toCalendarDate(date)),
    minValue: minMonth ? startOfMonth(minMonth) : null,
    maxValue: maxMonth ? endOfMonth(maxMonth) : null,
    isDateUnavailable: (date: DateValue) => isDateUnavailable(toCalendarDate(date)),
    visibleDuration: { months: 1 },
  });

  const radioGroup = useRadioGroupState({
    value: value?.start ?? null,
    onChange: (start: string) => {
      const slot = selectedDate ? slotsOf(selectedDate).find((candidate) => candidate.start === start) : undefined;
      if (slot && slot.seatsLeft > 0) setValue(slot);
    },
  });

  return {
    month,
    setMonth,
    canGoToPreviousMonth: !isBeforeMonth(month.subtract({ days: 1 }), minMonth),
    canGoToNextMonth: !isAfterMonth(month.add({ months: 1 }), maxMonth),
    selectedDate,
    selectDate,
    focusedDate,
    setFocusedDate,
    value,
    setValue,
    status: props.status ?? (days === undefined ? 'loading' : 'ready'),
    slotsOf,
    isDateUnavailable,
    monthHasSlots,
    today,
    calendar,
    radioGroup,
  };
}
