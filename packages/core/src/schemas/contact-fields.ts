import * as z from 'zod/mini';
import { validationMessages } from './messages';
import { noControlCharacters } from './plain-text';

// These field schemas use zod/mini, which a bundler can tree-shake: the details form and the guest
// list run them in the visitor's browser, so they must not pull in the whole of zod.

/** What a phone number may look like: digits with spaces, brackets, hyphens or dots, an optional leading `+`. */
export const PHONE_PATTERN = /^\+?[0-9][0-9 ()\-.]{4,30}$/;

/** A person's name: letters (any script), spaces, apostrophes, hyphens and dots. */
export const PERSON_NAME_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M}' .\-’]*$/u;

/**
 * Required one-line text: trimmed, not empty ('validation.required'), no control characters
 * ('validation.controlCharacters'), at most `max` characters ('validation.tooLong'); an empty or
 * too long text stops the checks.
 * @example requiredText(100).safeParse('  ').error?.issues[0]?.message // 'validation.required'
 */
export function requiredText(max: number) {
  return z
    .string({ error: validationMessages.required })
    .check(
      z.trim(),
      z.minLength(1, { error: validationMessages.required, abort: true }),
      noControlCharacters('single-line'),
      z.maxLength(max, { error: validationMessages.tooLong, abort: true }),
    );
}

/**
 * A person's first or last name ('validation.nameInvalid' for digits or symbols).
 * @example personName(100).safeParse('Zoë').success // true
 */
export function personName(max: number) {
  return requiredText(max).check(z.regex(PERSON_NAME_PATTERN, { error: validationMessages.nameInvalid }));
}

/**
 * An email address ('Email is invalid!' as `validation.emailInvalid`), trimmed.
 * @example emailAddress().safeParse('ada@example').success // false
 */
export function emailAddress() {
  return z.pipe(requiredText(254), z.email({ error: validationMessages.emailInvalid }));
}

/**
 * A phone number ('validation.phoneInvalid'), trimmed.
 * @example phoneNumber().safeParse('+31 20 123 4567').success // true
 */
export function phoneNumber() {
  return requiredText(32).check(z.regex(PHONE_PATTERN, { error: validationMessages.phoneInvalid }));
}
