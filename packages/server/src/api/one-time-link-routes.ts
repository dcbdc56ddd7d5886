import { slugSchema } from '@booking-kit/core';
import { oneTimeLinkDetail } from '../bookings/one-time-links';
import type { RouteHandler } from './api-context';
import { jsonResponse, notFound } from './api-problem';

/** `GET /one-time-links/{slug}`: what the link books, or 410 SLUG_EXPIRED ('Slug Expired') once used or expired. */
export const getOneTimeLink: RouteHandler = async ({ db, params, now }) => {
  const slug = params.slug ?? '';
  if (!slugSchema.safeParse(slug).success) throw notFound('One-time link not found.');
  return jsonResponse(200, await oneTimeLinkDetail(db, slug, now()));
};
