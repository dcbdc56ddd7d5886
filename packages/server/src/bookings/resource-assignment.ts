import type { ServiceRecord } from '../catalog/catalog-queries';
import type { Transaction } from '../db/database';
import { DomainError } from '../errors/domain-error';
import type { BookingTimes } from './booking-times';

/** RESOURCE_UNAVAILABLE: 'Booking unsuccessful, resource unavailable at the moment.' */
export function resourceUnavailable(): DomainError {
  return new DomainError('RESOURCE_UNAVAILABLE', 'Booking unsuccessful, resource unavailable at the moment.');
}

/** The ids of the resources a service can use, in its order, from the ids `lockResources` answered. */
export function resourceCandidates(service: ServiceRecord, locked: ReadonlyMap<string, number>): number[] {
  return (service.resources ?? []).flatMap((slug) => {
    const id = locked.get(slug);
    return id === undefined ? [] : [id];
  });
}

/** A row of `bookings` that still takes its time, as SQL over the alias `b` (`$2` is now). */
const LIVE = `b.status NOT IN ('cancelled', 'expired') AND (b.expires_at IS NULL OR b.expires_at > $2::timestamptz)`;

/**
 * Chooses the resource a placement takes, inside its transaction and under the resources' row
 * locks (`lockResources`), so that what it reads cannot change before the row is written: a seat
 * of a class goes to the room its occurrence already has; otherwise the first candidate with no
 * live booking overlapping the busy time (buffers included, like the staff member's).
 * @param candidates resource ids in the service's order; empty when it needs none
 * @param occurrenceId the class occurrence the booking joins, whose seats share one room
 * @param excludeId a row that blocks nothing: the hold being consumed, the booking being moved
 * @returns the resource id, or null when the service needs none
 * @throws {DomainError} RESOURCE_UNAVAILABLE when every candidate is taken
 */
export async function takeResource(
  tx: Transaction,
  candidates: readonly number[],
  times: BookingTimes,
  occurrenceId: number | null,
  now: Date,
  excludeId?: string,
): Promise<number | null> {
  if (candidates.length === 0) return null;
  if (occurrenceId !== null) {
    const shared = await tx.query<{ resource_id: number }>(
      `SELECT b.resource_id FROM bookings b
       WHERE b.occurrence_id = $1 AND b.resource_id = ANY($3::int[]) AND ${LIVE} AND b.id <> COALESCE($4, '') LIMIT 1`,
      [occurrenceId, now.toISOString(), [...candidates], excludeId ?? null],
    );
    const room = shared.rows[0]?.resource_id;
    if (room !== undefined) return room;
  }
  const { rows } = await tx.query<{ id: number }>(
    `SELECT r.id FROM unnest($1::int[]) WITH ORDINALITY AS r(id, position)
     WHERE NOT EXISTS (
       SELECT 1 FROM bookings b
       WHERE b.resource_id = r.id AND ${LIVE} AND b.during && tstzrange($3::timestamptz, $4::timestamptz)
         AND b.id <> COALESCE($5, '') AND ($6::int IS NULL OR b.occurrence_id IS DISTINCT FROM $6::int))
     ORDER BY r.position LIMIT 1`,
    [[...candidates], now.toISOString(), times.busyFrom, times.busyUntil, excludeId ?? null, occurrenceId],
  );
  const free = rows[0]?.id;
  if (free === undefined) throw resourceUnavailable();
  return free;
}
