import { z } from 'zod';
import { bookingContactSchema, bookingContactViewSchema } from './booking-contact';
import { bookingMetadataSchema } from './booking-metadata';
import { guestsSchema } from './guests';
import { holdReferenceSchema } from './hold';
import { validationMessages } from './messages';
import { bookingAmountsSchema, paymentChoiceSchema, paymentSchema } from './payment';
import { instantSchema, localeSchema, slugSchema, timeZoneSchema } from './primitives';
import { MAX_RECURRING_COUNT, recurrenceSchema } from './recurring';
import { staffSummarySchema } from './staff';

/** Seats of one booked item: more than 1 only for a service with seats (a class). */
const seatsSchema = z
  .int({ error: validationMessages.invalid })
  .min(1, { error: validationMessages.invalid })
  .max(101, { error: validationMessages.invalid });

/** A length of a service, in minutes; one of its `durations`. */
const lengthSchema = z
  .int({ error: validationMessages.invalid })
  .min(5, { error: validationMessages.invalid })
  .max(24 * 60, { error: validationMessages.invalid });

/** One item of a cart: a service with a staff member (or `any`) at a start time. */
export const cartItemSchema = z.object({
  service: slugSchema,
  staff: z.union([z.literal('any'), slugSchema]).default('any'),
  start: instantSchema,
  durationMinutes: lengthSchema.optional(),
  /**
   * For a class: how many of the visitor's party (themselves and the request's `guests`) this item
   * is for, at most all of them and the service's `maxSeatsPerBooking` (`cartBookingRequest` sends
   * the cart's `cartLineSeats`). @default 1, or 1 + the number of guests in a service with seats
   */
  seats: seatsSchema.optional(),
});

/** A cart item as sent. */
export type CartItem = z.input<typeof cartItemSchema>;

/** The most items one cart books. */
export const MAX_CART_ITEMS = 10;

/**
 * The most bookings one page (`GET /bookings/{id1},{id2}`, the confirmation of one request) shows:
 * as many as one request makes, a cart or a whole series.
 */
export const MAX_BOOKINGS_PER_VIEW = Math.max(MAX_CART_ITEMS, MAX_RECURRING_COUNT);

/**
 * `POST /bookings` body: one service at one start time (`service`, `staff`, `start`), or several
 * (`items`, the cart: all booked or none), with the visitor's details.
 */
export const createBookingRequestSchema = z
  .object({
    /** The service to book; required unless `items` is given. */
    service: slugSchema.optional(),
    /** A staff slug, or `any` to let the business assign a free staff member. */
    staff: z.union([z.literal('any'), slugSchema]).default('any'),
    /** The slot's start; required unless `items` is given. */
    start: instantSchema.optional(),
    /**
     * Several services in one booking (the cart of service menus and groups), instead of
     * `service` and `start`: every item is booked in one transaction, or none is. Not with `hold`,
     * `oneTimeLink` or `recurring`.
     */
    items: z
      .array(cartItemSchema)
      .min(1, { error: validationMessages.invalid })
      .max(MAX_CART_ITEMS, { error: validationMessages.invalid })
      .optional(),
    /** A hold from `POST /holds` on this slot: the booking consumes it (and may take its held time). */
    hold: holdReferenceSchema.optional(),
    /** The slug of a one-time link: the booking uses it up, or fails with 410 SLUG_EXPIRED. */
    oneTimeLink: slugSchema.optional(),
    /** The visitor's time zone, used to show the booking back to them. */
    timeZone: timeZoneSchema,
    locale: localeSchema.default('en'),
    /** The visitor's details, checked against the service's `detailsForm` (see `bookingContactSchema`). */
    contact: bookingContactSchema,
    /**
     * The people the visitor brings (1 to 100, names valid, emails unique among them). In a service
     * with seats each guest takes one besides the visitor's own, so `seats` may be left out.
     */
    guests: guestsSchema.optional(),
    /**
     * Seats to take: more than 1 only for a service with seats (a class), up to its
     * `maxSeatsPerBooking`. @default 1, or 1 + the number of guests in a service with seats
     */
    seats: seatsSchema.optional(),
    /**
     * Repeat this booking weekly: every occurrence is booked, all or nothing (`GET /slots/recurring`
     * tells which are free; skip the others). All occurrences share one manage token.
     */
    recurring: recurrenceSchema.optional(),
    /** One of the service's `durations`; the service's default length when left out. */
    durationMinutes: lengthSchema.optional(),
    /** The host's own entries, stored with every booking the request makes (see `bookingMetadataSchema`). */
    metadata: bookingMetadataSchema.optional(),
    /**
     * For a service that offers a deposit (`payment: 'deposit-or-full'`): pay the deposit or the
     * full price now. Ignored where the service allows one way only. @default 'deposit' where offered
     */
    paymentChoice: paymentChoiceSchema.optional(),
  })
  .superRefine((request, context) => {
    const issue = (path: string, message: string) => context.addIssue({ code: 'custom', message, path: [path] });
    if (request.items === undefined) {
      if (request.service === undefined) issue('service', validationMessages.required);
      if (request.start === undefined) issue('start', validationMessages.required);
      return;
    }
    // A cart names its services in its items only, and books them without a hold, link or repetition.
    for (const key of ['service', 'start', 'hold', 'oneTimeLink', 'recurring', 'durationMinutes'] as const) {
      if (request[key] !== undefined) issue(key, validationMessages.invalid);
    }
  });

