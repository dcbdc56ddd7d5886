import { z } from 'zod';
import { validationMessages } from './messages';
import { dateKeySchema, instantSchema, slugSchema, timeZoneSchema } from './primitives';
import { durationQuerySchema } from './slot';

const invalid = { error: validationMessages.invalid };

/** Rhythm, length and skipped occurrences of a weekly series; `skip` must name occurrences it has. */
const recurrenceShape = {
  everyWeeks: z.int(invalid).min(1, invalid).max(12, invalid).default(1),
  count: z.int(invalid).min(1, invalid).max(52, invalid),
  /** Indices (0 = the first) of occurrences to leave out. */
  skip: z.array(z.int(invalid).min(0, invalid).max(51, invalid)).max(52, invalid).default([]),
};

/** Whether every skipped index is an occurrence of the series other than the first. */
const skipsInSeries = (recurrence: { skip: number[]; count: number }) =>
  recurrence.skip.every((index) => index < recurrence.count) && !recurrence.skip.includes(0);

/**
 * How a booking repeats ("finding recurring slots"): every `everyWeeks` weeks, `count` times in
 * all, leaving out the occurrences in `skip` that the visitor saw were unavailable. The first
 * occurrence is the booking's own start and cannot be skipped.
 * @example { everyWeeks: 1, count: 10, skip: [4] }
 */
export const recurrenceSchema = z
  .object(recurrenceShape)
  .refine(skipsInSeries, { error: validationMessages.invalid, path: ['skip'] });

/** A recurrence as sent. */
export type Recurrence = z.input<typeof recurrenceSchema>;

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
