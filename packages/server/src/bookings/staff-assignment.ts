import { chooseStaff } from '@booking-kit/core';
import { notFound } from '../api/api-problem';
import { findStaff, type ServiceRecord, type StaffRecord } from '../catalog/catalog-queries';
import type { Database } from '../db/database';

/** The staff who could take the booking, in the order to try them. */
export async function candidateStaff(db: Database, service: ServiceRecord, requested: string): Promise<StaffRecord[]> {
  if (requested === 'any') return findStaff(db, service.staff);
  // A staff member who does not perform the service is as unknown as one who does not exist.
  if (!service.staff.includes(requested)) throw notFound('Staff member not found.');
  const staff = await findStaff(db, [requested]);
  if (staff.length === 0) throw notFound('Staff member not found.');
  return staff;
}

/** Live bookings (not holds) on the local day (in the staff member's zone) of `start`, for fair assignment. */
async function bookingsThatDay(db: Database, staff: StaffRecord, start: number): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM bookings
     WHERE staff_id = $1 AND status IN ('scheduled', 'requested')
       AND (start_at AT TIME ZONE $2)::date = ($3::timestamptz AT TIME ZONE $2)::date`,
    [staff.id, staff.timeZone, new Date(start).toISOString()],
  );
  return rows[0]?.count ?? 0;
}

/** The staff member given the latest booking of `service` that the business assigned (`any`). */
async function lastAssigned(db: Database, service: ServiceRecord): Promise<string | undefined> {
  const { rows } = await db.query<{ slug: string }>(
    `SELECT staff.slug FROM bookings JOIN staff ON staff.id = bookings.staff_id
     WHERE bookings.service_id = $1 AND bookings.assignment_seq IS NOT NULL AND bookings.status IN ('scheduled', 'requested')
     ORDER BY bookings.assignment_seq DESC LIMIT 1`,
    [service.id],
  );
  return rows[0]?.slug;
}

/**
 * Orders free staff for `any` by core's `chooseStaff`: the fewest bookings that day (their own
 * local day) first, ties taken round robin after the staff member assigned last. The rest follow
 * in the same rotation, to try when someone else takes the first one's time meanwhile.
 */
export async function assignmentOrder(
  db: Database,
  service: ServiceRecord,
  staff: StaffRecord[],
  start: number,
): Promise<StaffRecord[]> {
  const loads: Record<string, number> = {};
  for (const member of staff) loads[member.slug] = await bookingsThatDay(db, member, start);
  const bySlug = new Map(staff.map((member) => [member.slug, member]));
  const order: StaffRecord[] = [];
  let previous = await lastAssigned(db, service);
  while (bySlug.size > 0) {
    const slug = chooseStaff([...bySlug.keys()], loads, previous);
    order.push(bySlug.get(slug) as StaffRecord);
    bySlug.delete(slug);
    previous = slug;
  }
  return order;
}
