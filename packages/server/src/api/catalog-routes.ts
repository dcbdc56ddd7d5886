import { type Locale, slugSchema } from '@booking-kit/core';
import { findProviderDetail, findService, serviceDetail } from '../catalog/catalog-queries';
import { findBookingPageDetail, findGroupDetail, findServiceMenuDetail } from '../catalog/collection-queries';
import type { Queryable } from '../db/database';
import { notFound } from '../errors/domain-error';
import type { RouteHandler } from './api-context';
import { jsonResponse } from './api-problem';
import { LOCALIZED_HEADERS, requestLocale } from './request-locale';

// Names and descriptions answer in the request's locale (`?locale=`, else Accept-Language; see
// `requestLocale`), falling back to the default text where a translation is missing.

/**
 * A `GET` of one catalog item named by the path parameter `param` (a slug, or a public id shaped
 * like one): `find` reads it in the request's locale; 404 with `notFoundMessage` when it finds
 * nothing. Every catalog item is read so, so their routes answer alike.
 */
function catalogItemRoute<T>(
  param: string,
  find: (db: Queryable, key: string, locale: Locale | undefined) => Promise<T | undefined>,
  notFoundMessage: string,
): RouteHandler {
  return async ({ db, params, url, request }) => {
    const key = params[param] ?? '';
    const locale = requestLocale(url, request);
    // A malformed slug names nothing: 404, like an unknown one.
    if (!slugSchema.safeParse(key).success) throw notFound(notFoundMessage);
    const item = await find(db, key, locale);
    if (!item) throw notFound(notFoundMessage);
    return jsonResponse(200, item, LOCALIZED_HEADERS);
  };
}

/** `GET /services/{slug}`: one service with its staff. */
export const getService: RouteHandler = catalogItemRoute(
  'slug',
  async (db, slug, locale) => {
    const service = await findService(db, slug, locale);
    return service && serviceDetail(db, service);
  },
  'Service not found.',
);

/** `GET /providers/{slug}`: a person or team with its staff and services. */
export const getProvider: RouteHandler = catalogItemRoute('slug', findProviderDetail, 'Provider not found.');

/** `GET /groups/{idOrSlug}`: a group of services (`grp-wellness` or `wellness`). */
export const getGroup: RouteHandler = catalogItemRoute('idOrSlug', findGroupDetail, 'Group not found.');

/** `GET /service-menus/{idOrSlug}`: a menu's categories and their services (`menu-spa` or `spa-menu`). */
export const getServiceMenu: RouteHandler = catalogItemRoute('idOrSlug', findServiceMenuDetail, 'Service menu not found.');

/** `GET /booking-pages/{slug}`: a named bookings page with its provider's services. */
export const getBookingPage: RouteHandler = catalogItemRoute('slug', findBookingPageDetail, 'Bookings page not found.');
