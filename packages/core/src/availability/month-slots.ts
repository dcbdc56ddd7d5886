import { type CalendarDate, parseDate } from '@internationalized/date';
import type { BookingApiClient } from '../api/api-client';
import type { SlotDay } from '../schemas/slot';
import { localDateKey } from '../time/zone-offset';
import { type BookingWindowRules, bookingWindow } from './booking-window';

/** `YYYY-MM` of a `YYYY-MM-DD` date. */
export function monthOf(dateKey: string): string {
  return dateKey.slice(0, 7);
}

/** A `?month=YYYY-MM` value, or undefined when it is not a real month. */
export function parseMonth(value: string | null | undefined): string | undefined {
  if (!value || !/^\d{4}-(0[1-9]|1[0-2])$/.test(value)) return undefined;
  return value;
}

/** First and last day (`YYYY-MM-DD`) of a `YYYY-MM` month. */
export function monthRange(month: string): { from: string; to: string } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(lastDay).padStart(2, '0')}` };
}

/** A `YYYY-MM` month kept between `first` and `last` (both `YYYY-MM`; they compare as text). */
export function clampMonth(month: string, first: string, last: string): string {
  if (month < first) return first;
  return month > last ? last : month;
}

/** One month of a service's slots, and the months a calendar may show around it. */
export interface MonthSlots {
  /** Today in the visitor's zone, `YYYY-MM-DD`. */
  today: string;
  /** The shown month, `YYYY-MM`. */
  month: string;
  /** The month the service's booking horizon ends in. */
  lastMonth: string;
  days: SlotDay[];
}

/** What {@link monthSlots} asks for: a service's month for a staff member and seats, in a zone. */
export interface MonthSlotsRequest {
  service: { slug: string } & BookingWindowRules;
  /** A staff slug, or `any`. */
  staff: string;
  timeZone: string;
  /** `YYYY-MM`; a missing or unreal month is this month. */
  month?: string | null | undefined;
  /** Seats asked for (the visitor and their guests). @default 1 */
  seats?: number;
  /** The clock "today" and the booking horizon are taken from (stories and tests pin it). @default Date.now */
  now?: (() => number) | undefined;
}

/**
 * The slots of the month asked for (clamped to this month and the service's booking horizon:
 * months outside them have nothing to book), in the visitor's time zone, for a staff member (or
 * `any`) and a number of seats: `GET /slots` for the month. A server render and a browser ask
 * alike, so the first screen a server rendered is the one the browser goes on from.
 * @example await monthSlots(api, { service, staff: 'any', timeZone: 'Europe/Berlin', month: '2026-12' })
 */
export async function monthSlots(
  api: Pick<BookingApiClient, 'getSlots'>,
  request: MonthSlotsRequest,
  signal?: AbortSignal,
): Promise<MonthSlots> {
  const now = request.now?.() ?? Date.now();
  const today = localDateKey(request.timeZone, now);
  const lastMonth = monthOf(localDateKey(request.timeZone, bookingWindow(request.service, now).latest));
  const month = clampMonth(parseMonth(request.month) ?? monthOf(today), monthOf(today), lastMonth);
  const { days } = await api.getSlots(
    {
      service: request.service.slug,
      staff: request.staff,
      ...monthRange(month),
      timeZone: request.timeZone,
      seats: request.seats ?? 1,
    },
    signal,
  );
  return { today, month, lastMonth, days };
}

/** The months a slot picker shows, as calendar dates. */
export interface CalendarMonths {
  month: CalendarDate;
  minMonth: CalendarDate;
  maxMonth: CalendarDate;
  today: CalendarDate;
}

/**
 * The slot picker's months from {@link MonthSlots}' plain strings: the shown month, this month
 * (the first that may be shown), the horizon's month (the last) and today.
 */
export function calendarMonths(shown: Pick<MonthSlots, 'today' | 'month' | 'lastMonth'>): CalendarMonths {
  return {
    month: parseDate(`${shown.month}-01`),
    minMonth: parseDate(`${shown.today.slice(0, 7)}-01`),
    maxMonth: parseDate(`${shown.lastMonth}-01`),
    today: parseDate(shown.today),
  };
}
