import { z } from 'zod';
import { emailAddress } from './contact-fields';
import { instantSchema } from './primitives';

/**
 * `POST /bookings/{id}/access` body: the email address the booking was made with. A visitor who
 * lost the manage link types it with the booking reference (the id) to open the booking again.
 * Compared with the booking's contact email trimmed and regardless of case.
 * @example bookingAccessRequestSchema.parse({ email: ' Ada@Example.com ' }) // { email: 'Ada@Example.com' }
 */
export const bookingAccessRequestSchema = z.object({ email: emailAddress() });

/** A request for access to a booking. */
export type BookingAccessRequest = z.input<typeof bookingAccessRequestSchema>;

/**
 * What `POST /bookings/{id}/access` answers (201): a new access token that works like the booking's
 * manage token (full view, cancel, reschedule, pay) until `expiresAt`. The booking's own manage
 * token is neither shown nor changed.
 */
export const bookingAccessSchema = z.object({
  /** The booking id (its reference). */
  id: z.string(),
  /** Send as `Authorization: Bearer`, like a manage token; shown only in this answer. */
  manageToken: z.string(),
  /** When the token stops working. */
  expiresAt: instantSchema,
});

/** Access to a booking. */
export type BookingAccess = z.infer<typeof bookingAccessSchema>;
