import { z } from 'zod';
import { validationMessages } from './messages';
import { dateKeySchema, instantSchema, slugSchema, timeZoneSchema } from './primitives';
import { durationQuerySchema } from './slot';

const invalid = { error: validationMessages.invalid };

/** The most occurrences one series books: a year of weeks. */
export const MAX_RECURRING_COUNT = 52;

/** Rhythm, length and skipped occurrences of a weekly series; `skip` must name occurrences it has. */
const recurrenceShape = {
  everyWeeks: z.int(invalid).min(1, invalid).max(12, invalid).default(1),
  count: z.int(invalid).min(1, invalid).max(MAX_RECURRING_COUNT, invalid),
  /** Indices (0 = the first) of occurrences to leave out. */
  skip: z
    .array(
      z
        .int(invalid)
        .min(0, invalid)
        .max(MAX_RECURRING_COUNT - 1, invalid),
    )
    .max(MAX_RECURRING_COUNT, invalid)
    .default([]),
};

/** Whether every skipped index is an occurrence of the series other than the first. */
const skipsInSeries = (recurrence: { skip: number[]; count: number }) =>
  recurrence.skip.every((index) => index < recurrence.count) && !recurrence.skip.includes(0);

/** The farthest an alternative (and so a replacement) lies from its occurrence: 3 days either side, on the series' clock. */
export const ALTERNATIVE_DAYS = 3;

/** The most alternatives `GET /slots/recurring` offers for one occurrence. */
export const MAX_ALTERNATIVES = 3;

/**
 * How a booking repeats ("finding recurring slots"): every `everyWeeks` weeks, `count` times in
 * all, leaving out the occurrences in `skip` that the visitor saw were unavailable, and booking
 * those in `replacements` at the start chosen instead (one of the occurrence's `alternatives`).
 * The first occurrence is the booking's own start: it cannot be skipped or replaced.
 * @example { everyWeeks: 1, count: 10, skip: [4], replacements: { 6: '2026-04-14T10:00:00.000Z' } }
 */
export const recurrenceSchema = z
  .object({
    ...recurrenceShape,
    /**
     * Occurrence index (1 or more, in the series, not skipped) → the start to book instead of its
     * own: a free slot within {@link ALTERNATIVE_DAYS} days of it, as `alternatives` offers.
     * @default {}
     */
    replacements: z.record(z.int(invalid).min(1, invalid).max(51, invalid), instantSchema).default({}),
  })
  .superRefine((recurrence, context) => {
    if (!skipsInSeries(recurrence)) context.addIssue({ code: 'custom', message: validationMessages.invalid, path: ['skip'] });
    for (const key of Object.keys(recurrence.replacements)) {
      const index = Number(key);
      if (index >= recurrence.count || recurrence.skip.includes(index)) {
        context.addIssue({ code: 'custom', message: validationMessages.invalid, path: ['replacements', key] });
      }
    }
  });

/** A recurrence as sent. */
export type Recurrence = z.input<typeof recurrenceSchema>;

/** Whether values are all different. */
const unique = (values: readonly number[]) => new Set(values).size === values.length;

/**
 * Whether and how a service may be booked as a weekly series: the rhythms a visitor may choose
 * (`everyWeeks`, in the order offered) and how many occurrences a series has, the first included
 * (`minCount` to `maxCount`). A service without it is booked one appointment at a time.
 * @example { everyWeeks: [1, 2], minCount: 2, maxCount: 6 } // weekly or every two weeks, 2 to 6 times
 */
export const serviceRecurrenceSchema = z
  .object({
    /** Weeks between occurrences the visitor may choose: 1 to 12 each, no repeats, at least one. */
    everyWeeks: z.array(z.int().min(1).max(12)).min(1).max(12).refine(unique, { error: 'repeats a value' }),
    /** The fewest occurrences of a series, the first included: 2 to 52. */
    minCount: z.int().min(2).max(52),
    /** The most occurrences of a series, the first included: `minCount` to 52. */
    maxCount: z.int().min(2).max(52),
  })
  .refine((rule) => rule.minCount <= rule.maxCount, { error: 'is less than minCount', path: ['maxCount'] });

/** A service's rule for series. */
export type ServiceRecurrence = z.infer<typeof serviceRecurrenceSchema>;

/**
 * A weekly series as `findRecurringOccurrences` takes it: a recurrence with its first start and
 * the zone whose wall clock it keeps.
 * @example { start: '2026-03-02T08:00:00Z', timeZone: 'Europe/Amsterdam', everyWeeks: 1, count: 10, skip: [4] }
 */
export const recurringRequestSchema = z
  .object({ ...recurrenceShape, start: instantSchema, timeZone: timeZoneSchema })
  .refine(skipsInSeries, { error: validationMessages.invalid, path: ['skip'] });

/** A recurring-series request as sent. */
export type RecurringRequest = z.input<typeof recurringRequestSchema>;

/** `GET /slots/recurring` query: can this series be booked, occurrence by occurrence? */
export const recurringSlotsQuerySchema = z.object({
  service: slugSchema,
  staff: z.union([z.literal('any'), slugSchema]).default('any'),
  /** The first occurrence: a slot the visitor chose. */
  start: instantSchema,
  everyWeeks: z.coerce.number().pipe(z.int(invalid).min(1, invalid).max(12, invalid)).default(1),
  count: z.coerce.number().pipe(z.int(invalid).min(1, invalid).max(52, invalid)),
  seats: z.coerce.number().int().min(1).max(101).default(1),
  durationMinutes: durationQuerySchema,
});

/** A parsed `GET /slots/recurring` query. */
export type RecurringSlotsQuery = z.infer<typeof recurringSlotsQuerySchema>;

/** One occurrence of a series, checked against the calendar. */
export const recurringOccurrenceSchema = z.object({
  /** Position in the series, the first being 0. */
  index: z.int().min(0),
  /** The date on the series' clock (`timeZone` of the answer). */
  date: dateKeySchema,
  /** Its start, or null when that clock time does not exist that day (a daylight-saving gap). */
  start: instantSchema.nullable(),
  available: z.boolean(),
  /**
   * Why it cannot be booked: the clock time does not exist, it lies outside the service's booking
   * window (sooner than its minimum notice or beyond its horizon), or no free slot is offered then.
   */
  unavailable: z.enum(['nonexistent', 'outsideBookingWindow', 'notOffered']).optional(),
  /** The staff free then (empty when unavailable). */
  staff: z.array(slugSchema),
  /**
   * For an unavailable occurrence, up to {@link MAX_ALTERNATIVES} free starts to book instead
   * (`recurring.replacements` of `POST /bookings`), best first: the same day nearest the wanted
   * time, then the nearest other days within {@link ALTERNATIVE_DAYS} days, nearest that clock
   * time; all inside the booking window, for the staff and seats asked. Empty when it is
   * available or nothing near it is free.
   */
  alternatives: z.array(instantSchema).max(MAX_ALTERNATIVES),
});

/** A checked occurrence. */
export type RecurringOccurrenceCheck = z.infer<typeof recurringOccurrenceSchema>;

/** `GET /slots/recurring` answer. */
export const recurringSlotsResponseSchema = z.object({
  service: slugSchema,
  /** The zone whose wall clock the series keeps: the staff member's, or the business's for any staff. */
  timeZone: timeZoneSchema,
  occurrences: z.array(recurringOccurrenceSchema),
});

/** The answer of `GET /slots/recurring`. */
export type RecurringSlotsResponse = z.infer<typeof recurringSlotsResponseSchema>;
