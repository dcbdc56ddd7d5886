import { z } from 'zod';
import { slugSchema } from './primitives';
import { staffSummarySchema } from './staff';

/** How a service is paid: not at all, in full, or a deposit with the option to pay in full. */
export const paymentRuleSchema = z.enum(['none', 'full', 'deposit-or-full']);

/** A bookable service as the business declares it. */
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
  minimumNoticeMinutes: z.int().min(0).default(0),
  /** How far ahead visitors may book: no slot starts later than now plus this many days. @default unlimited */
  bookingWindowDays: z.int().min(1).max(3660).optional(),
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
  /** Slugs of the staff who perform it. */
  staff: z.array(slugSchema).min(1),
});

/** A service. */
export type Service = z.infer<typeof serviceSchema>;

/** A service as `GET /services/{slug}` returns it: staff resolved to their public view. */
export const serviceDetailSchema = serviceSchema.omit({ staff: true }).extend({
  staff: z.array(staffSummarySchema),
});

/** The public view of a service. */
export type ServiceDetail = z.infer<typeof serviceDetailSchema>;
