import { z } from 'zod';
import { ADDITIONAL_INFORMATION_MAX_LENGTH, LOCATION_MAX_LENGTH } from './details-form-limits';
import { noControlCharacters } from './plain-text';

/** The longest additional information a service may allow, in characters. */
export const MAX_ADDITIONAL_INFORMATION_LENGTH = 10_000;

/** The most locations a service may offer to choose among. */
export const MAX_DETAILS_FORM_LOCATIONS = 50;

/** The longest consent text a service may give, in characters. */
export const MAX_CONSENT_TEXT_LENGTH = 1000;

const requirementSchema = z.enum(['required', 'optional', 'hidden']);

/**
 * What a service asks of the visitor's details form, as the business document declares it and
 * `GET /services/{slug}` returns it (defaults filled in). First name, last name and email are
 * always required. Its fields are `DetailsForm.Root`'s props of the same names, so an app can
 * spread it there; the server checks a booking's contact with the same rules
 * (`createDetailsFormSchema(detailsFormSchemaOptions(config, today))`).
 * @example detailsFormConfigSchema.parse({ location: 'required' }).phone // 'required'
 */
export const detailsFormConfigSchema = z
  .object({
    /** @default 'required' */
    phone: requirementSchema.default('required').meta({ description: 'Whether the form asks for a phone number.' }),
    /** @default 'hidden' */
    dateOfBirth: requirementSchema.default('hidden').meta({ description: 'Whether the form asks for a date of birth.' }),
    /** Where the appointment takes place (a home visit's address, say). @default 'hidden' */
    location: requirementSchema
      .default('hidden')
      .meta({ description: 'Whether the form asks where the appointment takes place (an address, or one of `locations`).' }),
    /** The locations to choose among; without them the location is free text. */
    locations: z
      .array(z.string().trim().min(1).max(LOCATION_MAX_LENGTH).check(noControlCharacters('single-line')))
      .min(1)
      .max(MAX_DETAILS_FORM_LOCATIONS)
      .refine((locations) => new Set(locations).size === locations.length, { error: 'locations must not repeat' })
      .optional()
      .meta({ description: 'The locations to choose among; without them the location is free text.' }),
    /** @default 'hidden' */
    additionalInformation: requirementSchema
      .default('hidden')
      .meta({ description: 'Whether the form asks for additional information (free text on several lines).' }),
    /** @default 1000 */
    additionalInformationMaxLength: z
      .int()
      .min(1)
      .max(MAX_ADDITIONAL_INFORMATION_LENGTH)
      .default(ADDITIONAL_INFORMATION_MAX_LENGTH)
      .meta({ description: 'The longest additional information, in characters.' }),
    /** The text the visitor agrees to by ticking a box they must tick; no consent box without it. */
    consentText: z
      .string()
      .trim()
      .min(1)
      .max(MAX_CONSENT_TEXT_LENGTH)
      .check(noControlCharacters('multi-line'))
      .optional()
      .meta({ description: 'A consent the visitor must give by ticking a box with this text; no box without it.' }),
  })
  .superRefine((config, context) => {
    // A list for a field the form never shows is a mistake in the document, not a choice.
    if (config.locations !== undefined && config.location === 'hidden') {
      context.addIssue({ code: 'custom', path: ['locations'], message: 'locations given while location is hidden' });
    }
  });

/** A service's details form configuration, defaults filled in. */
export type DetailsFormConfig = z.infer<typeof detailsFormConfigSchema>;

/** A service's details form configuration as written (every field may be left out). */
export type DetailsFormConfigInput = z.input<typeof detailsFormConfigSchema>;
