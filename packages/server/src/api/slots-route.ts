import {
  bookingWindow,
  type SlotsQuery,
  type SlotsResponse,
  slotDaysJson,
  slotsQuerySchema,
  startOfLocalDay,
} from '@booking-kit/core';
import { findBookableService } from '../bookings/bookable-service';
import { availableStaffSlots } from '../bookings/staff-availability';
import type { CatalogCache } from '../catalog/catalog-cache';
import { findStaff } from '../catalog/catalog-queries';
import type { Queryable } from '../db/database';
import { notFound } from '../errors/domain-error';
import { parseOrThrow } from '../errors/invalid-input';
import type { RouteHandler } from './api-context';
import { jsonTextResponse } from './api-problem';

const DAY_MS = 86_400_000;

/** The day after a `YYYY-MM-DD` date. */
function nextDateKey(dateKey: string): string {
  return new Date(Date.parse(`${dateKey}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
}

/**
 * `GET /slots?service=&staff=&from=&to=&timeZone=&seats=&durationMinutes=`: the open slots from the start of
 * `from` to the end of `to` in the visitor's zone, by day, merged over the staff (`any`) or for one.
 * Only starts inside the service's booking window (now + minimum notice to now + horizon) are
 * offered: a month past the horizon answers 200 with no days, which a calendar shows as 'No slot
 * available this month.'
 */
export const getSlots: RouteHandler = async ({ db, url, now, slotsCache, catalog }) => {
  const query = parseOrThrow(slotsQuerySchema, Object.fromEntries(url.searchParams));
  const compute = () => slotsAnswerJson(db, query, now().getTime(), catalog);
  // The parsed query is the key: the same question asked with other spellings shares one answer.
  const text = slotsCache ? await slotsCache.get(JSON.stringify(query), now().getTime(), compute) : await compute();
  return jsonTextResponse(200, text);
};

/**
 * The JSON text of the open slots for a parsed query, by day in the visitor's zone (a
 * `SlotsResponse`): the days are written as text by core's `slotDaysJson`, not built as objects
 * and then serialised.
 */
async function slotsAnswerJson(db: Queryable, query: SlotsQuery, now: number, catalog: CatalogCache): Promise<string> {
  const service = await findBookableService(db, query.service, query.durationMinutes, undefined, catalog);
  if (query.staff !== 'any' && !service.staff.includes(query.staff)) throw notFound('Staff member not found.');
  const staff = await findStaff(db, query.staff === 'any' ? service.staff : [query.staff], catalog);
  if (staff.length === 0) throw notFound('Staff member not found.');

  // The range asked for, cut to the booking window: outside it nothing is offered, so the
  // database is not even asked about it.
  const window = bookingWindow(service, now);
  const from = Math.max(startOfLocalDay(query.timeZone, query.from), window.earliest);
  const to = Math.min(startOfLocalDay(query.timeZone, nextDateKey(query.to)), window.latest + 1);
  const perStaff =
    from < to
      ? await availableStaffSlots(db, service, staff, from, to, now)
      : staff.map((member) => ({ staff: member.slug, slots: [] }));
  // Only slots with room for the seats asked for. For one seat there is nothing to leave out:
  // the merge already skips slots with no seat left.
  const withRoom =
    query.seats === 1
      ? perStaff
      : perStaff.map(({ staff: slug, slots }) => ({
          staff: slug,
          slots: slots.filter((slot) => slot.seatsLeft >= query.seats),
        }));
  const head: Omit<SlotsResponse, 'days'> = { service: service.slug, timeZone: query.timeZone, from: query.from, to: query.to };
  return `${JSON.stringify(head).slice(0, -1)},"days":${slotDaysJson(withRoom, service.seats, query.timeZone)}}`;
}
