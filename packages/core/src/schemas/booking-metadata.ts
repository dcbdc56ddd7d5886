import { z } from 'zod';
import { validationMessages } from './messages';

/** The most entries a booking's metadata holds. */
export const MAX_METADATA_ENTRIES = 20;
/** The longest value of a metadata entry, in characters. */
export const MAX_METADATA_VALUE_LENGTH = 500;

/**
 * What a host stores with a booking for its own use (where the visitor came from, its own ids):
 * up to 20 entries, each key 1–40 letters, digits, `_`, `.` or `-`, each value up to 500
 * characters with no control characters. The `<booking-kit-widget>` stores the host page's UTM
 * parameters here (`utm_source`, `utm_campaign`…). Returned with the booking to its manage
 * token's holder, in the admin list and in webhooks; never in the public view.
 * @example { utm_source: 'newsletter', utm_campaign: 'spring', crm_id: 'C-1042' }
 */
export const bookingMetadataSchema = z
  .record(
    z.string().regex(/^[A-Za-z0-9_.-]{1,40}$/, { error: validationMessages.invalid }),
    z
      .string({ error: validationMessages.invalid })
      .max(MAX_METADATA_VALUE_LENGTH, { error: validationMessages.tooLong })
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
      .regex(/^[^\u0000-\u001f\u007f]*$/, { error: validationMessages.controlCharacters }),
    { error: validationMessages.invalid },
  )
  .refine((metadata) => Object.keys(metadata).length <= MAX_METADATA_ENTRIES, { error: validationMessages.invalid });

/** A booking's metadata: the host's own entries. */
export type BookingMetadata = z.infer<typeof bookingMetadataSchema>;
