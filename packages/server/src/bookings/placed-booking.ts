import { type ServiceRecord, type StaffRecord, staffSummary } from '../catalog/catalog-queries';
import type { BookingRowValues } from './booking-rows';
import { newBookingId } from './booking-secrets';
import type { BookingTimes } from './booking-times';

// A booking and a hold are both rows `placeAt` placed: they store, and show, what it chose the same way.

/** The part of a new `bookings` row that its placement decided. */
export type PlacedRow = Pick<BookingRowValues, 'id' | 'service' | 'staff' | 'occurrenceId' | 'resourceId' | 'times'>;

/**
 * A fresh booking id with what `placeAt` chose (the arguments of its `write`: the staff member,
 * the occurrence, the times and the resource), as `insertBookingRow` takes them.
 */
export function placedRow(
  service: ServiceRecord,
  staff: StaffRecord,
  occurrenceId: number | null,
  times: BookingTimes,
  resourceId: number | null,
): PlacedRow {
  return { id: newBookingId(), service, staff, occurrenceId, resourceId, times };
}

/** The service, staff member and times of a placed booking or hold, as the API answers show them. */
export function placedView(service: ServiceRecord, staff: StaffRecord, times: BookingTimes) {
  return {
    service: { slug: service.slug, name: service.name, durationMinutes: service.durationMinutes },
    staff: staffSummary(staff),
    start: times.start,
    end: times.end,
  };
}
