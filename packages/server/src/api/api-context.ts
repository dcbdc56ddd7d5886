import type { CatalogCache } from '../catalog/catalog-cache';
import type { Database } from '../db/database';
import type { Logger } from '../logger';
import type { BookingNotifier } from '../notifications/booking-notifier';
import type { SlotsCache } from './slots-cache';

/** What every route handler gets. */
export interface RouteContext {
  db: Database;
  /** The current instant, from the injected clock. */
  now: () => Date;
  logger: Logger;
  request: Request;
  url: URL;
  /** Decoded path parameters, e.g. `{ slug: 'intro-call' }`. */
  params: Record<string, string>;
  /** How long a slot hold lasts, in minutes. */
  holdMinutes: number;
  /** The key that authorizes the admin routes; without one they all answer 401. */
  adminApiKey: string | undefined;
  /** Recent `GET /slots` answers, when caching is on. */
  slotsCache: SlotsCache | undefined;
  /** The catalog as read by earlier requests, kept until it changes (pass it to the catalog queries). */
  catalog: CatalogCache;
  /** Writes the emails of a booking change in its transaction; undefined when the API sends none. */
  notifier: BookingNotifier | undefined;
  /** Whether webhook endpoints may be on private, loopback and link-local addresses. */
  allowPrivateWebhookTargets: boolean;
}

/** A route handler: answers a request, or throws an `ApiProblem`. */
export type RouteHandler = (context: RouteContext) => Promise<Response>;
