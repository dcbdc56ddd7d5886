import { z } from 'zod';
import { slugSchema } from './primitives';
import { providerDetailSchema } from './provider';
import { serviceDetailSchema } from './service';

/**
 * A group of services booked from one calendar (`/widget/group/{groupId}` and
 * `/widget/groups/{groupSlug}`): reachable by a stable id and by a readable slug.
 * @example { id: 'grp-wellness', slug: 'wellness', name: 'Wellness', services: ['intro-call', 'massage-60'] }
 */
export const serviceGroupSchema = z.object({
  id: slugSchema,
  slug: slugSchema,
  name: z.string().min(1).max(120),
  description: z.string().max(2000).default(''),
  services: z.array(slugSchema).min(1).max(200),
});

/** A service group as the business declares it. */
export type ServiceGroup = z.infer<typeof serviceGroupSchema>;

/** A service group as `GET /groups/{idOrSlug}` returns it. */
export const serviceGroupDetailSchema = serviceGroupSchema.omit({ services: true }).extend({
  services: z.array(serviceDetailSchema),
});

/** The public view of a service group. */
export type ServiceGroupDetail = z.infer<typeof serviceGroupDetailSchema>;

/** One heading of a service menu and the services under it. */
export const serviceMenuCategorySchema = z.object({
  name: z.string().min(1).max(120),
  services: z.array(slugSchema).min(1).max(200),
});

/**
 * A menu of services in categories (`/widget/service-menus/{slug}`, `/widget/service-menu/{id}`).
 * @example { id: 'menu-spa', slug: 'spa-menu', name: 'Spa menu', categories: [{ name: 'Massage', services: ['massage-60'] }] }
 */
export const serviceMenuSchema = z.object({
  id: slugSchema,
  slug: slugSchema,
  name: z.string().min(1).max(120),
  description: z.string().max(2000).default(''),
  categories: z.array(serviceMenuCategorySchema).min(1).max(50),
});

/** A service menu as the business declares it. */
export type ServiceMenu = z.infer<typeof serviceMenuSchema>;

/** A service menu as `GET /service-menus/{idOrSlug}` returns it. */
export const serviceMenuDetailSchema = serviceMenuSchema.omit({ categories: true }).extend({
  categories: z.array(z.object({ name: z.string(), services: z.array(serviceDetailSchema) })),
});

/** The public view of a service menu. */
export type ServiceMenuDetail = z.infer<typeof serviceMenuDetailSchema>;

/**
 * A named bookings page (`/widget/bookings/{slug}`): a provider's services under a title of the
 * business's choosing.
 * @example { slug: 'book-harbor', title: 'Book at Harbor Wellness Studio', provider: 'harbor-studio' }
 */
export const bookingPageSchema = z.object({
  slug: slugSchema,
  title: z.string().min(1).max(120),
  description: z.string().max(2000).default(''),
  provider: slugSchema,
});

/** A bookings page as the business declares it. */
export type BookingPage = z.infer<typeof bookingPageSchema>;

/** A bookings page as `GET /booking-pages/{slug}` returns it. */
export const bookingPageDetailSchema = bookingPageSchema.omit({ provider: true }).extend({
  provider: providerDetailSchema,
});

/** The public view of a bookings page. */
export type BookingPageDetail = z.infer<typeof bookingPageDetailSchema>;
