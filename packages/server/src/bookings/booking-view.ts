import type { Booking, BookingStatus, Locale } from '@booking-kit/core';
import { type StoredTranslations, translatedText } from '../catalog/translations';
import type { Queryable } from '../db/database';
import { contactView } from './booking-contact';

/** A booking row joined with its service and staff member. */
export interface BookingRecord {
  booking: Booking;
  manageTokenHash: string;
}

interface BookingRow {
  id: string;
  status: BookingStatus;
  start_at: Date;
  end_at: Date;
  seats: number;
  time_zone: string;
  locale: Booking['locale'];
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  date_of_birth: string | null;
  location: string | null;
  additional_information: string | null;
  consented: boolean;
  manage_token_hash: string;
  created_at: Date;
  cancellation_reason: string | null;
  service_slug: string;
  service_name: string;
  service_translations: StoredTranslations;
  staff_slug: string;
  staff_name: string;
  staff_time_zone: string;
  guests: Array<{ name: string; email: string }>;
  metadata: Record<string, string>;
}

const iso = (value: Date | string) => new Date(value).toISOString();

const BOOKING_SELECT = `
  SELECT b.id, b.status, b.start_at, b.end_at, b.seats, b.time_zone, b.locale, b.first_name, b.last_name, b.email,
    b.phone, b.date_of_birth::text AS date_of_birth, b.location, b.additional_information,
    b.consented_at IS NOT NULL AS consented, b.manage_token_hash, b.created_at, b.cancellation_reason, b.metadata,
    s.slug AS service_slug, s.name AS service_name,
    s.translations AS service_translations, st.slug AS staff_slug, st.name AS staff_name, st.time_zone AS staff_time_zone,
    COALESCE((SELECT json_agg(json_build_object('name', g.name, 'email', g.email) ORDER BY g.position)
              FROM booking_guests g WHERE g.booking_id = b.id), '[]'::json) AS guests
  FROM bookings b JOIN services s ON s.id = b.service_id JOIN staff st ON st.id = b.staff_id`;

/** Options of `findBooking`. */
export interface FindBookingOptions {
  /** Lock the row until the transaction ends (`FOR UPDATE`), to change it. */
  lock?: boolean;
  /** The locale of the service's name (the request's). @default the booking's own `locale` */
  locale?: Locale | undefined;
}

/**
 * A booking by id with all its details, or undefined (also for a hold, which is no booking).
 * Callers decide what the asker may see.
 */
export async function findBooking(
  db: Queryable,
  id: string,
  { lock = false, locale }: FindBookingOptions = {},
): Promise<BookingRecord | undefined> {
  const { rows } = await db.query<BookingRow>(
    `${BOOKING_SELECT} WHERE b.id = $1 AND b.status <> 'held'${lock ? ' FOR UPDATE OF b' : ''}`,
    [id],
  );
  const row = rows[0];
  return row && toRecord(row, locale);
}

/**
 * Bookings by id, in the order asked; ids of no booking are left out.
 * @param locale the locale of their services' names (the request's) @default each booking's own `locale`
 */
export async function findBookings(db: Queryable, ids: readonly string[], locale?: Locale): Promise<BookingRecord[]> {
  const { rows } = await db.query<BookingRow>(`${BOOKING_SELECT} WHERE b.id = ANY($1::text[]) AND b.status <> 'held'`, [
    [...ids],
  ]);
  const byId = new Map(rows.map((row) => [row.id, toRecord(row, locale)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

function toRecord(row: BookingRow, locale: Locale | undefined): BookingRecord {
  const start = iso(row.start_at);
  const end = iso(row.end_at);
  return {
    manageTokenHash: row.manage_token_hash,
    booking: {
      id: row.id,
      status: row.status,
      // The length booked, which stays true even if the service is changed later.
      service: {
        slug: row.service_slug,
        // In the locale the visitor reads now, else the one they booked in; the default text where untranslated.
        name: translatedText(row.service_translations, locale ?? row.locale, 'name', row.service_name),
        durationMinutes: (Date.parse(end) - Date.parse(start)) / 60_000,
      },
      staff: { slug: row.staff_slug, name: row.staff_name, timeZone: row.staff_time_zone },
      start,
      end,
      timeZone: row.time_zone,
      locale: row.locale,
      createdAt: iso(row.created_at),
      seats: row.seats,
      guests: row.guests,
      contact: contactView({
        firstName: row.first_name,
        lastName: row.last_name,
        email: row.email,
        phone: row.phone ?? undefined,
        dateOfBirth: row.date_of_birth ?? undefined,
        location: row.location ?? undefined,
        additionalInformation: row.additional_information ?? undefined,
        ...(row.consented && { consent: true }),
      }),
      ...(row.cancellation_reason !== null && { cancellationReason: row.cancellation_reason }),
      ...(Object.keys(row.metadata).length > 0 && { metadata: row.metadata }),
    },
  };
}

/**
 * The view of a booking for someone without its manage token: contact reduced to the first name,
 * guests to their names, no metadata.
 */
export function publicBookingView(booking: Booking): Booking {
  const { manageToken: _token, cancellationReason: _reason, metadata: _metadata, ...rest } = booking;
  return {
    ...rest,
    contact: { firstName: booking.contact.firstName },
    guests: booking.guests.map((guest) => ({ name: guest.name })),
  };
}
