import { emailKey, GUEST_COUNT, guestEmail, guestName } from '../schemas/guest-fields';
import type { Guest } from '../schemas/guests';
import { type ValidationMessageKey, validationMessages } from '../schemas/messages';

// The same field rules as `guestSchema`, from the zod/mini module the browser can tree-shake.
const nameSchema = guestName();
const emailSchema = guestEmail();

/** One guest's problems, as message keys per field. */
export interface GuestFieldErrors {
  name?: ValidationMessageKey;
  email?: ValidationMessageKey;
}

/** The outcome of `validateGuests`. */
export type GuestsValidation =
  | { success: true; guests: Guest[] }
  | {
      success: false;
      /** `validation.guestCountRange` when there are fewer than 1 or more than 100 guests. */
      count?: ValidationMessageKey;
      /** Per guest, in input order; `{}` for a guest without problems. */
      guests: GuestFieldErrors[];
    };

/**
 * Checks a guest list the way the details form shows it: every guest's fields are checked even
 * when the count is out of range, so that the form can mark them all at once.
 * @example
 * validateGuests([{ name: '', email: 'ada@x.io' }, { name: 'Bo', email: 'ADA@x.io' }])
 * // { success: false, guests: [{ name: 'validation.guestNameRequired' }, { email: 'validation.guestEmailUnique' }] }
 */
export function validateGuests(guests: unknown): GuestsValidation {
  if (!Array.isArray(guests)) return { success: false, count: validationMessages.guestCountRange, guests: [] };
  const parsed: Guest[] = [];
  const errors: GuestFieldErrors[] = [];
  const seen = new Set<string>();
  for (const guest of guests) {
    // Fields are checked one by one so that a bad name does not hide a duplicate email.
    const fields: Record<string, unknown> = typeof guest === 'object' && guest !== null ? guest : {};
    const name = nameSchema.safeParse(fields.name);
    const email = emailSchema.safeParse(fields.email);
    const fieldErrors: GuestFieldErrors = {};
    if (!name.success) fieldErrors.name = firstMessage(name.error.issues);
    if (!email.success) fieldErrors.email = firstMessage(email.error.issues);
    else if (seen.has(emailKey(email.data))) fieldErrors.email = validationMessages.guestEmailUnique;
    else seen.add(emailKey(email.data));
    if (name.success && !fieldErrors.email && email.success) parsed.push({ name: name.data, email: email.data });
    errors.push(fieldErrors);
  }
  const failed = parsed.length !== guests.length;
  const countOutOfRange = guests.length < GUEST_COUNT.min || guests.length > GUEST_COUNT.max;
  if (!failed && !countOutOfRange) return { success: true, guests: parsed };
  return countOutOfRange
    ? { success: false, count: validationMessages.guestCountRange, guests: errors }
    : { success: false, guests: errors };
}

function firstMessage(issues: ReadonlyArray<{ message: string }>): ValidationMessageKey {
  return (issues[0]?.message ?? validationMessages.invalid) as ValidationMessageKey;
}
