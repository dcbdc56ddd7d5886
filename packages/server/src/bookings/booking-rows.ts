import type { BookingAmounts, DetailsFormData, Guest } from '@booking-kit/core';
import type { ServiceRecord, StaffRecord } from '../catalog/catalog-queries';
import type { Transaction } from '../db/database';
import type { BookingTimes } from './booking-times';

/** The row of a booking or a hold in `bookings`. */
export interface BookingRowValues {
  id: string;
  service: ServiceRecord;
  staff: StaffRecord;
  occurrenceId: number | null;
  /** The resource (room, equipment) it takes; null when its service needs none. */
  resourceId: number | null;
  times: BookingTimes;
  seats: number;
  status: 'scheduled' | 'requested' | 'held';
  /** For a hold: when it lapses. */
  expiresAt?: string;
  timeZone: string;
  locale: string;
  /**
   * The visitor's checked details (a hold has none: empty names), as core's details form checks
   * them; the consent is stored as `consentText` instead.
   */
  contact: Omit<DetailsFormData, 'consent'>;
  /** The consent text the visitor agreed to (at `createdAt`), when the service asked for consent. */
  consentText?: string | undefined;
  /** SHA-256 (hex) of the manage token, or of a hold's token. */
  tokenHash: string;
  createdAt: string;
  oneTimeLinkId?: number;
  /** The business chose the staff member (the visitor asked for any). @default false */
  assigned?: boolean;
  /** The host's own entries (see core's `bookingMetadataSchema`). @default none */
  metadata?: Record<string, string> | undefined;
  /** A booking's amounts (see payments' `bookingAmounts`); a hold has none. */
  amounts?: BookingAmounts | undefined;
}

/** Inserts a booking or hold row. */
export async function insertBookingRow(tx: Transaction, row: BookingRowValues): Promise<void> {
  const { contact } = row;
  await tx.query(
    `INSERT INTO bookings (id, service_id, staff_id, occurrence_id, start_at, end_at, during, seats, status, time_zone, locale,
       first_name, last_name, email, phone, manage_token_hash, created_at, expires_at, one_time_link_id, assignment_seq,
       date_of_birth, location, additional_information, consent_text, consented_at, resource_id, metadata,
       currency, total_minor, due_now_minor, payment_choice)
     VALUES ($1, $2, $3, $4, $5::timestamptz, $6::timestamptz, tstzrange($7::timestamptz, $8::timestamptz, '[)'), $9, $10,
       $11, $12, $13, $14, $15, $16, $17, $18::timestamptz, $19::timestamptz, $20,
       CASE WHEN $21::boolean THEN nextval('booking_assignments') END,
       $22::date, $23, $24, $25, $26::timestamptz, $27, $28::jsonb, $29, $30::int, $31::int, $32)`,
    [
      row.id,
      row.service.id,
      row.staff.id,
      row.occurrenceId,
      row.times.start,
      row.times.end,
      row.times.busyFrom,
      row.times.busyUntil,
      row.seats,
      row.status,
      row.timeZone,
      row.locale,
      contact.firstName,
      contact.lastName,
      contact.email,
      contact.phone ?? null,
      row.tokenHash,
      row.createdAt,
      row.expiresAt ?? null,
      row.oneTimeLinkId ?? null,
      row.assigned ?? false,
      contact.dateOfBirth ?? null,
      contact.location ?? null,
      contact.additionalInformation ?? null,
      row.consentText ?? null,
      // Consent is given when the booking is made.
      row.consentText ? row.createdAt : null,
      row.resourceId,
      JSON.stringify(row.metadata ?? {}),
      row.amounts?.currency ?? null,
      row.amounts?.totalMinor ?? null,
      row.amounts?.dueNowMinor ?? null,
      row.amounts?.choice ?? null,
    ],
  );
}

/** Stores a booking's guests in its transaction, in the order given. */
export async function insertGuests(tx: Transaction, bookingId: string, guests: ReadonlyArray<Guest>): Promise<void> {
  for (const [position, guest] of guests.entries()) {
    await tx.query('INSERT INTO booking_guests (booking_id, position, name, email) VALUES ($1, $2, $3, $4)', [
      bookingId,
      position,
      guest.name,
      guest.email,
    ]);
  }
}
