import { z } from 'zod';
import { emailKey, GUEST_COUNT, guestEmail, guestName } from './guest-fields';
import { validationMessages } from './messages';

export { emailKey, GUEST_COUNT } from './guest-fields';

/**
 * One guest: a name in any script (letters, spaces, apostrophes, hyphens, dots) and an email.
 * @example guestSchema.parse({ name: 'Zoë Ng', email: 'zoe@example.com' })
 */
export const guestSchema = z.object({ name: guestName(), email: guestEmail() });

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
