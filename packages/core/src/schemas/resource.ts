import { z } from 'zod';
import { validationMessages } from './messages';
import { slugSchema } from './primitives';

/** What a resource is: a room (a treatment room) or a piece of equipment (a sauna, a laser). */
export const resourceKindSchema = z.enum(['room', 'equipment']);

/** A resource's kind. */
export type ResourceKind = z.infer<typeof resourceKindSchema>;

/**
 * One bookable unit that a service needs besides its staff member: a room or a piece of
 * equipment. It holds one appointment at a time, like a staff member: two rooms of one kind are
 * two resources (`treatment-room-1`, `treatment-room-2`), and a service lists those it can use
 * (`service.resources`).
 * @example { slug: 'treatment-room-1', name: 'Treatment room 1', kind: 'room' }
 */
export const resourceSchema = z.object({
  slug: slugSchema,
  name: z.string().min(1).max(120),
  /** @default 'room' */
  kind: resourceKindSchema.default('room'),
});

/** A resource as the business declares it. */
export type Resource = z.infer<typeof resourceSchema>;

/**
 * The resources a service can use, by slug: each booking takes one of them that is free for the
 * booking's whole busy time (buffers included), the first free in this order. Empty: the service
 * needs none.
 * @example ['treatment-room-1', 'treatment-room-2'] // a massage needs one of the two rooms
 */
export const serviceResourcesSchema = z
  .array(slugSchema)
  .max(100)
  .refine((slugs) => new Set(slugs).size === slugs.length, { error: validationMessages.invalid });
