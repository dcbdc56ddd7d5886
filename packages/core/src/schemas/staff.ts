import { z } from 'zod';
import { dateOverridesSchema } from './date-overrides';
import { slugSchema, timeZoneSchema } from './primitives';
import { weeklyHoursSchema } from './schedule';

/** A staff member who performs services, with weekly hours in their own time zone. */
export const staffSchema = z.object({
  slug: slugSchema,
  name: z.string().min(1).max(120),
  timeZone: timeZoneSchema,
  weeklyHours: weeklyHoursSchema,
  /** Days whose hours replace the weekly ones (closed days, extra hours), by local date. */
  dateOverrides: dateOverridesSchema.optional(),
  /** Where the staff member is told of their bookings (new, requested, moved, cancelled). Never shown to visitors. */
  email: z.email().max(254).optional(),
});

/** A staff member. */
export type Staff = z.infer<typeof staffSchema>;

/** What a visitor may see of a staff member. */
export const staffSummarySchema = staffSchema.pick({ slug: true, name: true, timeZone: true });

/** The public view of a staff member. */
export type StaffSummary = z.infer<typeof staffSummarySchema>;
