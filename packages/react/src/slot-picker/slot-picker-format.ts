import { dateTimeFormat, type Slot } from '@booking-kit/core';
import type { CalendarDate } from '@internationalized/date';
import { dateAtUtc } from './slot-picker-dates';

/** Intl formatters of one slot picker, for its locale tag and the visitor's time zone. */
export interface SlotPickerFormatters {
  /** `March 2026` / `März 2026`. */
  monthTitle(month: CalendarDate): string;
  /** `Monday, March 9, 2026`: the day's accessible name and the slot list's label. */
  longDate(date: CalendarDate): string;
  /** Column headers: `{ short: 'Mon', long: 'Monday' }`. */
  weekday(date: CalendarDate): { short: string; long: string };
  /** A slot's start in the visitor's zone; 12/24-hour follows the locale. */
  slotTime(slot: Slot): string;
}

/**
 * Builds the formatters; calendar dates are formatted at UTC so no zone can move them a day. Core's
 * `dateTimeFormat` writes the same text on the server and in the browser (no hydration mismatch).
 */
export function createSlotPickerFormatters(tag: string, timeZone: string): SlotPickerFormatters {
  const month = dateTimeFormat(tag, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const long = dateTimeFormat(tag, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  const weekdayShort = dateTimeFormat(tag, { weekday: 'short', timeZone: 'UTC' });
  const weekdayLong = dateTimeFormat(tag, { weekday: 'long', timeZone: 'UTC' });
  const time = dateTimeFormat(tag, { timeStyle: 'short', timeZone });
  return {
    monthTitle: (date) => month.format(dateAtUtc(date)),
    longDate: (date) => long.format(dateAtUtc(date)),
    weekday: (date) => ({ short: weekdayShort.format(dateAtUtc(date)), long: weekdayLong.format(dateAtUtc(date)) }),
    slotTime: (slot) => time.format(new Date(slot.start)),
  };
}
