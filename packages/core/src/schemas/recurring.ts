import { z } from 'zod';
import { validationMessages } from './messages';
import { instantSchema, timeZoneSchema } from './primitives';

/**
 * A request for a weekly series ("finding recurring slots"), as `findRecurringOccurrences` takes
 * it, plus the occurrences the visitor chose to skip after seeing which are unavailable.
 * @example { start: '2026-03-02T08:00:00Z', timeZone: 'Europe/Amsterdam', everyWeeks: 1, count: 10, skip: [4] }
 */
export const recurringRequestSchema = z
  .object({
    /** The first occurrence's start. */
    start: instantSchema,
    /** The zone whose wall clock the series keeps: the staff member's. */
    timeZone: timeZoneSchema,
    everyWeeks: z
      .int({ error: validationMessages.invalid })
      .min(1, { error: validationMessages.invalid })
      .max(12, { error: validationMessages.invalid })
      .default(1),
    count: z
      .int({ error: validationMessages.invalid })
      .min(1, { error: validationMessages.invalid })
      .max(52, { error: validationMessages.invalid }),
    /** Indices (0 = the first) of occurrences to leave out. */
    skip: z.array(z.int().min(0).max(51)).max(52).default([]),
  })
  .refine((request) => request.skip.every((index) => index < request.count), {
    error: validationMessages.invalid,
    path: ['skip'],
  });

/** A recurring-series request as sent. */
export type RecurringRequest = z.input<typeof recurringRequestSchema>;
