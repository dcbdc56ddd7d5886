import type { SlotInterval } from '@booking-kit/core';
import type { ServiceRecord, StaffRecord } from '../catalog/catalog-queries';
import type { Queryable } from '../db/database';

const MINUTE_MS = 60_000;

/** Which rows `liveBookingsOfStaff` and `liveBookingsOfResources` leaves out. */
export interface LiveBookingsOptions {
  /** The current instant: holds that expired by then block nothing. @default the database's clock */
  now?: number;
  /** A row to leave out: the hold being consumed, or the booking being moved. */
  excludeId?: string;
}

/** A live booking of a resource, as the slot engine needs it. */
export interface ResourceBooking {
  serviceId: number;
  staffId: number;
  /** The class occurrence a seat belongs to; null for an ordinary booking. */
  occurrenceId: number | null;
  start: number;
  /** The time the booking takes, buffers included: `[busyFrom, busyUntil)`. */
  busyFrom: number;
  busyUntil: number;
}

/**
 * The live bookings of each resource a service can use whose busy time touches `[from, to)`: one
 * list per resource, in the service's order (empty when it is free throughout). One query for
 * all of them; undefined when the service needs no resource.
 */
export async function liveBookingsOfResources(
  db: Queryable,
  service: ServiceRecord,
  from: number,
  to: number,
  options: LiveBookingsOptions = {},
): Promise<ResourceBooking[][] | undefined> {
  const slugs = service.resources ?? [];
  if (slugs.length === 0) return undefined;
  const { rows } = await db.query<{
    resource_id: number;
    service_id: number | null;
    staff_id: number;
    occurrence_id: number | null;
    start_at: Date;
    busy_from: Date;
    busy_until: Date;
  }>(
    // Every resource comes back, a free one as a single row without a booking (the left join).
    `SELECT r.id AS resource_id, b.service_id, b.staff_id, b.occurrence_id, b.start_at,
       lower(b.during) AS busy_from, upper(b.during) AS busy_until
     FROM unnest($1::text[]) WITH ORDINALITY AS wanted(slug, position)
     JOIN resources r ON r.slug = wanted.slug
     LEFT JOIN bookings b ON b.resource_id = r.id AND b.status NOT IN ('cancelled', 'expired')
       AND b.during && tstzrange($2::timestamptz, $3::timestamptz)
       AND (b.expires_at IS NULL OR b.expires_at > COALESCE($4::timestamptz, now())) AND b.id <> COALESCE($5, '')
     ORDER BY wanted.position`,
    [
      [...slugs],
      new Date(from).toISOString(),
      new Date(to).toISOString(),
      options.now === undefined ? null : new Date(options.now).toISOString(),
      options.excludeId ?? null,
    ],
  );
  const byResource = new Map<number, ResourceBooking[]>();
  for (const row of rows) {
    const bookings = byResource.get(row.resource_id) ?? [];
    byResource.set(row.resource_id, bookings);
    if (row.service_id === null) continue;
    bookings.push({
      serviceId: row.service_id,
      staffId: row.staff_id,
      occurrenceId: row.occurrence_id,
      start: new Date(row.start_at).getTime(),
      busyFrom: new Date(row.busy_from).getTime(),
      busyUntil: new Date(row.busy_until).getTime(),
    });
  }
  return [...byResource.values()];
}

/**
 * The slots of one staff member at which some resource the service can use is free for the
 * slot's whole busy time (buffers included, as a booking would take it). A seat of a class the
 * staff member already gives at that start shares the class's room: its own bookings do not count.
 * @param resources each resource's live bookings (`liveBookingsOfResources`); undefined: the
 *   service needs none, and every slot stays
 */
export function slotsWithFreeResource<S extends SlotInterval>(
  service: ServiceRecord,
  member: StaffRecord,
  slots: readonly S[],
  resources: readonly ResourceBooking[][] | undefined,
): S[] {
  if (resources === undefined) return [...slots];
  const before = service.bufferBeforeMinutes * MINUTE_MS;
  const after = service.bufferAfterMinutes * MINUTE_MS;
  return slots.filter((slot) => {
    const busyFrom = slot.start - before;
    const busyUntil = slot.end + after;
    const ownOccurrence = (booking: ResourceBooking) =>
      service.seats > 1 &&
      booking.occurrenceId !== null &&
      booking.serviceId === service.id &&
      booking.staffId === member.id &&
      booking.start === slot.start;
    return resources.some((bookings) =>
      bookings.every((booking) => booking.busyUntil <= busyFrom || booking.busyFrom >= busyUntil || ownOccurrence(booking)),
    );
  });
}
