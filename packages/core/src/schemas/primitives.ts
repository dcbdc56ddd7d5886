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

/** An ISO-8601 instant in UTC (`2026-03-08T17:00:00.000Z`); the only time format on the wire. */
export const instantSchema = z.iso.datetime({ error: validationMessages.invalid });

/** A calendar date, `YYYY-MM-DD`. */
export const dateKeySchema = z.iso.date({ error: validationMessages.invalid });

/** A local clock time `HH:MM`, 00:00 to 24:00. */
export const timeOfDaySchema = z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/, { error: validationMessages.invalid });

/** A supported interface locale code. */
export const localeSchema = z.enum(['da', 'de', 'en', 'es', 'fr', 'hu', 'it', 'nl', 'pl', 'pt-br', 'pt']);
