import type { BookingApiClient, ServiceDetail } from '@booking-kit/core';
import { monthSlots } from '@booking-kit/core';
import type { StaffPickerStaff } from '@booking-kit/react';
import { notFound } from './not-found';
import { visitorTimeZone } from './time-zone.server';

/** A whole number from the query within bounds, or the fallback. */
function boundedInt(value: string | null, min: number, max: number, fallback: number): number {
  const number = Number(value);
  return Number.isInteger(number) && number >= min && number <= max ? number : fallback;
}

/** Who may perform the booked service, as a route decides it. */
export interface CalendarStaff {
  /** The staff to choose from (any of them when the visitor does not choose). */
  performers: StaffPickerStaff[];
  /** The one staff member the route books (a person's page, a one-time link for a person). */
  fixedStaff?: string;
}

/**
 * What every calendar page of one service loads (provider + service, a service with any staff, a
 * service in a menu, a one-time link): who performs it, and the shown month's slots in the
 * visitor's time zone for the staff member (`?staff=`) and seats (`?seats=`, for a class with
 * guests) the visitor chose. A service nobody performs here is not a page: 404.
 */
export async function loadServiceCalendar(
  request: Request,
  api: BookingApiClient,
  service: ServiceDetail,
  { performers, fixedStaff }: CalendarStaff,
) {
  if (performers.length === 0) throw notFound(request);
  const query = new URL(request.url).searchParams;
  const chosen = query.get('staff');
  const staff = fixedStaff ?? (performers.some((member) => member.slug === chosen) ? (chosen as string) : 'any');
  const maxSeats = Math.min(service.maxSeatsPerBooking ?? service.seats, service.seats);
  const seats = boundedInt(query.get('seats'), 1, maxSeats, 1);
  const timeZone = visitorTimeZone(request);
  const shown = await monthSlots(api, { service, staff, timeZone, month: query.get('month'), seats });
  return {
    service,
    performers,
    fixedStaff,
    staffName: fixedStaff ? performers.find((member) => member.slug === fixedStaff)?.name : undefined,
    timeZone,
    ...shown,
  };
}

/** What {@link loadServiceCalendar} answers: the data of a service calendar page. */
export type ServiceCalendarData = Awaited<ReturnType<typeof loadServiceCalendar>>;
