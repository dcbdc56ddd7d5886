import { z } from 'zod';
import { instantSchema, slugSchema } from './primitives';
import { serviceDetailSchema } from './service';
import { staffSummarySchema } from './staff';

/** A one-time link as a business document declares it: it books `service` exactly once. */
export const oneTimeLinkSchema = z.object({
  slug: slugSchema,
  service: slugSchema,
  /** The staff member it books. @default any staff member of the service */
  staff: slugSchema.optional(),
  /** Already used: it books nothing any more. Importing never makes a used link usable again. */
  used: z.boolean().default(false),
  /** After this instant it books nothing. @default never */
  expiresAt: instantSchema.optional(),
});

/** A one-time link in a business document. */
export type OneTimeLink = z.infer<typeof oneTimeLinkSchema>;

/** `POST /admin/one-time-links` body. */
export const createOneTimeLinkRequestSchema = z.object({
  service: slugSchema,
  staff: slugSchema.optional(),
  expiresAt: instantSchema.optional(),
});

/** A request to create a one-time link. */
export type CreateOneTimeLinkRequest = z.input<typeof createOneTimeLinkRequestSchema>;

/**
 * `POST /admin/one-time-links` answer: the new link's random slug (at least 128 bits), then what
 * the request asked for, echoed field for field.
 */
export const oneTimeLinkCreatedSchema = z.object({
  slug: slugSchema,
  ...createOneTimeLinkRequestSchema.shape,
});

/** A created one-time link. */
export type OneTimeLinkCreated = z.infer<typeof oneTimeLinkCreatedSchema>;

/** `GET /one-time-links/{slug}`: what an unused link books. */
export const oneTimeLinkDetailSchema = z.object({
  slug: slugSchema,
  service: serviceDetailSchema,
  /** The staff member it books; absent when any staff member of the service may take it. */
  staff: staffSummarySchema.optional(),
  expiresAt: instantSchema.optional(),
});

/** What a one-time link books. */
export type OneTimeLinkDetail = z.infer<typeof oneTimeLinkDetailSchema>;
