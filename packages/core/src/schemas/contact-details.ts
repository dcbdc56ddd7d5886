import * as z from 'zod/mini';
import { emailAddress, personName, phoneNumber } from './contact-fields';

export { PHONE_PATTERN } from './contact-fields';

/**
 * The visitor's contact details, as the details form collects them. zod/mini, like the field
 * schemas it is made of: apps run it in the visitor's browser, and classic zod would add ~15 kB.
 */
export const contactDetailsSchema = z.object({
  firstName: personName(100),
  lastName: personName(100),
  email: emailAddress(),
  phone: phoneNumber(),
});

/** Contact details. */
export type ContactDetails = z.infer<typeof contactDetailsSchema>;
