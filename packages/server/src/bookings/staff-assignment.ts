import { chooseStaff } from '@booking-kit/core';
import { findStaff, type ServiceRecord, type StaffRecord } from '../catalog/catalog-queries';
import type { Database } from '../db/database';
import { notFound } from '../errors/domain-error';

/**
 * The staff who could take the booking, in the order to try them.
 * @param serviceStaff the service's staff records, when already read with it (`findBookableServiceWithStaff`)
 */
export async function candidateStaff(
  db: Database,
  service: ServiceRecord,
  requested: string,
  serviceStaff?: readonly StaffRecord[],
): Promise<StaffRecord[]> {
  if (requested === 'any') return serviceStaff ? [...serviceStaff] : findStaff(db, service.staff);
  // A staff member who does not perform the service is as unknown as one who does not exist.
  if (!service.staff.includes(requested)) throw notFound('Staff member not found.');
  const staff = serviceStaff ? serviceStaff.filter((member) => member.slug === requested) : await findStaff(db, [requested]);
  if (staff.length === 0) throw notFound('Staff member not found.');
  return staff;
}

/** The bookings that count for fairness: those that take the time, a payment still awaited included. */
const COUNTED = `(status IN ('scheduled', 'requested') OR (status = 'awaiting_payment' AND expires_at > $5::timestamptz))`;

/**
 * For fair assignment, in one query: each staff member's live bookings (not holds) on the local
 * day (in their own zone) of `start`, and the staff member given the latest booking of `service`
 * that the business assigned (`any`). A booking waiting for its payment counts until it lapses
 * at `now`: it keeps its time, so it is work given to that staff member.
 */
async function assignmentState(
  db: Database,
  service: ServiceRecord,
  staff: readonly StaffRecord[],
  start: number,
  now: Date,
): Promise<{ loads: Record<string, number>; lastAssigned: string | undefined }> {
  const { rows } = await db.query<{ id: number; count: number; last_assigned: string | null }>(
    `SELECT member.id,
       (SELECT count(*)::int FROM bookings
        WHERE staff_id = member.id AND ${COUNTED}
          AND (start_at AT TIME ZONE member.zone)::date = ($3::timestamptz AT TIME ZONE member.zone)::date) AS count,
       (SELECT staff.slug FROM bookings JOIN staff ON staff.id = bookings.staff_id
        WHERE bookings.service_id = $4 AND bookings.assignment_seq IS NOT NULL AND ${COUNTED}
        ORDER BY bookings.assignment_seq DESC LIMIT 1) AS last_assigned
     FROM unnest($1::int[], $2::text[]) AS member(id, zone)`,
    [
      staff.map((member) => member.id),
      staff.map((member) => member.timeZone),
      new Date(start).toISOString(),
      service.id,
      now.toISOString(),
    ],
  );
  const counts = new Map(rows.map((row) => [row.id, row.count]));
  const loads: Record<string, number> = {};
  for (const member of staff) loads[member.slug] = counts.get(member.id) ?? 0;
  return { loads, lastAssigned: rows[0]?.last_assigned ?? undefined };
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
  now: Date,
): Promise<StaffRecord[]> {
  const { loads, lastAssigned } = await assignmentState(db, service, staff, start, now);
  const bySlug = new Map(staff.map((member) => [member.slug, member]));
  const order: StaffRecord[] = [];
  let previous = lastAssigned;
  while (bySlug.size > 0) {
    const slug = chooseStaff([...bySlug.keys()], loads, previous);
    order.push(bySlug.get(slug) as StaffRecord);
    bySlug.delete(slug);
    previous = slug;
  }
  return order;
}
