import { z } from 'zod';
import { detailsFormConfigSchema } from './details-form-config';
import { localeSchema, slugSchema } from './primitives';
import { serviceRecurrenceSchema } from './recurring';
import { serviceResourcesSchema } from './resource';
import { staffSummarySchema } from './staff';

/** How a service is paid: not at all, in full, or a deposit with the option to pay in full. */
export const paymentRuleSchema = z.enum(['none', 'full', 'deposit-or-full']);

/** How far ahead a service can be booked when the business does not say: a year. */
export const DEFAULT_BOOKING_HORIZON_DAYS = 365;

/** The longest booking horizon a service may have: ten years. */
export const MAX_BOOKING_HORIZON_DAYS = 3660;

/** The longest minimum notice a service may have: a year, in minutes. */
export const MAX_NOTICE_MINUTES = 525_600;

/**
 * A bookable service as the business declares it. Its booking window (`minimumNoticeMinutes`,
 * `bookingHorizonDays`) bounds every start the API offers or accepts: `[now + notice, now + horizon]`.
 */
export const serviceSchema = z.object({
  slug: slugSchema,
  name: z.string().min(1).max(120),
  description: z.string().max(2000).default(''),
  durationMinutes: z
    .int()
    .min(5)
    .max(24 * 60),
  /**
   * The lengths a visitor may choose, in minutes; the first is the default and should equal
   * `durationMinutes`, which stays for clients that know one length. @default [durationMinutes]
   */
  durations: z
    .array(
      z
        .int()
        .min(5)
        .max(24 * 60),
    )
    .min(1)
    .max(12)
    .refine((lengths) => new Set(lengths).size === lengths.length, { error: 'validation.invalid' })
    .optional(),
  /** Minutes between slot starts. @default durationMinutes */
  intervalMinutes: z
    .int()
    .min(5)
    .max(24 * 60)
    .optional(),
  /** Price in the currency's minor unit (cents); 0 is free. */
  priceMinor: z.int().min(0),
  currency: z.string().regex(/^[A-Z]{3}$/),
  payment: paymentRuleSchema.default('none'),
  depositPercent: z.int().min(1).max(100).optional(),
  seats: z.int().min(1).max(1000).default(1),
  maxSeatsPerBooking: z.int().min(1).max(100).optional(),
  /**
   * Minimum notice: no slot starts earlier than now plus this many minutes (120: nothing within
   * the next two hours). At most a year. @default 0
   */
  minimumNoticeMinutes: z.int().min(0).max(MAX_NOTICE_MINUTES).default(0),
  /**
   * Booking horizon: no slot starts later than now plus this many days, so a calendar need not
   * offer months beyond it. 1 to 3660 (ten years). @default 365 ({@link DEFAULT_BOOKING_HORIZON_DAYS})
   */
  bookingHorizonDays: z.int().min(1).max(MAX_BOOKING_HORIZON_DAYS).default(DEFAULT_BOOKING_HORIZON_DAYS),
  /** Bookings of this service one staff member takes per local day. @default unlimited */
  maxBookingsPerDay: z.int().min(1).max(1000).optional(),
  bufferBeforeMinutes: z.int().min(0).default(0),
  bufferAfterMinutes: z.int().min(0).default(0),
  location: z.enum(['online', 'in-person']).default('in-person'),
  requiresConfirmation: z.boolean().default(false),
  /** No cancelling within this many minutes of the start. @default 0 */
  cancellationCutoffMinutes: z.int().min(0).max(525_600).optional(),
  /** No rescheduling within this many minutes of the start. @default 0 */
  rescheduleCutoffMinutes: z.int().min(0).max(525_600).optional(),
  /**
   * What the details form asks: phone, date of birth, location, additional information
   * (`required`, `optional` or `hidden`) and a consent text; first name, last name and email
   * always. @default phone required, the others hidden, no consent
   */
  detailsForm: detailsFormConfigSchema.prefault({}).meta({
    description:
      'What the details form asks besides first name, last name and email (always required). @default phone required, the others hidden',
  }),
  /**
   * Whether it may be booked as a weekly series, and how: the rhythms offered and the fewest and
   * most occurrences (`{ everyWeeks: [1, 2], minCount: 2, maxCount: 6 }`). Absent or null: one
   * appointment at a time (`POST /bookings` refuses `recurring`).
   */
  recurring: serviceRecurrenceSchema.nullish().meta({
    description:
      'Whether it may be booked as a weekly series: the rhythms offered (everyWeeks, 1–12 each) and the fewest and most occurrences (minCount, maxCount, 2–52). Absent or null: no series.',
  }),
  /**
   * The language its pages are always shown in, whatever the visitor's browser, cookie or address
   * asks (a class taught in one language, say). Absent: the visitor's own language.
   */
  lockedLocale: localeSchema.optional().meta({
    description: "The locale its pages are always shown in, whatever the visitor's language. Absent: the visitor's own.",
  }),
  /** Slugs of the staff who perform it. */
  staff: z.array(slugSchema).min(1),
  /**
   * The resources (rooms, equipment) it needs one of, by slug: a booking takes the first of them
   * that is free for its busy time, buffers included, and fails with 409 RESOURCE_UNAVAILABLE when
   * none is. Absent or empty: it needs none. Not part of the public view (`serviceDetailSchema`).
   */
  resources: serviceResourcesSchema.optional().meta({
    description:
      'Slugs of the resources (rooms, equipment) it needs one of: each booking takes one that is free for its busy time, buffers included. Absent or empty: none.',
  }),
});

/** A service. */
export type Service = z.infer<typeof serviceSchema>;

/**
 * A service as `GET /services/{slug}` returns it: staff resolved to their public view; the
 * resources it needs are the business's own arrangement and are left out.
 */
export const serviceDetailSchema = serviceSchema.omit({ staff: true, resources: true }).extend({
  staff: z.array(staffSummarySchema),
});

/** The public view of a service. */
export type ServiceDetail = z.infer<typeof serviceDetailSchema>;
