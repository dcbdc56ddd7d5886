import { z } from 'zod';

/**
 * The visitor's details in `POST /bookings`: the details form's fields as the visitor entered
 * them. Only their types are checked here: which fields are required, and their rules, depend on
 * the service (`service.detailsForm`), so the server checks them with the details form's own
 * schema for that service (`createDetailsFormSchema`), answering 400 VALIDATION_FAILED with a
 * message key per field (`contact.location`: 'validation.locationRequired'). Fields the service
 * does not ask for are ignored.
 */
export const bookingContactSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** Required unless the service makes it optional or hides it. */
  phone: z.string().optional(),
  /** `YYYY-MM-DD`, not after today in the visitor's time zone, not before 1900. */
  dateOfBirth: z.string().optional(),
  /** Free text, or one of the service's `detailsForm.locations`. */
  location: z.string().optional(),
  /** Up to the service's `detailsForm.additionalInformationMaxLength`; may span lines. */
  additionalInformation: z.string().optional(),
  /** `true`: the visitor ticked the service's consent text (required when it has one). */
  consent: z.boolean().optional(),
});

/** The contact details of a booking request. */
export type BookingContact = z.input<typeof bookingContactSchema>;

/**
 * A booking's contact as the API returns it: in full (the fields its service asked for and the
 * visitor gave) to the holder of the manage token, the first name only to anyone else.
 */
export const bookingContactViewSchema = z.object({
  firstName: z.string(),
  lastName: z.string().optional(),
  email: z.string().optional(),
  phone: z.string().optional(),
  /** `YYYY-MM-DD`. */
  dateOfBirth: z.string().optional(),
  location: z.string().optional(),
  additionalInformation: z.string().optional(),
  /** The visitor agreed to the service's consent text when booking. */
  consent: z.literal(true).optional(),
});

/** A booking's contact as returned. */
export type BookingContactView = z.infer<typeof bookingContactViewSchema>;
