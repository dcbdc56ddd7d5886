import { ApiError, manageTokenCookie, postedBookingFailure, readPostedBooking } from '@booking-kit/core';
import { data, type RouterContextProvider, redirect } from 'react-router';
import { apiClient } from './booking-api.server';
import { cookiesSecure } from './cookies';
import { localePath, pageLocale } from './locale.server';
import { clientAddressContext } from './request-context';

/** What a route's action receives, as far as booking from a posted form needs it. */
interface PostedDetailsArgs {
  request: Request;
  params: { locale?: string | undefined };
  context: Readonly<RouterContextProvider>;
}

/**
 * Books from a plain form post of the details form: what a browser without scripts sends, the
 * same request the library's DetailsForm makes with `nativeSubmit` (see core's `readPostedBooking`).
 * A booking goes on to its confirmation with the manage token in its cookie; a refusal answers the
 * form again, filled in, with the API's reasons (400 and the like, never a 5xx for bad input).
 * Every calendar route of one service uses it as its action, for its service and, on a one-time
 * link's page, the link the booking uses up.
 */
export async function bookPostedDetails(
  { request, params, context }: PostedDetailsArgs,
  target: { service: string; oneTimeLink?: string },
) {
  const locale = await pageLocale(request, params.locale);
  const posted = readPostedBooking(await request.formData(), { ...target, locale });
  const api = apiClient(request, { clientAddress: context.get(clientAddressContext), locale });
  try {
    const booking = await api.createBooking(posted.request, { idempotencyKey: posted.idempotencyKey });
    return redirect(localePath(locale, `/widget/booking/${booking.id}`, request), {
      headers: booking.manageToken
        ? { 'set-cookie': manageTokenCookie(booking.id, booking.manageToken, { secure: cookiesSecure(request), request }) }
        : undefined,
    });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return data(postedBookingFailure(error, posted.values), { status: error.statusCode >= 400 ? error.statusCode : 503 });
  }
}
