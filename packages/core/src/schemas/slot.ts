import { z } from 'zod';
import { appointmentDateSchema, dateKeySchema, instantSchema, slugSchema, timeZoneSchema } from './primitives';

/** A bookable start time: a half-open interval of instants, and who can take it. */
export const slotSchema = z.object({
  start: instantSchema,
  end: instantSchema,
  /** Slugs of the staff free at this time. */
  staff: z.array(slugSchema),
  seatsLeft: z.int().min(0),
});

/** One bookable slot. */
export type Slot = z.infer<typeof slotSchema>;

/** The slots of one calendar day in the visitor's time zone. */
export const slotDaySchema = z.object({ date: dateKeySchema, slots: z.array(slotSchema) });

/** One day's slots. */
export type SlotDay = z.infer<typeof slotDaySchema>;

/** `GET /slots` answer: days in `timeZone` from `from` to `to` (inclusive), days without slots left out. */
export const slotsResponseSchema = z.object({
  service: slugSchema,
  timeZone: timeZoneSchema,
  from: dateKeySchema,
  to: dateKeySchema,
  days: z.array(slotDaySchema),
});

/** The answer of `GET /slots`. */
export type SlotsResponse = z.infer<typeof slotsResponseSchema>;

/** A query parameter naming one of a service's `durations`, in minutes; the default length when left out. */
export const durationQuerySchema = z.coerce
  .number()
  .int()
  .min(5)
  .max(24 * 60)
  .optional();

/**
 * `GET /slots` query. `staff` is a slug or `any`; `from` and `to` lie in 2000–2199, at most 62 days
 * apart. Days outside the service's booking window come back without slots, not as an error.
 */
export const slotsQuerySchema = z
  .object({
    service: slugSchema,
    staff: z.union([z.literal('any'), slugSchema]).default('any'),
    from: appointmentDateSchema,
    to: appointmentDateSchema,
    timeZone: timeZoneSchema,
    seats: z.coerce.number().int().min(1).max(100).default(1),
    /** One of the service's `durations`; the service's default length when left out. */
    durationMinutes: durationQuerySchema,
  })
  .refine((query) => query.from <= query.to, { error: 'validation.invalid', path: ['to'] })
  .refine((query) => Date.parse(query.to) - Date.parse(query.from) <= 62 * 86_400_000, {
    error: 'validation.tooLong',
    path: ['to'],
  });

/** A parsed `GET /slots` query. */
export type SlotsQuery = z.infer<typeof slotsQuerySchema>;