/** A booking request. */
export type CreateBookingRequest = z.input<typeof createBookingRequestSchema>;

/**
 * Where a booking stands: `requested` waits for the business to confirm; `awaiting_payment` keeps
 * its time until its payment succeeds (then `scheduled` or `requested`) or lapses (`expired`).
 */
export const bookingStatusSchema = z.enum(['scheduled', 'requested', 'cancelled', 'awaiting_payment', 'expired']);

/** A booking's status. */
export type BookingStatus = z.infer<typeof bookingStatusSchema>;

/** A booking as the API returns it. Contact details appear only to the holder of the manage token. */
export const bookingSchema = z.object({
  id: z.string(),
  status: bookingStatusSchema,
  service: z.object({ slug: slugSchema, name: z.string(), durationMinutes: z.int() }),
  staff: staffSummarySchema,
  start: instantSchema,
  end: instantSchema,
  timeZone: timeZoneSchema,
  locale: localeSchema,
  createdAt: instantSchema,
  /** Seats this booking takes (1 unless the service has seats). */
  seats: z.int().min(1),
  contact: bookingContactViewSchema,
  /** The guests the visitor brings; their emails only for the holder of the manage token. */
  guests: z.array(z.object({ name: z.string(), email: z.string().optional() })),
  /** Why a cancelled booking was cancelled or rejected (shown to the holder of the manage token). */
  cancellationReason: z.string().optional(),
  /** What this booking costs, what is due now and what is paid (see `bookingAmountsSchema`). */
  amounts: bookingAmountsSchema.optional(),
  /** The payment this booking waits for or was paid by, shared by every booking of its request. */
  payment: paymentSchema.optional(),
  /** The other bookings made in the same request (a recurring series, a cart), each with its own id and amounts. */
  group: z
    .array(
      z.object({
        id: z.string(),
        start: instantSchema,
        end: instantSchema,
        staff: staffSummarySchema,
        amounts: bookingAmountsSchema.optional(),
      }),
    )
    .optional(),
  /** The host's own entries (see `bookingMetadataSchema`), with the manage token only; absent when none. */
  metadata: bookingMetadataSchema.optional(),
  /** Returned once, by `POST /bookings`: the key to view in full, reschedule and cancel. */
  manageToken: z.string().optional(),
});

/** A booking. */
export type Booking = z.infer<typeof bookingSchema>;
