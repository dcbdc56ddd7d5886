import { slugSchema } from '@booking-kit/core';
import { findProviderDetail, findService, serviceDetail } from '../catalog/catalog-queries';
import { findBookingPageDetail, findGroupDetail, findServiceMenuDetail } from '../catalog/collection-queries';
import type { RouteHandler } from './api-context';
import { jsonResponse, notFound } from './api-problem';

/** `GET /services/{slug}`: one service with its staff. */
export const getService: RouteHandler = async ({ db, params }) => {
  const slug = params.slug ?? '';
  // A malformed slug names nothing: 404, like an unknown one.
  if (!slugSchema.safeParse(slug).success) throw notFound('Service not found.');
  const service = await findService(db, slug);
  if (!service) throw notFound('Service not found.');
  return jsonResponse(200, await serviceDetail(db, service));
};

/** `GET /providers/{slug}`: a person or team with its staff and services. */
export const getProvider: RouteHandler = async ({ db, params }) => {
  const slug = params.slug ?? '';
  if (!slugSchema.safeParse(slug).success) throw notFound('Provider not found.');
  const provider = await findProviderDetail(db, slug);
  if (!provider) throw notFound('Provider not found.');
  return jsonResponse(200, provider);
};

/** `GET /groups/{idOrSlug}`: a group of services (`grp-wellness` or `wellness`). */
export const getGroup: RouteHandler = async ({ db, params }) => {
  const idOrSlug = params.idOrSlug ?? '';
  if (!slugSchema.safeParse(idOrSlug).success) throw notFound('Group not found.');
  const group = await findGroupDetail(db, idOrSlug);
  if (!group) throw notFound('Group not found.');
  return jsonResponse(200, group);
};

/** `GET /service-menus/{idOrSlug}`: a menu's categories and their services (`menu-spa` or `spa-menu`). */
export const getServiceMenu: RouteHandler = async ({ db, params }) => {
  const idOrSlug = params.idOrSlug ?? '';
  if (!slugSchema.safeParse(idOrSlug).success) throw notFound('Service menu not found.');
  const menu = await findServiceMenuDetail(db, idOrSlug);
  if (!menu) throw notFound('Service menu not found.');
  return jsonResponse(200, menu);
};

/** `GET /booking-pages/{slug}`: a named bookings page with its provider's services. */
export const getBookingPage: RouteHandler = async ({ db, params }) => {
  const slug = params.slug ?? '';
  if (!slugSchema.safeParse(slug).success) throw notFound('Bookings page not found.');
  const page = await findBookingPageDetail(db, slug);
  if (!page) throw notFound('Bookings page not found.');
  return jsonResponse(200, page);
};
