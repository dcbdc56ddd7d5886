import {
  ALTERNATIVE_DAYS,
  type BookingWindow,
  bookingWindow,
  checkRecurringAvailability,
  findAlternatives,
  findRecurringOccurrences,
  type RecurringOccurrence,
  type RecurringSlotsResponse,
  recurringSlotsQuerySchema,
  startOfLocalDay,
} from '@booking-kit/core';
import { findBookableService } from '../bookings/bookable-service';
import { checkSeriesAllowed, seriesTimeZone } from '../bookings/recurring-series';
import { availableStaffSlotsInRanges, type InstantRange } from '../bookings/staff-availability';
import { findStaff } from '../catalog/catalog-queries';
import { notFound } from '../errors/domain-error';
import { parseOrThrow } from '../errors/invalid-input';
import type { RouteHandler } from './api-context';
import { jsonResponse } from './api-problem';

const DAY_MS = 86_400_000;

/** The date `days` after a `YYYY-MM-DD` date (before it when negative). */
function addDays(dateKey: string, days: number): string {
  return new Date(Date.parse(`${dateKey}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Where the slot engine must look for a series: each occurrence's day and `ALTERNATIVE_DAYS`
 * days either side on the series' clock (its own start and its alternatives), cut to the booking
 * window, overlapping ranges merged (a weekly series is one range).
 */
function seriesRanges(occurrences: readonly RecurringOccurrence[], timeZone: string, window: BookingWindow): InstantRange[] {
  const ranges: InstantRange[] = [];
  for (const { date } of occurrences) {
    const from = Math.max(startOfLocalDay(timeZone, addDays(date, -ALTERNATIVE_DAYS)), window.earliest);
    const to = Math.min(startOfLocalDay(timeZone, addDays(date, ALTERNATIVE_DAYS + 1)), window.latest + 1);
    if (from >= to) continue;
    const last = ranges.at(-1);
    if (last && from <= last.to) last.to = Math.max(last.to, to);
    else ranges.push({ from, to });
  }
  return ranges;
}

/**
 * `GET /slots/recurring?service=&staff=&start=&everyWeeks=&count=&seats=&durationMinutes=`:
 * a weekly series starting at a chosen slot, occurrence by occurrence: which are free and with
 * whom, which are taken, and which fall on a clock time that does not exist. For each one that
 * cannot be booked it offers `alternatives`, the nearest free starts (the same day first, then up
 * to `ALTERNATIVE_DAYS` days either side): the visitor books one instead
 * (`recurring.replacements` of `POST /bookings`) or skips the occurrence (`recurring.skip`).
 *
 * The service must allow the series (`service.recurring`: its rhythms and its fewest and most
 * occurrences), else 400 VALIDATION_FAILED naming `service`, `everyWeeks` or `count`.
 *
 * Occurrences outside the service's booking window (sooner than its minimum notice, or beyond its
 * horizon: a long series runs past it) are answered as unavailable with `unavailable:
 * 'outsideBookingWindow'`, not refused, so that the visitor can book the others; `POST /bookings`
 * refuses a series that does not skip or replace them (400 OUTSIDE_BOOKING_WINDOW naming the occurrence).
 */
export const getRecurringSlots: RouteHandler = async ({ db, url, now, catalog }) => {
  const query = parseOrThrow(recurringSlotsQuerySchema, Object.fromEntries(url.searchParams));
  const service = await findBookableService(db, query.service, query.durationMinutes, undefined, catalog);
  checkSeriesAllowed(service, query, { notRecurring: 'service', everyWeeks: 'everyWeeks', count: 'count' });
  if (query.staff !== 'any' && !service.staff.includes(query.staff)) throw notFound('Staff member not found.');
  const staff = await findStaff(db, query.staff === 'any' ? service.staff : [query.staff], catalog);
  if (staff.length === 0) throw notFound('Staff member not found.');

  const timeZone = await seriesTimeZone(db, query.staff);
  const series = { start: query.start, timeZone, everyWeeks: query.everyWeeks };
  const occurrences = findRecurringOccurrences({ ...series, count: query.count });
  const nowMs = now().getTime();
  const window = bookingWindow(service, nowMs);
  // One pass of the slot engine over the series' days and their neighbours, rather than one per
  // occurrence: the free starts, with the staff free at each, for the seats asked.
  const perStaff = await availableStaffSlotsInRanges(db, service, staff, seriesRanges(occurrences, timeZone, window), nowMs);
  const freeAt = new Map<number, string[]>();
  for (const { staff: slug, slots } of perStaff) {
    for (const slot of slots) {
      if (slot.seatsLeft < query.seats) continue;
      freeAt.set(slot.start, [...(freeAt.get(slot.start) ?? []), slug]);
    }
  }
  const checked = checkRecurringAvailability(occurrences, (start) => freeAt.has(start), window);
  const alternatives = findAlternatives(series, checked, freeAt.keys(), { window });
  const iso = (ms: number) => new Date(ms).toISOString();
  const body: RecurringSlotsResponse = {
    service: service.slug,
    timeZone,
    occurrences: checked.map((occurrence, position) => ({
      index: occurrence.index,
      date: occurrence.date,
      start: occurrence.start === null ? null : iso(occurrence.start),
      available: occurrence.available,
      ...(occurrence.unavailable !== undefined && { unavailable: occurrence.unavailable }),
      staff: occurrence.start === null || !occurrence.available ? [] : (freeAt.get(occurrence.start) ?? []),
      alternatives: (alternatives[position] ?? []).map(iso),
    })),
  };
  return jsonResponse(200, body);
};
