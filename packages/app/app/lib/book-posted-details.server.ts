import { ApiError, DETAILS_FORM_FIELDS } from '@booking-kit/core';
import { data, type RouterContextProvider, redirect } from 'react-router';
import { apiClient } from './booking-api.server';
import { isHttps } from './cookies';
import { localePath, pageLocale } from './locale.server';
import { manageTokenCookie } from './manage-token.server';
import { clientAddressContext } from './request-context';

/** The fields a plain post of the details form may carry, besides the details themselves. */
const POSTED = ['start', 'staff', 'timeZone', 'idempotencyKey', 'holdId', 'holdToken', 'paymentChoice'] as const;

/** What a route's action receives, as far as booking from a posted form needs it. */
interface PostedDetailsArgs {
  request: Request;
  params: { locale?: string | undefined };
  context: Readonly<RouterContextProvider>;
}

/** What the route books: its service and, on a one-time link's page, the link the booking uses up. */
export interface PostedBookingTarget {
  service: string;
  oneTimeLink?: string;
}

/**
 * Books from a plain form post of the details form: what a browser without scripts sends, the
 * same request the library's DetailsForm makes with `nativeSubmit`. A booking goes on to its
 * confirmation with the manage token in its cookie; a refusal answers the form again, filled in,
 * with the API's reasons (400 and the like, never a 5xx for bad input). Every calendar route of
 * one service uses it as its action.
 */
export async function bookPostedDetails({ request, params, context }: PostedDetailsArgs, target: PostedBookingTarget) {
  const locale = await pageLocale(request, params.locale);
  const form = await request.formData();
  const values: Record<string, string> = {};
  for (const name of [...DETAILS_FORM_FIELDS, ...POSTED]) {
    const value = form.get(name);
    if (typeof value === 'string') values[name] = value;
  }
  const contact = Object.fromEntries(
    DETAILS_FORM_FIELDS.filter((name) => name !== 'consent' && values[name] !== undefined && values[name] !== '').map((name) => [
      name,
      values[name],
    ]),
  );
  const choice = values.paymentChoice === 'deposit' || values.paymentChoice === 'full' ? values.paymentChoice : undefined;
  const api = apiClient(request, { clientAddress: context.get(clientAddressContext), locale });
  try {
    const booking = await api.createBooking(
      {
        service: target.service,
        staff: values.staff || 'any',
        start: values.start ?? '',
        timeZone: values.timeZone ?? '',
        locale,
        contact: {
          firstName: '',
          lastName: '',
          email: '',
          ...contact,
          ...(values.consent !== undefined && { consent: values.consent === 'on' }),
        },
        ...(values.holdId && values.holdToken && { hold: { id: values.holdId, token: values.holdToken } }),
        ...(choice && { paymentChoice: choice }),
        ...(target.oneTimeLink && { oneTimeLink: target.oneTimeLink }),
      },
      { idempotencyKey: values.idempotencyKey || undefined },
    );
    return redirect(localePath(locale, `/widget/booking/${booking.id}`, request), {
      headers: booking.manageToken
        ? { 'set-cookie': manageTokenCookie(booking.id, booking.manageToken, isHttps(request)) }
        : undefined,
    });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const fields: Record<string, string> = {};
    for (const [path, message] of Object.entries(error.fields ?? {})) fields[path.replace(/^contact\./, '')] = message;
    return data(
      { code: error.code, params: error.params, fields, values },
      { status: error.statusCode >= 400 ? error.statusCode : 503 },
    );
  }
}
