import { type BookingApiClient, bookingWindow, localDateKey, type ServiceDetail, type SlotDay } from '@booking-kit/core';
import { clampMonth, monthOf, monthRange, parseMonth } from './months';

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

/**
 * The slots of the month asked for (`?month=`, clamped to this month and the service's booking
 * horizon: months outside them have nothing to book), in the visitor's time zone, for a staff
 * member (or `any`) and a number of seats. The booking calendar and the reschedule form both show it.
 */
export async function monthSlots(
  api: BookingApiClient,
  request: { service: ServiceDetail; staff: string; timeZone: string; month: string | null; seats?: number },
): Promise<MonthSlots> {
  const now = Date.now();
  const today = localDateKey(request.timeZone, now);
  const lastMonth = monthOf(localDateKey(request.timeZone, bookingWindow(request.service, now).latest));
  const month = clampMonth(parseMonth(request.month) ?? monthOf(today), monthOf(today), lastMonth);
  const { days } = await api.getSlots({
    service: request.service.slug,
    staff: request.staff,
    ...monthRange(month),
    timeZone: request.timeZone,
    seats: request.seats ?? 1,
  });
  return { today, month, lastMonth, days };
}
