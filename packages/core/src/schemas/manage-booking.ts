import { z } from 'zod';
import { bookingSchema } from './booking';
import { validationMessages } from './messages';
import { noControlCharacters } from './plain-text';
import { instantSchema, slugSchema } from './primitives';

/** The reason given when a booking is cancelled or rejected: 1 to 500 characters, lines allowed, no other control characters. */
const reasonSchema = z
  .string()
  .trim()
  .min(1, { error: validationMessages.required })
  .check(noControlCharacters('multi-line'))
  .max(500, { error: validationMessages.tooLong });

/** `POST /bookings/{id}/reschedule` body (with the manage token). */
export const rescheduleBookingRequestSchema = z.object({
  start: instantSchema,
  /** Another staff slug, or `any` for any free staff member. @default the booking's staff member */
  staff: z.union([z.literal('any'), slugSchema]).optional(),
});

/** A reschedule request. */
export type RescheduleBookingRequest = z.input<typeof rescheduleBookingRequestSchema>;

/** `POST /bookings/{id}/cancel` body (with the manage token). */
export const cancelBookingRequestSchema = z.object({ reason: reasonSchema });

/** A cancel request. */
export type CancelBookingRequest = z.input<typeof cancelBookingRequestSchema>;

/** `POST /admin/bookings/{id}/reject` body (optional). */
export const rejectBookingRequestSchema = z.object({ reason: reasonSchema.optional() });

/** A reject request. */
export type RejectBookingRequest = z.input<typeof rejectBookingRequestSchema>;

/** `GET /bookings/{id1},{id2}`: several bookings, in the order asked, in their public view. */
export const bookingListSchema = z.object({ bookings: z.array(bookingSchema) });

/** Several bookings. */
export type BookingList = z.infer<typeof bookingListSchema>;
