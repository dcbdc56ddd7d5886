import type { BookingApiClient } from '../api/api-client';
import type { PostedEntries } from '../forms/posted-answers';
import { ApiError } from '../http/http-client';
import { parseBookingReference } from '../links/link-references';
import { type Booking, MAX_BOOKINGS_PER_VIEW } from '../schemas/booking';
import { findBookingFormSchema } from '../schemas/find-booking';
import { heldBookingIds, readManageTokenCookie } from './manage-token-cookie';

/** What the find-booking form answers when it opened no booking: per field or for the whole form. */
export interface FindBookingFailure {
  /** Message keys per field ('validation.required'...). */
  fields: Partial<Record<'reference' | 'email', string>>;
  /** A message key for the form as a whole ('findBooking.notFound', 'errors.RATE_LIMITED'...). */
  error?: string;
  /** What was typed, to fill the form in again. */
  values: { reference: string; email: string };
}

/** A booking the find-booking form opened: its id and a manage token for this visitor. */
export interface OpenedBooking {
  id: string;
  manageToken: string;
}

/** Whether the API answered "no such booking" (or a refusal that says no more than that). */
const isNotFound = (error: unknown) => error instanceof ApiError && (error.statusCode === 404 || error.statusCode === 400);

/** The first text posted under `name`, as a form's `get` gives it; '' when there is none. */
const postedText = (posted: PostedEntries, name: string) => String(posted.getAll(name)[0] ?? '');

/**
 * Opens a booking from a posted find-booking form (`findBookingFormSchema`): the reference and
 * the email it was booked with (the API grants a manage token of its own), or a pasted manage link
 * (its token is checked). With `service`, only a booking of that service counts (a service's
 * cancel page). A booking that does not exist, another email and another service answer alike:
 * 'not found'; too many tries, 'errors.RATE_LIMITED'. Keep the token in an HttpOnly cookie
 * (`manageTokenCookie`). A server failure rejects.
 * @example
 * const answer = await openBookingFromForm(api, await request.formData());
 * if (isOpenedBooking(answer)) headers.append('set-cookie', manageTokenCookie(answer.id, answer.manageToken));
 */
export async function openBookingFromForm(
  api: Pick<BookingApiClient, 'getBooking' | 'requestBookingAccess'>,
  posted: PostedEntries,
  options: { service?: string | undefined } = {},
): Promise<OpenedBooking | FindBookingFailure> {
  const values = { reference: postedText(posted, 'reference'), email: postedText(posted, 'email') };
  const parsed = findBookingFormSchema.safeParse(values);
  if (!parsed.success) {
    const fields: FindBookingFailure['fields'] = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if ((field === 'reference' || field === 'email') && fields[field] === undefined) fields[field] = issue.message;
    }
    return { fields, values };
  }
  const reference = parseBookingReference(parsed.data.reference);
  if (!reference) return { fields: { reference: 'validation.bookingReferenceInvalid' }, values };
  try {
    const token = reference.token ?? (await api.requestBookingAccess(reference.id, { email: parsed.data.email })).manageToken;
    const booking = await api.getBooking(reference.id, token);
    const emailMatches = booking.contact.email?.trim().toLowerCase() === parsed.data.email.toLowerCase();
    if (!emailMatches || (options.service !== undefined && booking.service.slug !== options.service)) {
      return { fields: {}, error: 'findBooking.notFound', values };
    }
    return { id: booking.id, manageToken: token };
  } catch (error) {
    if (isNotFound(error)) return { fields: {}, error: 'findBooking.notFound', values };
    if (error instanceof ApiError && error.statusCode === 429) return { fields: {}, error: 'errors.RATE_LIMITED', values };
    throw error;
  }
}

/**
 * Whether {@link openBookingFromForm} opened a booking.
 * @example if (!isOpenedBooking(answer)) return data(answer, { status: 400 });
 */
export function isOpenedBooking(answer: OpenedBooking | FindBookingFailure): answer is OpenedBooking {
  return 'manageToken' in answer;
}

/**
 * The booking in its full view when `token` opens it; null when the API refuses it (a token that
 * no longer opens it, a booking that is gone). A server failure rejects.
 * @example const booking = await bookingOpenedBy(api, id, readManageTokenCookie(cookieHeader, id));
 */
export function bookingOpenedBy(api: Pick<BookingApiClient, 'getBooking'>, id: string, token: string): Promise<Booking | null> {
  return api.getBooking(id, token).catch((error: unknown) => {
    if (error instanceof ApiError && error.statusCode < 500) return null;
    throw error;
  });
}

/**
 * A booking with the details its manage token opens, and the token when it did. A token that no
 * longer opens it (the booking was rescheduled on another device, which gave it a new token) gets
 * its public view, without contact details, and no token, instead of 'not found'.
 * @example const { booking, token } = await readManagedBooking(api, id, readManageTokenCookie(cookieHeader, id));
 */
export async function readManagedBooking(
  api: Pick<BookingApiClient, 'getBooking'>,
  id: string,
  token: string | undefined,
): Promise<{ booking: Booking; token: string | undefined }> {
  if (token === undefined) return { booking: await api.getBooking(id), token };
  try {
    return { booking: await api.getBooking(id, token), token };
  } catch (error) {
    if (!(error instanceof ApiError) || error.statusCode !== 404) throw error;
    return { booking: await api.getBooking(id), token: undefined };
  }
}

/**
 * The bookings a browser may manage (their manage tokens are its cookies, see
 * `manageTokenCookie`), each in its full view, by start; one whose token no longer opens it
 * (rescheduled elsewhere, or gone) is left out. At most `max`, the newest cookies.
 * @example const bookings = await readHeldBookings(api, request.headers.get('cookie'));
 */
export async function readHeldBookings(
  api: Pick<BookingApiClient, 'getBooking'>,
  cookieHeader: string | null | undefined,
  max: number = MAX_BOOKINGS_PER_VIEW,
): Promise<Booking[]> {
  const read = await Promise.all(
    heldBookingIds(cookieHeader, max).map((id) => {
      const token = readManageTokenCookie(cookieHeader, id);
      return token ? api.getBooking(id, token).catch(() => null) : null;
    }),
  );
  return read.filter((booking): booking is Booking => booking !== null).sort((a, b) => a.start.localeCompare(b.start));
}
