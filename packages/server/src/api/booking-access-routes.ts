import { bookingAccessRequestSchema } from '@booking-kit/core';
import { grantBookingAccess } from '../bookings/booking-access';
import { notFound } from '../errors/domain-error';
import { parseOrThrow } from '../errors/invalid-input';
import type { RouteHandler } from './api-context';
import { BOOKING_ID } from './bookings-routes';
import { idempotentWrite } from './idempotent-write';
import { readJsonBody } from './json-body';

/**
 * `POST /bookings/{id}/access` `{ email }`: for a visitor without the manage link. When `email`
 * is the booking's contact email (trimmed, any case), answers 201 `{ id, manageToken, expiresAt }`
 * with a new access token that works like the manage token for a day. A malformed id, an unknown
 * one, a hold and a wrong email all answer the same 404 as an unknown booking. A write: rate-limited,
 * and with an `Idempotency-Key` the same key and body replay the first answer (its token, sealed).
 */
export const postBookingAccess: RouteHandler = async (context) => {
  const { db, request, now, params } = context;
  const id = params.id ?? '';
  if (!BOOKING_ID.test(id)) throw notFound('Booking not found.');
  const body = await readJsonBody(request);
  const { email } = parseOrThrow(bookingAccessRequestSchema, body);
  return idempotentWrite(context, body, async (store) => {
    const access = await grantBookingAccess(db, id, email, {
      now: now(),
      ...(store && { onDone: (tx, answer) => store(tx, { status: 201, body: answer }) }),
    });
    return { status: 201, body: access };
  });
};
