import { slugSchema } from '@booking-kit/core';
import { findProviderDetail, findService, serviceDetail } from '../catalog/catalog-queries';
import { findBookingPageDetail, findGroupDetail, findServiceMenuDetail } from '../catalog/collection-queries';
import { notFound } from '../errors/domain-error';
import type { RouteHandler } from './api-context';
import { jsonResponse } from './api-problem';
import { LOCALIZED_HEADERS, requestLocale } from './request-locale';

// Names and descriptions answer in the request's locale (`?locale=`, else Accept-Language; see
// `requestLocale`), falling back to the default text where a translation is missing.

/** `GET /services/{slug}`: one service with its staff. */
export const getService: RouteHandler = async ({ db, params, url, request }) => {
  const slug = params.slug ?? '';
  const locale = requestLocale(url, request);
  // A malformed slug names nothing: 404, like an unknown one.
  if (!slugSchema.safeParse(slug).success) throw notFound('Service not found.');
  const service = await findService(db, slug, locale);
  if (!service) throw notFound('Service not found.');
  return jsonResponse(200, await serviceDetail(db, service), LOCALIZED_HEADERS);
};

/** `GET /providers/{slug}`: a person or team with its staff and services. */
export const getProvider: RouteHandler = async ({ db, params, url, request }) => {
  const slug = params.slug ?? '';
  const locale = requestLocale(url, request);
  if (!slugSchema.safeParse(slug).success) throw notFound('Provider not found.');
  const provider = await findProviderDetail(db, slug, locale);
  if (!provider) throw notFound('Provider not found.');
  return jsonResponse(200, provider, LOCALIZED_HEADERS);
};

/** `GET /groups/{idOrSlug}`: a group of services (`grp-wellness` or `wellness`). */
export const getGroup: RouteHandler = async ({ db, params, url, request }) => {
  const idOrSlug = params.idOrSlug ?? '';
  const locale = requestLocale(url, request);
  if (!slugSchema.safeParse(idOrSlug).success) throw notFound('Group not found.');
  const group = await findGroupDetail(db, idOrSlug, locale);
  if (!group) throw notFound('Group not found.');
  return jsonResponse(200, group, LOCALIZED_HEADERS);
};

/** `GET /service-menus/{idOrSlug}`: a menu's categories and their services (`menu-spa` or `spa-menu`). */
export const getServiceMenu: RouteHandler = async ({ db, params, url, request }) => {
  const idOrSlug = params.idOrSlug ?? '';
  const locale = requestLocale(url, request);
  if (!slugSchema.safeParse(idOrSlug).success) throw notFound('Service menu not found.');
  const menu = await findServiceMenuDetail(db, idOrSlug, locale);
  if (!menu) throw notFound('Service menu not found.');
  return jsonResponse(200, menu, LOCALIZED_HEADERS);
};

/** `GET /booking-pages/{slug}`: a named bookings page with its provider's services. */
export const getBookingPage: RouteHandler = async ({ db, params, url, request }) => {
  const slug = params.slug ?? '';
  const locale = requestLocale(url, request);
  if (!slugSchema.safeParse(slug).success) throw notFound('Bookings page not found.');
  const page = await findBookingPageDetail(db, slug, locale);
  if (!page) throw notFound('Bookings page not found.');
  return jsonResponse(200, page, LOCALIZED_HEADERS);
};
