import { type Booking, MAX_BOOKINGS_PER_VIEW } from '@booking-kit/core';
import { parseBookingRequest } from '../bookings/booking-contact';
import { bookingTokenMatches } from '../bookings/booking-token';
import { findBooking, findBookings, publicBookingView } from '../bookings/booking-view';
import { createBooking } from '../bookings/create-booking';
import { notFound } from '../errors/domain-error';
import { addPaymentView, paymentViews, startPayment, withPayments } from '../payments/booking-payments';
import type { RouteHandler } from './api-context';
import { ApiProblem, jsonResponse } from './api-problem';
import { bearerToken, idempotentWrite } from './idempotent-write';
import { readJsonBody } from './json-body';
import { LOCALIZED_HEADERS, requestLocale } from './request-locale';

/** What a booking id looks like; anything else names no booking. */
export const BOOKING_ID = /^[A-Za-z0-9_-]{22,64}$/;

/**
 * `POST /bookings`: books a slot, consuming a hold or a one-time link if given. A paid service's
 * booking answers with its amounts and the payment to confirm, `awaiting_payment` (see
 * `startPayment`). The service's name is in the request's locale, else the booking's own `locale`.
 * With an `Idempotency-Key`, the first answer (201, 409 or 410) is stored with its effect and
 * replayed for the same body; another body gets 422.
 */
export const postBooking: RouteHandler = async (context) => {
  const { db, request, url, now, holdMinutes, catalog } = context;
  const locale = requestLocale(url, request);
  const body = await readJsonBody(request);
  // One 400 for the whole body, the contact's fields for the booked services included.
  const input = await parseBookingRequest(db, body, now());
  return idempotentWrite(context, body, async (store) => {
    // The amounts and the payment are added in the booking's own transaction; the answer with
    // them is the one to store and send (of a retried transaction, the last one's).
    let answer: Booking | undefined;
    const booking = await createBooking(db, input, {
      now: now(),
      locale,
      catalog,
      onCreated: async (tx, created) => {
        answer = await startPayment(tx, created, { now: now(), holdMinutes });
        await store?.(tx, { status: 201, body: answer });
        // A booking that waits for its payment is told of once paid (see postConfirmPayment).
        if (answer.status === 'scheduled' || answer.status === 'requested') {
          await context.notifier?.notify(tx, {
            kind: answer.status === 'scheduled' ? 'booked' : 'requested',
            booking: answer,
            now: now(),
          });
        }
      },
    });
    const body = answer ?? booking;
    return { status: 201, body, headers: { location: `${url.pathname}/${body.id}` } };
  });
};

/**
 * The manage token, from `Authorization: Bearer …` only. A token in the address (`?token=`, as
 * earlier versions took it) is refused with 400 rather than ignored: addresses end up in access
 * logs, browser history and Referer headers, and a client still sending one should find out.
 */
function manageTokenOf(request: Request, url: URL): string | undefined {
  if (url.searchParams.has('token')) {
    throw new ApiProblem('VALIDATION_FAILED', 'Send the manage token in the Authorization header (Bearer), not in the address.', {
      fields: { token: 'validation.invalid' },
    });
  }
  return bearerToken(request);
}

/**
 * `GET /bookings/{id}`: a booking; contact details in full only with its manage token or an
 * unexpired access token (`Authorization: Bearer`; `?token=` is 400); the service's name in the request's locale, else
 * the booking's own. A wrong
 * token and an unknown id answer the same 404, so neither reveals that a booking exists.
 *
 * `GET /bookings/{id1},{id2}` (up to MAX_BOOKINGS_PER_VIEW, 52: a whole series): `{ bookings }` in the public view, in the order asked;
 * 404 when any of them is missing.
 */
export const getBooking: RouteHandler = async ({ db, request, url, params, now }) => {
  const id = params.id ?? '';
  const token = manageTokenOf(request, url);
  const locale = requestLocale(url, request);
  if (id.includes(',')) {
    const ids = [...new Set(id.split(','))];
    if (ids.length > MAX_BOOKINGS_PER_VIEW) {
      throw new ApiProblem('VALIDATION_FAILED', `At most ${MAX_BOOKINGS_PER_VIEW} bookings can be viewed at once.`, {
        fields: { id: 'validation.invalid' },
        params: { max: MAX_BOOKINGS_PER_VIEW },
      });
    }
    if (!ids.every((each) => BOOKING_ID.test(each))) throw notFound('Booking not found.');
    const records = await findBookings(db, ids, locale);
    if (records.length !== ids.length) throw notFound('Booking not found.');
    const views = await paymentViews(db, ids, now());
    return jsonResponse(
      200,
      { bookings: records.map((record) => publicBookingView(addPaymentView(record.booking, views))) },
      LOCALIZED_HEADERS,
    );
  }
  if (!BOOKING_ID.test(id)) throw notFound('Booking not found.');
  const record = await findBooking(db, id, { locale });
  if (
    !record ||
    (token !== undefined &&
      !(await bookingTokenMatches(db, { id: record.booking.id, manageTokenHash: record.manageTokenHash }, token, now())))
  )
    throw notFound('Booking not found.');
  const booking = await withPayments(db, record.booking, now());
  return jsonResponse(200, token === undefined ? publicBookingView(booking) : booking, LOCALIZED_HEADERS);
};
