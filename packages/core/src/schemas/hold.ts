import { z } from 'zod';
import { validationMessages } from './messages';
import { instantSchema, slugSchema } from './primitives';
import { staffSummarySchema } from './staff';

/** Seats of a hold or booking: more than 1 only for a service with seats (a class). */
const seatsSchema = z
  .int({ error: validationMessages.invalid })
  .min(1, { error: validationMessages.invalid })
  .max(100, { error: validationMessages.invalid })
  .default(1);

/** `POST /holds` body: hold a slot for a few minutes while the visitor fills in the form. */
export const createHoldRequestSchema = z.object({
  service: slugSchema,
  /** A staff slug, or `any` to hold the slot with a free staff member. */
  staff: z.union([z.literal('any'), slugSchema]).default('any'),
  start: instantSchema,
  seats: seatsSchema,
  /** One of the service's `durations`; the service's default length when left out. */
  durationMinutes: z
    .int({ error: validationMessages.invalid })
    .min(5, { error: validationMessages.invalid })
    .max(24 * 60, { error: validationMessages.invalid })
    .optional(),
});

/** A hold request. */
export type CreateHoldRequest = z.input<typeof createHoldRequestSchema>;

/** A hold as `POST /holds` answers it. Nobody else is offered its time until `expiresAt`. */
export const holdSchema = z.object({
  id: z.string(),
  /** The key that books or releases the hold; returned only by `POST /holds`. */
  holdToken: z.string(),
  service: z.object({ slug: slugSchema, name: z.string(), durationMinutes: z.int() }),
  staff: staffSummarySchema,
  start: instantSchema,
  end: instantSchema,
  seats: z.int().min(1),
  /** When the hold lapses, for a countdown. */
  expiresAt: instantSchema,
});

/** A slot hold. */
export type Hold = z.infer<typeof holdSchema>;

/** How `POST /bookings` names the hold it consumes. */
export const holdReferenceSchema = z.object({
  id: z.string().min(1, { error: validationMessages.required }).max(64, { error: validationMessages.invalid }),
  token: z.string().min(1, { error: validationMessages.required }).max(128, { error: validationMessages.invalid }),
});

/** A reference to a hold. */
export type HoldReference = z.infer<typeof holdReferenceSchema>;
