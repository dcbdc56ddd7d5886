import { cancelBookingRequestSchema, rescheduleBookingRequestSchema } from '@booking-kit/core';
import type { z } from 'zod';
import { cancelBooking, rescheduleBooking } from '../bookings/manage-booking';
import { notFound } from '../errors/domain-error';
import { parseOrThrow } from '../errors/invalid-input';
import type { RouteContext, RouteHandler } from './api-context';
import { BOOKING_ID } from './bookings-routes';
import { bearerToken, idempotentWrite } from './idempotent-write';
import { readJsonBody } from './json-body';
import { requestLocale } from './request-locale';

function bookingId(params: Record<string, string>): string {
  const id = params.id ?? '';
  if (!BOOKING_ID.test(id)) throw notFound('Booking not found.');
  return id;
}

/**
 * What a manage route reads before it acts, in this order: the booking's id (404 when it is
 * malformed), the locale of the answer, and the JSON body (kept for the idempotency check) with
 * its input as `schema` parses it (VALIDATION_FAILED otherwise).
 */
async function manageRequest<S extends z.ZodType>(context: RouteContext, schema: S) {
  const { request, url, params } = context;
  const id = bookingId(params);
  const locale = requestLocale(url, request);
  const body = await readJsonBody(request);
  return { id, locale, body, input: parseOrThrow(schema, body) };
}

/**
 * `POST /bookings/{id}/reschedule` `{ start, staff? }` with `Authorization: Bearer <manageToken>`
 * (or an access token from `POST /bookings/{id}/access`): moves the booking and answers it (200)
 * with a new manage token; the old one and every access token stop working. The
 * service's name is in the request's locale, else the booking's own (so in every answer below).
 */
export const postReschedule: RouteHandler = async (context) => {
  const { db, request, now } = context;
  const { id, locale, body, input } = await manageRequest(context, rescheduleBookingRequestSchema);
  return idempotentWrite(context, body, async (store) => {
    const booking = await rescheduleBooking(db, id, bearerToken(request), input, {
      now: now(),
      locale,
      onDone: async (tx, answer, previous) => {
        await store?.(tx, { status: 200, body: answer });
        await context.notifier?.notify(tx, { kind: 'rescheduled', booking: answer, previous, now: now() });
      },
    });
    return { status: 200, body: booking };
  });
};

/**
 * `POST /bookings/{id}/cancel` `{ reason }` with `Authorization: Bearer <manageToken>` (or an
 * access token): cancels the booking and answers it (200).
 */
export const postCancel: RouteHandler = async (context) => {
  const { db, request, now } = context;
  const { id, locale, body, input } = await manageRequest(context, cancelBookingRequestSchema);
  return idempotentWrite(context, body, async (store) => {
    const booking = await cancelBooking(db, id, bearerToken(request), input.reason, {
      now: now(),
      locale,
      onDone: async (tx, answer) => {
        await store?.(tx, { status: 200, body: answer });
        await context.notifier?.notify(tx, { kind: 'cancelled', booking: answer, now: now() });
      },
    });
    return { status: 200, body: booking };
  });
};
