import type { Slot, SlotDay } from '@booking-kit/core';
import type { CalendarDate } from '@internationalized/date';

/** Where the slots are: being fetched, shown, or failed to load. */
export type SlotPickerStatus = 'loading' | 'ready' | 'error';

/** The props shared by `useSlotPickerState`, `useSlotPicker` and `<SlotPicker.Root>`. */
export interface SlotPickerOptions {
  /** The slots per day of (at least) the shown month; `undefined` while they load. */
  days: SlotDay[] | undefined;
  /** Overrides the status derived from `days`; pass `'error'` when fetching failed. @default derived: `'loading'` when `days` is undefined, else `'ready'` */
  status?: SlotPickerStatus;
  /** The shown month (controlled), as the first day of the month. */
  month?: CalendarDate;
  /** The initially shown month (uncontrolled). @default the month of `today` */
  defaultMonth?: CalendarDate;
  /** Called with the first day of the newly shown month: fetch its slots. */
  onMonthChange?: (month: CalendarDate) => void;
  /** The chosen day (controlled); `null` shows "choose a day first". */
  selectedDate?: CalendarDate | null;
  /** The initially chosen day (uncontrolled). @default the first day with slots in the shown month */
  defaultSelectedDate?: CalendarDate | null;
  /** Called when the visitor chooses a day. */
  onSelectedDateChange?: (date: CalendarDate) => void;
  /** The chosen slot (controlled). */
  value?: Slot | null;
  /** The initially chosen slot (uncontrolled). @default null */
  defaultValue?: Slot | null;
  /** Called when the visitor chooses a slot. */
  onValueChange?: (slot: Slot | null) => void;
  /** The visitor's IANA time zone that times are shown in. @default the `<LocaleProvider>`'s time zone */
  timeZone?: string;
  /** Today in the visitor's zone; passed in (never read from the clock) so renders are deterministic. */
  today: CalendarDate;
  /** The earliest month the visitor may go to. @default none */
  minMonth?: CalendarDate;
  /**
   * The latest month the visitor may go to, e.g. the month of the business's booking horizon:
   * nothing past it can be booked, so it is not offered. @default none
   */
  maxMonth?: CalendarDate;
  /** Called by the retry button shown when `status` is `'error'`. */
  onRetry?: () => void;
}

/** What a day looks like, as the `className` callback of `<SlotPicker.Day>` and cva variants see it. */
export interface SlotPickerDayState {
  isSelected: boolean;
  isUnavailable: boolean;
  isToday: boolean;
  isOutsideMonth: boolean;
  isFocused: boolean;
}

/** What a slot looks like, as the `className` callback of `<SlotPicker.Slot>` sees it. */
export interface SlotPickerSlotState {
  isSelected: boolean;
  isFull: boolean;
}

/** Which message the status region shows. */
export type SlotPickerStatusKind = 'loading' | 'error' | 'empty-month' | 'choose-day' | 'empty-day' | 'ready';
