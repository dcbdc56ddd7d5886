import { slugSchema } from '@booking-kit/core';
import { findProviderDetail, findService, serviceDetail } from '../catalog/catalog-queries';
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
