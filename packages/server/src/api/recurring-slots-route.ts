import {
  bookingWindow,
  checkRecurringAvailability,
  findRecurringOccurrences,
  isInBookingWindow,
  type RecurringSlotsResponse,
  recurringSlotsQuerySchema,
} from '@booking-kit/core';
import { findBookableService } from '../bookings/bookable-service';
import { seriesTimeZone } from '../bookings/recurring-series';
import { availableStaffSlots } from '../bookings/staff-availability';
import { findStaff } from '../catalog/catalog-queries';
import type { RouteHandler } from './api-context';
import { jsonResponse, notFound } from './api-problem';
import { parseOrThrow } from './validation';

/**
 * `GET /slots/recurring?service=&staff=&start=&everyWeeks=&count=&seats=&durationMinutes=`:
 * a weekly series starting at a chosen slot, occurrence by occurrence: which are free and with
 * whom, which are taken, and which fall on a clock time that does not exist. The visitor skips
 * the unavailable ones (`recurring.skip` of `POST /bookings`) or chooses another time.
 *
 * Occurrences outside the service's booking window (sooner than its minimum notice, or beyond its
 * horizon: a long series runs past it) are answered as unavailable with `unavailable:
 * 'outsideBookingWindow'`, not refused, so that the visitor can book the others; `POST /bookings`
 * refuses a series that does not skip them (400 OUTSIDE_BOOKING_WINDOW naming the occurrence).
 */
export const getRecurringSlots: RouteHandler = async ({ db, url, now }) => {
  const query = parseOrThrow(recurringSlotsQuerySchema, Object.fromEntries(url.searchParams));
  const service = await findBookableService(db, query.service, query.durationMinutes);
  if (query.staff !== 'any' && !service.staff.includes(query.staff)) throw notFound('Staff member not found.');
  const staff = await findStaff(db, query.staff === 'any' ? service.staff : [query.staff]);
  if (staff.length === 0) throw notFound('Staff member not found.');

  const timeZone = await seriesTimeZone(db, query.staff);
  const occurrences = findRecurringOccurrences({
    start: query.start,
    timeZone,
    everyWeeks: query.everyWeeks,
    count: query.count,
  });
  const window = bookingWindow(service, now());
  const starts = occurrences.flatMap((occurrence) =>
    occurrence.start === null || !isInBookingWindow(occurrence.start, window) ? [] : [occurrence.start],
  );
  // One pass of the slot engine over the whole series, rather than one per occurrence.
  const freeAt = new Map<number, string[]>();
  if (starts.length > 0) {
    const perStaff = await availableStaffSlots(db, service, staff, Math.min(...starts), Math.max(...starts) + 1, now().getTime());
    for (const { staff: slug, slots } of perStaff) {
      for (const slot of slots) {
        if (slot.seatsLeft < query.seats) continue;
        freeAt.set(slot.start, [...(freeAt.get(slot.start) ?? []), slug]);
      }
    }
  }
  const body: RecurringSlotsResponse = {
    service: service.slug,
    timeZone,
    occurrences: checkRecurringAvailability(occurrences, (start) => freeAt.has(start), window).map((occurrence) => ({
      index: occurrence.index,
      date: occurrence.date,
      start: occurrence.start === null ? null : new Date(occurrence.start).toISOString(),
      available: occurrence.available,
      ...(occurrence.unavailable !== undefined && { unavailable: occurrence.unavailable }),
      staff: occurrence.start === null ? [] : (freeAt.get(occurrence.start) ?? []),
    })),
  };
  return jsonResponse(200, body);
};
