import { z } from 'zod';
import { validationMessages } from './messages';

const requiredText = (max: number) =>
  z
    .string({ error: validationMessages.required })
    .trim()
    .min(1, { error: validationMessages.required, abort: true })
    .max(max, { error: validationMessages.tooLong, abort: true });

/** What a phone number may look like: digits with spaces, brackets, hyphens or dots, an optional leading `+`. */
export const PHONE_PATTERN = /^\+?[0-9][0-9 ()\-.]{4,30}$/;

/** A person's name: letters (any script), spaces, apostrophes, hyphens and dots. */
const personName = (max: number) =>
  requiredText(max).regex(/^[\p{L}\p{M}][\p{L}\p{M}' .\-’]*$/u, { error: validationMessages.nameInvalid });

/** The visitor's contact details, as the details form collects them. */
export const contactDetailsSchema = z.object({
  firstName: personName(100),
  lastName: personName(100),
  email: requiredText(254).pipe(z.email({ error: validationMessages.emailInvalid })),
  phone: requiredText(32).regex(PHONE_PATTERN, { error: validationMessages.phoneInvalid }),
});

/** Contact details. */
export type ContactDetails = z.infer<typeof contactDetailsSchema>;
