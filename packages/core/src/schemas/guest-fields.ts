import * as z from 'zod/mini';
import { PERSON_NAME_PATTERN } from './contact-fields';
import { validationMessages } from './messages';
import { noControlCharacters } from './plain-text';

// zod/mini: the guest list checks these in the visitor's browser (see contact-fields.ts).

/**
 * Fewest and most guests one booking may bring (the spec's guest count range).
 * @example guests.length >= GUEST_COUNT.min && guests.length <= GUEST_COUNT.max
 */
export const GUEST_COUNT = { min: 1, max: 100 } as const;

/**
 * The comparison key of an email: case-insensitive, as the spec's uniqueness rule asks.
 * @example emailKey(' Ada@Example.com') === emailKey('ada@example.com') // true
 */
export const emailKey = (email: string) => email.trim().toLowerCase();

/**
 * A guest's name: 'Name is required', no control characters, 'Name is invalid'. No check aborts: an aborting issue in one
 * guest would skip the list's email-uniqueness check, and a visitor should see every problem at
 * once. Each field's first issue is the one to show.
 * @example guestName().safeParse('').error?.issues[0]?.message // 'validation.guestNameRequired'
 */
export function guestName() {
  return z
    .string({ error: validationMessages.guestNameRequired })
    .check(
      z.trim(),
      z.minLength(1, { error: validationMessages.guestNameRequired }),
      noControlCharacters('single-line'),
      z.maxLength(100, { error: validationMessages.tooLong }),
      z.regex(PERSON_NAME_PATTERN, { error: validationMessages.guestNameInvalid }),
    );
}

/**
 * A guest's email: required, then 'Email is invalid!'.
 * @example guestEmail().safeParse('ada@').error?.issues[0]?.message // 'validation.emailInvalid'
 */
export function guestEmail() {
  return z.pipe(
    z
      .string({ error: validationMessages.required })
      .check(
        z.trim(),
        z.minLength(1, { error: validationMessages.required }),
        noControlCharacters('single-line'),
        z.maxLength(254, { error: validationMessages.tooLong }),
      ),
    z.email({ error: validationMessages.emailInvalid }),
  );
}
