import { ApiError, BOOKING_ID_PATTERN, type Booking } from '@booking-kit/core';
import { data, type RouterContextProvider, redirect } from 'react-router';
import { isOpened, openBookingFromForm } from './booking-access.server';
import { apiClient } from './booking-api.server';
import { isHttps } from './cookies';
import { pageLocale } from './locale.server';
import { readManageToken } from './manage-token.server';
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
  let booking: Booking | null = null;
  const token = BOOKING_ID_PATTERN.test(asked) ? readManageToken(request, asked) : undefined;
  if (token !== undefined) {
    try {
      const read = await api.getBooking(asked, token);
      if (service === undefined || read.service.slug === service) booking = read;
    } catch (error) {
      if (!(error instanceof ApiError) || error.statusCode >= 500) throw error;
    }
  }
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
  const answer = await openBookingFromForm(api, await request.formData(), {
    https: isHttps(request),
    ...(service !== undefined && { service }),
  });
  if (!isOpened(answer)) return data(answer, { status: 400, headers: PRIVATE_PAGE_HEADERS });
  const url = new URL(request.url);
  return redirect(`${url.pathname.replace(/\.data$/, '')}?booking=${encodeURIComponent(answer.id)}`, {
    headers: { 'set-cookie': answer.setCookie },
  });
}
