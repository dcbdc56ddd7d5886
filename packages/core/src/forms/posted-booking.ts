import type { ApiError } from '../http/http-client';
import type { Locale } from '../i18n/locales';
import type { CreateBookingRequest } from '../schemas/booking';
import { DETAILS_FORM_FIELDS } from '../schemas/details-form';
import type { PostedEntries } from './posted-answers';

/**
 * The fields a plain post of the details form (the DetailsForm's `nativeSubmit`) carries besides
 * the details themselves, as hidden inputs: the time, the staff member, the visitor's zone, the
 * booking's idempotency key, the hold, and the payment choice.
 */
export const POSTED_BOOKING_FIELDS = [
  'start',
  'staff',
  'timeZone',
  'idempotencyKey',
  'holdId',
  'holdToken',
  'paymentChoice',
] as const;

/** What a posted details form books: the page's service and language, and a one-time link it uses up. */
export interface PostedBookingTarget {
  service: string;
  locale: Locale;
  /** The one-time link of the page the form was posted on. @default none */
  oneTimeLink?: string | undefined;
}

/** A posted details form read by {@link readPostedBooking}. */
export interface PostedBooking {
  /** The booking request, for `createBooking`. */
  request: CreateBookingRequest;
  /** The post's idempotency key (one per booking intent, kept across retries); undefined without one. */
  idempotencyKey: string | undefined;
  /** Every posted value by name, to fill the form in again when the booking is refused. */
  values: Record<string, string>;
}

/**
 * The booking request of a plain form post of the details form: what a browser without scripts
 * sends, the same request the library's DetailsForm makes with `nativeSubmit`. Empty details are
 * left out (the API says which are required); a ticked consent is `true`; staff `any` when none.
 * @example
 * const posted = readPostedBooking(await request.formData(), { service: 'massage-60', locale: 'de' });
 * await api.createBooking(posted.request, { idempotencyKey: posted.idempotencyKey });
 */
export function readPostedBooking(posted: PostedEntries, target: PostedBookingTarget): PostedBooking {
  const values: Record<string, string> = {};
  for (const name of [...DETAILS_FORM_FIELDS, ...POSTED_BOOKING_FIELDS]) {
    const [value] = posted.getAll(name);
    if (typeof value === 'string') values[name] = value;
  }
  const contact = Object.fromEntries(
    DETAILS_FORM_FIELDS.filter((name) => name !== 'consent' && values[name] !== undefined && values[name] !== '').map((name) => [
      name,
      values[name],
    ]),
  );
  const choice = values.paymentChoice === 'deposit' || values.paymentChoice === 'full' ? values.paymentChoice : undefined;
  const request: CreateBookingRequest = {
    service: target.service,
    staff: values.staff || 'any',
    start: values.start ?? '',
    timeZone: values.timeZone ?? '',
    locale: target.locale,
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
  };
  return { request, idempotencyKey: values.idempotencyKey || undefined, values };
}

/** What a posted details form is answered with when the booking was refused: the page shows the form again. */
export interface PostedBookingFailure {
  /** The API's error code (`SLOT_UNAVAILABLE`, `VALIDATION_FAILED`...) and its message's values. */
  code: string;
  params: Record<string, string | number>;
  /** Message keys by field: a detail's by its name (`email`), others by the request's path (`start`). */
  fields: Record<string, string>;
  /** Every posted value, to fill the form in again. */
  values: Record<string, string>;
}

/**
 * The answer to a posted details form whose booking the API refused: its code, and its messages
 * by the form's field names (`contact.email` is the form's `email`), with what was posted.
 * @example return data(postedBookingFailure(error, posted.values), { status: error.statusCode });
 */
export function postedBookingFailure(error: ApiError, values: Record<string, string>): PostedBookingFailure {
  const fields: Record<string, string> = {};
  for (const [path, message] of Object.entries(error.fields ?? {})) fields[path.replace(/^contact\./, '')] = message;
  return { code: error.code, params: error.params, fields, values };
}
