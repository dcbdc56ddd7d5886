import ical, { ICalEventStatus } from 'ical-generator';
import { hashManageToken, newManageToken } from '../bookings/booking-secrets';
import type { Queryable } from '../db/database';
import { inviteUid } from './booking-invite';

/** How far back a feed goes: calendars keep what they once showed, so a short past is enough. */
export const FEED_PAST_DAYS = 30;

/** A staff member's newly issued feed. */
export interface IssuedCalendarFeed {
  staff: string;
  /** The secret (256 random bits); shown this once. */
  token: string;
  /** The feed's path below the API (`/feeds/<token>.ics`). */
  path: string;
}

/**
 * Issues the calendar feed of the staff member `slug`, replacing any earlier one (whose address
 * then stops working): a leaked address is fixed by issuing again.
 * @returns undefined when there is no such staff member
 */
export async function issueCalendarFeed(tx: Queryable, slug: string, now: Date): Promise<IssuedCalendarFeed | undefined> {
  const staff = await tx.query<{ id: number }>('SELECT id FROM staff WHERE slug = $1', [slug]);
  const staffId = staff.rows[0]?.id;
  if (staffId === undefined) return undefined;
  const token = newManageToken();
  await tx.query('DELETE FROM staff_calendar_feeds WHERE staff_id = $1', [staffId]);
  await tx.query('INSERT INTO staff_calendar_feeds (token_hash, staff_id, created_at) VALUES ($1, $2, $3::timestamptz)', [
    hashManageToken(token),
    staffId,
    now.toISOString(),
  ]);
  return { staff: slug, token, path: `/feeds/${token}.ics` };
}

interface FeedRow {
  id: string;
  status: string;
  start_at: Date | string;
  end_at: Date | string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  invite_sequence: number;
  cancellation_reason: string | null;
  service_name: string;
  staff_name: string;
  business_name: string;
  guests: string[] | string;
}

/**
 * The calendar (RFC 5545) of the staff member whose feed `token` is, or undefined for a token that
 * is no feed's: their bookings from {@link FEED_PAST_DAYS} days ago on, each event with its
 * booking's UID (the same as the invites'), its SEQUENCE, the visitor and their phone, requested
 * bookings TENTATIVE and cancelled ones CANCELLED (so a subscribed calendar strikes them rather
 * than silently keeping them). Bookings waiting for payment or lapsed are left out.
 */
export async function staffCalendarFeed(db: Queryable, token: string, now: Date): Promise<string | undefined> {
  const { rows } = await db.query<FeedRow>(
    `SELECT b.id, b.status, b.start_at, b.end_at, b.first_name, b.last_name, b.email, b.phone,
       b.invite_sequence, b.cancellation_reason, s.name AS service_name, st.name AS staff_name, bz.name AS business_name,
       COALESCE((SELECT json_agg(g.name ORDER BY g.position) FROM booking_guests g WHERE g.booking_id = b.id), '[]'::json) AS guests
     FROM staff_calendar_feeds f
     JOIN staff st ON st.id = f.staff_id
     CROSS JOIN business bz
     LEFT JOIN bookings b ON b.staff_id = st.id AND b.status IN ('scheduled', 'requested', 'cancelled')
       AND b.start_at >= $2::timestamptz
     LEFT JOIN services s ON s.id = b.service_id
     WHERE f.token_hash = $1
     ORDER BY b.start_at, b.id`,
    [hashManageToken(token), new Date(now.getTime() - FEED_PAST_DAYS * 86_400_000).toISOString()],
  );
  const first = rows[0];
  if (!first) return undefined;
  const calendar = ical({
    prodId: { company: 'booking-kit', product: 'booking-kit' },
    name: `${first.staff_name} · ${first.business_name}`,
    ttl: 15 * 60,
  });
  // A staff member with no bookings still has a (then empty) feed: the LEFT JOIN gives one row without a booking.
  for (const row of rows.filter((each) => each.id !== null)) {
    const visitor = [row.first_name, row.last_name].filter(Boolean).join(' ');
    const guests = typeof row.guests === 'string' ? (JSON.parse(row.guests) as string[]) : row.guests;
    calendar.createEvent({
      id: inviteUid(row.id),
      sequence: row.invite_sequence,
      start: new Date(row.start_at),
      end: new Date(row.end_at),
      stamp: now,
      summary: `${row.service_name} · ${visitor}`,
      description: [
        [visitor, row.phone, row.email].filter(Boolean).join(' · '),
        guests.length > 0 ? `+ ${guests.join(', ')}` : '',
        row.cancellation_reason ?? '',
      ]
        .filter(Boolean)
        .join('\n'),
      status:
        row.status === 'cancelled'
          ? ICalEventStatus.CANCELLED
          : row.status === 'requested'
            ? ICalEventStatus.TENTATIVE
            : ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}
