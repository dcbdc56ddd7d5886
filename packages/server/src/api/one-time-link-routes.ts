import { slugSchema } from '@booking-kit/core';
import { oneTimeLinkDetail } from '../bookings/one-time-links';
import { notFound } from '../errors/domain-error';
import type { RouteHandler } from './api-context';
import { jsonResponse } from './api-problem';
import { LOCALIZED_HEADERS, requestLocale } from './request-locale';

/**
 * `GET /one-time-links/{slug}`: what the link books (its service's texts in the request's locale),
 * or 410 SLUG_EXPIRED ('Slug Expired') once used or expired.
 */
export const getOneTimeLink: RouteHandler = async ({ db, params, now, url, request }) => {
  const slug = params.slug ?? '';
  const locale = requestLocale(url, request);
  if (!slugSchema.safeParse(slug).success) throw notFound('One-time link not found.');
  return jsonResponse(200, await oneTimeLinkDetail(db, slug, now(), locale), LOCALIZED_HEADERS);
};
