import { z } from 'zod';
import { isValidTimeZone } from '../time/zone-offset';
import { validationMessages } from './messages';

/** A URL slug: lowercase letters, digits and single hyphens. */
export const slugSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: validationMessages.invalid })
  .max(80, { error: validationMessages.tooLong });

/** An IANA time-zone name the runtime knows, e.g. `Europe/Amsterdam`. */
export const timeZoneSchema = z.string().refine(isValidTimeZone, { error: validationMessages.invalid });

/**
 * The earliest instant an API request may name: an appointment before it is a typing mistake.
 * @see INSTANT_LIMIT
 */
export const EARLIEST_INSTANT = '2000-01-01T00:00:00.000Z';

/**
 * The first instant an API request may no longer name (year 2200). Later times are absurd for an
 * appointment, and years such as 9999 end past what PostgreSQL holds once a length is added.
 */
export const INSTANT_LIMIT = '2200-01-01T00:00:00.000Z';

const EARLIEST_MS = Date.parse(EARLIEST_INSTANT);
const LIMIT_MS = Date.parse(INSTANT_LIMIT);

/**
 * Whether an ISO-8601 instant lies in the years an API request may name, 2000 to 2199.
 * @example isSupportedInstant('2026-03-08T17:00:00.000Z') // true
 * @example isSupportedInstant('9999-12-31T23:59:59.999Z') // false
 */
export function isSupportedInstant(value: string): boolean {
  const ms = Date.parse(value);
  return ms >= EARLIEST_MS && ms < LIMIT_MS;
}

/**
 * An ISO-8601 instant in UTC (`2026-03-08T17:00:00.000Z`), in the years 2000 to 2199; the only
 * time format on the wire.
 */
export const instantSchema = z.iso
  .datetime({ error: validationMessages.invalid })
  .refine(isSupportedInstant, { error: validationMessages.invalid });

/** A calendar date, `YYYY-MM-DD`. */
export const dateKeySchema = z.iso.date({ error: validationMessages.invalid });

/** A calendar date an API request may name for appointments, `YYYY-MM-DD`, 2000-01-01 to 2199-12-31. */
export const appointmentDateSchema = dateKeySchema.refine((date) => isSupportedInstant(`${date}T00:00:00.000Z`), {
  error: validationMessages.invalid,
});

/** A local clock time `HH:MM`, 00:00 to 24:00. */
export const timeOfDaySchema = z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/, { error: validationMessages.invalid });

/** A supported interface locale code. */
export const localeSchema = z.enum(['da', 'de', 'en', 'es', 'fr', 'hu', 'it', 'nl', 'pl', 'pt-br', 'pt']);
