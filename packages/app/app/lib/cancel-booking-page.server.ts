import {
  BOOKING_ID_PATTERN,
  bookingOpenedBy,
  isOpenedBooking,
  manageTokenCookie,
  openBookingFromForm,
  readManageTokenCookie,
} from '@booking-kit/core';
import { data, type RouterContextProvider, redirect } from 'react-router';
import { apiClient } from './booking-api.server';
import { cookiesSecure } from './cookies';
import { pageLocale } from './locale.server';
import { PRIVATE_PAGE_HEADERS } from './private-page';
import { clientAddressContext } from './request-context';
import { visitorTimeZone } from './time-zone.server';

interface CancelPageArgs {
  request: Request;
  params: { locale?: string | undefined };
  context: Readonly<RouterContextProvider>;
}

/**
 * A cancel-booking page's data: the booking named by `?booking=` when this browser may manage it
 * (its manage token is a cookie here) and, on a service's cancel page, it is a booking of that
 * service; otherwise no booking, and the page asks for its reference and email.
 */
export async function loadCancelBookingPage({ request, params, context }: CancelPageArgs, service?: string) {
  const locale = await pageLocale(request, params.locale);
  const api = apiClient(request, {
    clientAddress: context.get(clientAddressContext),
    locale,
  });
  const asked = new URL(request.url).searchParams.get('booking') ?? '';
  const timeZone = visitorTimeZone(request);
  const token = BOOKING_ID_PATTERN.test(asked) ? readManageTokenCookie(request.headers.get('cookie'), asked) : undefined;
  const read = token === undefined ? null : await bookingOpenedBy(api, asked, token);
  const booking = read && (service === undefined || read.service.slug === service) ? read : null;
  return data({ booking, reference: booking ? '' : asked.slice(0, 200), timeZone }, { headers: PRIVATE_PAGE_HEADERS });
}

/**
 * The cancel page's find form: a booking it opens (and, on a service's page, of that service) comes
 * back to the same page as `?booking={id}`, with its manage token now a cookie of this browser.
 */
export async function cancelBookingPageAction({ request, params, context }: CancelPageArgs, service?: string) {
  const locale = await pageLocale(request, params.locale);
  const api = apiClient(request, {
    clientAddress: context.get(clientAddressContext),
    locale,
  });
  const answer = await openBookingFromForm(api, await request.formData(), { service });
  if (!isOpenedBooking(answer)) return data(answer, { status: 400, headers: PRIVATE_PAGE_HEADERS });
  const url = new URL(request.url);
  return redirect(`${url.pathname.replace(/\.data$/, '')}?booking=${encodeURIComponent(answer.id)}`, {
    headers: { 'set-cookie': manageTokenCookie(answer.id, answer.manageToken, { secure: cookiesSecure(request), request }) },
  });
}
