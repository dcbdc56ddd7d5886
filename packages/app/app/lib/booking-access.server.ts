import { ApiError, type BookingApiClient, findBookingFormSchema, parseBookingReference } from '@booking-kit/core';
import { manageTokenCookie } from './manage-token.server';

/** What the find-booking form answers when it opened no booking: per field or for the whole form. */
export interface FindBookingFailure {
  /** Message keys per field ('validation.required'...). */
  fields: Partial<Record<'reference' | 'email', string>>;
  /** A message key for the form as a whole ('findBooking.notFound', 'errors.RATE_LIMITED'...). */
  error?: string;
  /** What was typed, to fill the form in again. */
  values: { reference: string; email: string };
}

/** A booking opened by the form: its id and the cookie that now lets this browser manage it. */
export interface OpenedBooking {
  id: string;
  setCookie: string;
}

/** Whether the API answered "no such booking" (or a refusal that says no more than that). */
const isNotFound = (error: unknown) => error instanceof ApiError && (error.statusCode === 404 || error.statusCode === 400);

/**
 * Opens a booking from the find-booking form: the reference and the email it was booked with
 * (the API grants this browser a manage token of its own), or a pasted manage link (its token is
 * checked). With `service`, only a booking of that service counts (a service's cancel page). A
 * booking that does not exist, another email and another service answer alike: 'not found'.
 */
export async function openBookingFromForm(
  api: BookingApiClient,
  form: FormData,
  options: { service?: string; https?: boolean } = {},
): Promise<OpenedBooking | FindBookingFailure> {
  const values = { reference: String(form.get('reference') ?? ''), email: String(form.get('email') ?? '') };
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
    return { id: booking.id, setCookie: manageTokenCookie(booking.id, token, options.https ?? false) };
  } catch (error) {
    if (isNotFound(error)) return { fields: {}, error: 'findBooking.notFound', values };
    if (error instanceof ApiError && error.statusCode === 429) return { fields: {}, error: 'errors.RATE_LIMITED', values };
    throw error;
  }
}

/** Whether the form opened a booking. */
export function isOpened(answer: OpenedBooking | FindBookingFailure): answer is OpenedBooking {
  return 'setCookie' in answer;
}
