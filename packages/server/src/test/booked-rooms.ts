import type { Queryable } from '../db/database';

/**
 * The rooms (resource slugs; null for a booking without one) of the live bookings of `service`
 * that start at `start`, in slug order: what the tests of room assignment, through the API and
 * without it, read back after booking.
 */
export async function bookedRooms(db: Queryable, start: string, service = 'massage-60'): Promise<Array<string | null>> {
  const { rows } = await db.query<{ slug: string | null }>(
    `SELECT r.slug FROM bookings b JOIN services s ON s.id = b.service_id LEFT JOIN resources r ON r.id = b.resource_id
     WHERE s.slug = $1 AND b.start_at = $2::timestamptz AND b.status NOT IN ('cancelled', 'expired') ORDER BY r.slug`,
    [service, start],
  );
  return rows.map((row) => row.slug);
}
