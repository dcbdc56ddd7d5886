import { z } from 'zod';
import { dateKeySchema } from './primitives';
import { timeRangeSchema } from './schedule';

/**
 * One day whose hours replace the weekly ones: empty `ranges` close the day (a holiday),
 * other ranges are that day's only hours (extra or shorter hours).
 * @example { date: '2026-12-25', ranges: [] }
 */
export const dateOverrideSchema = z.object({
  /** The staff member's local calendar date. */
  date: dateKeySchema,
  ranges: z.array(timeRangeSchema).max(12),
});

/** A date override. */
export type DateOverride = z.infer<typeof dateOverrideSchema>;

/**
 * A staff member's date overrides, at most one per date.
 * @example [{ date: '2026-12-24', ranges: [{ start: '09:00', end: '13:00' }] }, { date: '2026-12-25', ranges: [] }]
 */
export const dateOverridesSchema = z
  .array(dateOverrideSchema)
  .max(1000)
  .refine((overrides) => new Set(overrides.map((override) => override.date)).size === overrides.length, {
    error: 'validation.invalid',
  });
