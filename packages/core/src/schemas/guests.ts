import { z } from 'zod';
import { validationMessages } from './messages';

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
 * One guest: a name in any script (letters, spaces, apostrophes, hyphens, dots) and an email.
 * No check aborts: an aborting issue in one guest would skip the list's email-uniqueness check,
 * and a visitor should see every problem at once. Each field's first issue is the one to show.
 * @example guestSchema.parse({ name: 'Zoë Ng', email: 'zoe@example.com' })
 */
export const guestSchema = z.object({
  name: z
    .string({ error: validationMessages.guestNameRequired })
    .trim()
    .min(1, { error: validationMessages.guestNameRequired })
    .max(100, { error: validationMessages.tooLong })
    .regex(/^[\p{L}\p{M}][\p{L}\p{M}' .\-’]*$/u, { error: validationMessages.guestNameInvalid }),
  email: z
    .string({ error: validationMessages.required })
    .trim()
    .min(1, { error: validationMessages.required })
    .max(254, { error: validationMessages.tooLong })
    .pipe(z.email({ error: validationMessages.emailInvalid })),
});

/** A guest. */
export type Guest = z.infer<typeof guestSchema>;

/**
 * A booking's guests: 1 to 100, each valid, emails unique among them regardless of case (the
 * second and later uses of an email carry the error, at `[index, 'email']`).
 * @example guestsSchema.safeParse([{ name: 'Ada', email: 'a@x.io' }, { name: 'Bo', email: 'A@x.io' }])
 * // error at [1, 'email']: 'validation.guestEmailUnique'
 */
export const guestsSchema = z
  .array(guestSchema, { error: validationMessages.guestCountRange })
  .min(GUEST_COUNT.min, { error: validationMessages.guestCountRange })
  .max(GUEST_COUNT.max, { error: validationMessages.guestCountRange })
  .superRefine((guests, context) => {
    const seen = new Set<string>();
    guests.forEach((guest, index) => {
      const key = emailKey(guest.email);
      if (seen.has(key))
        context.addIssue({ code: 'custom', message: validationMessages.guestEmailUnique, path: [index, 'email'] });
      seen.add(key);
    });
  });
