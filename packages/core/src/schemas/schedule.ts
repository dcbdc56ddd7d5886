import { z } from 'zod';
import { timeOfDaySchema } from './primitives';

/** Minutes since midnight of an `HH:MM` clock time. */
export function minutesOfDay(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

/** One stretch of working time within a day, in the staff member's local clock. */
export const timeRangeSchema = z
  .object({ start: timeOfDaySchema, end: timeOfDaySchema })
  .refine((range) => minutesOfDay(range.start) < minutesOfDay(range.end), {
    error: 'validation.invalid',
    path: ['end'],
  });

/** A range of local clock time, `{ start: '09:00', end: '12:00' }`. */
export type TimeRange = z.infer<typeof timeRangeSchema>;

/** The seven weekdays in ISO order (Monday first). */
export const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

/** A weekday key, `mon` to `sun`. */
export type Weekday = (typeof weekdays)[number];

/**
 * Working hours per weekday; a missing or empty day is a day off.
 * @example { mon: [{ start: '09:00', end: '12:00' }, { start: '13:00', end: '17:00' }] }
 */
export const weeklyHoursSchema = z.partialRecord(z.enum(weekdays), z.array(timeRangeSchema).max(12));

/** Working hours per weekday in local clock time. */
export type WeeklyHours = z.infer<typeof weeklyHoursSchema>;
