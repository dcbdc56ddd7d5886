import { getAdminBookings } from './admin-bookings-route';
import { postConfirmBooking, postOneTimeLink, postRejectBooking } from './admin-routes';
import type { RouteHandler } from './api-context';
import { jsonResponse } from './api-problem';
import { postBookingAccess } from './booking-access-routes';
import { getBooking, postBooking } from './bookings-routes';
import { getCalendarFeed, postCalendarFeed } from './calendar-feed-routes';
import { getBookingPage, getGroup, getProvider, getService, getServiceMenu } from './catalog-routes';
import {
  deleteContentCollection,
  deleteContentPage,
  deleteContentPost,
  deleteContentProduct,
  deletePreview,
  postPreview,
  postPublishPage,
  postUnpublishPage,
  putContentAuthor,
  putContentCategory,
  putContentCollection,
  putContentPage,
  putContentPost,
  putContentProduct,
  putContentTag,
} from './content-admin-routes';
import { getContent, getPreview, getSiteMap } from './content-routes';
import { getForm, getSurvey, postFormSubmission, postSurveyResponse } from './form-routes';
import { getHealth } from './health-route';
import { deleteHold, postHold } from './hold-routes';
import { postCancel, postReschedule } from './manage-routes';
import { getOneTimeLink } from './one-time-link-routes';
import { buildOpenApiDocument } from './openapi';
import { postConfirmPayment } from './payments-routes';
import { getRecurringSlots } from './recurring-slots-route';
import { getSlots } from './slots-route';
import {
  deleteWebhookEndpointRoute,
  getWebhookEndpoint,
  getWebhookEndpoints,
  getWebhookMessage,
  getWebhookMessages,
  patchWebhookEndpoint,
  postResendWebhookMessage,
  postRotateWebhookSecret,
  postWebhookEndpoint,
} from './webhook-routes';

let openApi: Record<string, unknown> | undefined;
/** The OpenAPI document, built on first request: most processes never serve it. */
function openApiDocument(): Record<string, unknown> {
  openApi ??= buildOpenApiDocument();
  return openApi;
}

/** A route of the API: a method, a path pattern and its handler. */
export interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path below `/api/v1`; `:name` matches one segment. */
  path: string;
  handle: RouteHandler;
}

/** The pattern that matches a route's path, and the names of its `:name` segments in order. */
export function compileRoutePath(path: string): { pattern: RegExp; names: string[] } {
  const names: string[] = [];
  const source = path.replace(/:([a-zA-Z]+)/g, (_match, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  return { pattern: new RegExp(`^${source}$`), names };
}

/**
 * Every route of the API, below `/api/v1`. The OpenAPI document describes exactly these
 * (`openapi-routes.test.ts` checks both ways).
 */
export const API_ROUTES: readonly Route[] = [
  { method: 'GET', path: '/health', handle: getHealth },
  { method: 'GET', path: '/openapi.json', handle: async () => jsonResponse(200, openApiDocument()) },
  { method: 'GET', path: '/services/:slug', handle: getService },
  { method: 'GET', path: '/providers/:slug', handle: getProvider },
  { method: 'GET', path: '/groups/:idOrSlug', handle: getGroup },
  { method: 'GET', path: '/service-menus/:idOrSlug', handle: getServiceMenu },
  { method: 'GET', path: '/booking-pages/:slug', handle: getBookingPage },
  { method: 'GET', path: '/forms/:id', handle: getForm },
  { method: 'POST', path: '/forms/:id/submissions', handle: postFormSubmission },
  { method: 'GET', path: '/surveys/:id', handle: getSurvey },
  { method: 'POST', path: '/surveys/:id/responses', handle: postSurveyResponse },
  { method: 'GET', path: '/slots', handle: getSlots },
  { method: 'GET', path: '/slots/recurring', handle: getRecurringSlots },
  { method: 'POST', path: '/bookings', handle: postBooking },
  { method: 'GET', path: '/bookings/:id', handle: getBooking },
  { method: 'POST', path: '/holds', handle: postHold },
  { method: 'DELETE', path: '/holds/:id', handle: deleteHold },
  { method: 'POST', path: '/bookings/:id/reschedule', handle: postReschedule },
  { method: 'POST', path: '/bookings/:id/cancel', handle: postCancel },
  { method: 'POST', path: '/bookings/:id/access', handle: postBookingAccess },
  { method: 'POST', path: '/payments/:id/confirm', handle: postConfirmPayment },
  { method: 'GET', path: '/one-time-links/:slug', handle: getOneTimeLink },
  { method: 'GET', path: '/content', handle: getContent },
  { method: 'GET', path: '/previews/:id', handle: getPreview },
  { method: 'GET', path: '/sitemap', handle: getSiteMap },
  { method: 'GET', path: '/admin/bookings', handle: getAdminBookings },
  { method: 'POST', path: '/admin/staff/:slug/calendar-feed', handle: postCalendarFeed },
  { method: 'GET', path: '/feeds/:file', handle: getCalendarFeed },
  { method: 'POST', path: '/admin/bookings/:id/confirm', handle: postConfirmBooking },
  { method: 'GET', path: '/admin/webhooks', handle: getWebhookEndpoints },
  { method: 'POST', path: '/admin/webhooks', handle: postWebhookEndpoint },
  { method: 'GET', path: '/admin/webhooks/:id', handle: getWebhookEndpoint },
  { method: 'PATCH', path: '/admin/webhooks/:id', handle: patchWebhookEndpoint },
  { method: 'DELETE', path: '/admin/webhooks/:id', handle: deleteWebhookEndpointRoute },
  { method: 'POST', path: '/admin/webhooks/:id/rotate-secret', handle: postRotateWebhookSecret },
  { method: 'GET', path: '/admin/webhooks/:id/messages', handle: getWebhookMessages },
  { method: 'GET', path: '/admin/webhooks/:id/messages/:messageId', handle: getWebhookMessage },
  { method: 'POST', path: '/admin/webhooks/:id/messages/:messageId/resend', handle: postResendWebhookMessage },
  { method: 'POST', path: '/admin/bookings/:id/reject', handle: postRejectBooking },
  { method: 'POST', path: '/admin/one-time-links', handle: postOneTimeLink },
  { method: 'PUT', path: '/admin/content/pages', handle: putContentPage },
  { method: 'DELETE', path: '/admin/content/pages', handle: deleteContentPage },
  { method: 'POST', path: '/admin/content/pages/publish', handle: postPublishPage },
  { method: 'POST', path: '/admin/content/pages/unpublish', handle: postUnpublishPage },
  { method: 'PUT', path: '/admin/content/posts', handle: putContentPost },
  { method: 'DELETE', path: '/admin/content/posts/:slug', handle: deleteContentPost },
  { method: 'PUT', path: '/admin/content/products', handle: putContentProduct },
  { method: 'DELETE', path: '/admin/content/products/:id', handle: deleteContentProduct },
  { method: 'PUT', path: '/admin/content/collections', handle: putContentCollection },
  { method: 'DELETE', path: '/admin/content/collections/:slug', handle: deleteContentCollection },
  { method: 'PUT', path: '/admin/content/authors', handle: putContentAuthor },
  { method: 'PUT', path: '/admin/content/categories', handle: putContentCategory },
  { method: 'PUT', path: '/admin/content/tags', handle: putContentTag },
  { method: 'POST', path: '/admin/previews', handle: postPreview },
  { method: 'DELETE', path: '/admin/previews/:id', handle: deletePreview },
];
