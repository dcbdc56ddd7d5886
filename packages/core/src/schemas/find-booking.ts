import * as z from 'zod/mini';
import { parseBookingReference } from '../links/link-references';
import { emailAddress, requiredText } from './contact-fields';
import { validationMessages } from './messages';

/**
 * The form that opens a booking without its manage link (`/widget/booking`, the cancel-booking
 * pages): the booking's reference, or its confirmation's address, and the email it was booked
 * with. Errors are message keys ('This field is required', 'Email is invalid!').
 * @example findBookingFormSchema.safeParse({ reference: 'AbCdEfGhIjKlMnOpQrStUv', email: 'ada@example.com' }).success // true
 */
export const findBookingFormSchema = z.object({
  reference: requiredText(2000).check(
    z.refine((text) => parseBookingReference(text) !== undefined, { error: validationMessages.bookingReferenceInvalid }),
  ),
  email: emailAddress(),
});

/** The find-booking form's values. */
export type FindBookingForm = z.infer<typeof findBookingFormSchema>;
