import { z } from 'zod';
import { emailAddress, personName, phoneNumber } from './contact-fields';

export { PHONE_PATTERN } from './contact-fields';

/** The visitor's contact details, as the details form collects them. */
export const contactDetailsSchema = z.object({
  firstName: personName(100),
  lastName: personName(100),
  email: emailAddress(),
  phone: phoneNumber(),
});

/** Contact details. */
export type ContactDetails = z.infer<typeof contactDetailsSchema>;
