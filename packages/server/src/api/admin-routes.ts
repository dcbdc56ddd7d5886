import { createHash, timingSafeEqual } from 'node:crypto';
import { createOneTimeLinkRequestSchema, rejectBookingRequestSchema } from '@booking-kit/core';
import { decideRequestedBooking } from '../bookings/manage-booking';
import { createOneTimeLink } from '../bookings/one-time-links';
import { notFound } from '../errors/domain-error';
import { parseOrThrow } from '../errors/invalid-input';
import type { RouteContext, RouteHandler } from './api-context';
import { ApiProblem } from './api-problem';
import { BOOKING_ID } from './bookings-routes';
import { bearerToken, idempotentWrite } from './idempotent-write';
import { readJsonBody } from './json-body';
import { requestLocale } from './request-locale';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/**
 * Checks `Authorization: Bearer <ADMIN_API_KEY>`, in constant time.
 * @throws {ApiProblem} 401 UNAUTHORIZED without a key, with a wrong one, or when none is configured
 */
export function requireAdmin({ request, adminApiKey }: RouteContext): void {
  const given = bearerToken(request);
  if (!adminApiKey || given === undefined || !timingSafeEqual(sha256(given), sha256(adminApiKey))) {
    throw new ApiProblem('UNAUTHORIZED', 'A valid admin API key is required.', {
      headers: { 'www-authenticate': 'Bearer realm="booking-kit admin"' },
    });
  }
}

/** A body that may be left out: `{}` when the request has none. */
async function optionalJsonBody(request: Request): Promise<unknown> {
  if (!request.body || request.headers.get('content-length') === '0') return {};
  return readJsonBody(request);
}

function decide(decision: 'confirm' | 'reject'): RouteHandler {
  return async (context) => {
    requireAdmin(context);
    const { db, request, url, now, params } = context;
    const id = params.id ?? '';
    const locale = requestLocale(url, request);
    if (!BOOKING_ID.test(id)) throw notFound('Booking not found.');
    const body = await optionalJsonBody(request);
    const { reason } = parseOrThrow(rejectBookingRequestSchema, body);
    return idempotentWrite(context, body, async (store) => {
      const booking = await decideRequestedBooking(db, id, decision, decision === 'reject' ? reason : undefined, {
        now: now(),
        locale,
        onDone: async (tx, answer) => {
          await store?.(tx, { status: 200, body: answer });
          const kind = decision === 'confirm' ? 'confirmed' : 'rejected';
          await context.notifier?.notify(tx, { kind, booking: answer, now: now() });
        },
      });
      return { status: 200, body: booking };
    });
  };
}

/** `POST /admin/bookings/{id}/confirm` (admin key): a requested booking becomes scheduled. */
export const postConfirmBooking: RouteHandler = decide('confirm');

/** `POST /admin/bookings/{id}/reject` `{ reason? }` (admin key): a requested booking is cancelled. */
export const postRejectBooking: RouteHandler = decide('reject');

/** `POST /admin/one-time-links` `{ service, staff?, expiresAt? }` (admin key): 201 `{ slug, ... }`. */
export const postOneTimeLink: RouteHandler = async (context) => {
  requireAdmin(context);
  const { db, request, now } = context;
  const body = await readJsonBody(request);
  const input = parseOrThrow(createOneTimeLinkRequestSchema, body);
  return idempotentWrite(context, body, async (store) =>
    db.transaction(async (tx) => {
      const link = await createOneTimeLink(tx, input, now());
      const answer = { status: 201, body: link };
      await store?.(tx, answer);
      return answer;
    }),
  );
};
