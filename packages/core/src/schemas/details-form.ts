// zod/mini: this schema runs in the visitor's browser, and mini tree-shakes to what it uses.
import * as z from 'zod/mini';
import { emailAddress, personName, phoneNumber } from './contact-fields';
import type { DetailsFormConfig } from './details-form-config';
import { ADDITIONAL_INFORMATION_MAX_LENGTH, LOCATION_MAX_LENGTH } from './details-form-limits';
import { type ValidationMessageKey, validationMessages } from './messages';
import { noControlCharacters } from './plain-text';

/** Whether the details form shows a field, and whether the visitor must fill it in. */
export type DetailsFieldRequirement = 'hidden' | 'optional' | 'required';

/** The details form's fields, in form order (the order errors are listed and focused in). */
export const DETAILS_FORM_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'dateOfBirth',
  'location',
  'additionalInformation',
  'consent',
] as const;

/** A field of the details form, e.g. `dateOfBirth`. */
export type DetailsFieldName = (typeof DETAILS_FORM_FIELDS)[number];

/** The earliest date of birth the form accepts: older dates are typing mistakes, not visitors. */
export const EARLIEST_DATE_OF_BIRTH = '1900-01-01';

/** What the service asks of the details form; first name, last name and email are always required. */
export interface DetailsFormSchemaOptions {
  /** @default 'required' (as in `contactDetailsSchema`) */
  phone?: DetailsFieldRequirement;
  /** @default 'hidden' */
  dateOfBirth?: DetailsFieldRequirement;
  /** `required` when the service asks where the appointment takes place. @default 'hidden' */
  location?: DetailsFieldRequirement;
  /** The locations to choose among; without them the location is free text. */
  locations?: ReadonlyArray<string>;
  /** @default 'hidden' */
  additionalInformation?: DetailsFieldRequirement;
  /** @default 1000 ({@link ADDITIONAL_INFORMATION_MAX_LENGTH}) */
  additionalInformationMaxLength?: number;
  /** The visitor must tick the consent box (the service gave a consent text). @default false */
  consent?: boolean;
  /**
   * Today in the visitor's time zone, `YYYY-MM-DD`: a date of birth after it is rejected. Passed
   * in so that validation never depends on the machine's clock or time zone.
   */
  today: string;
}

/**
 * The schema options for a service's details form configuration (`service.detailsForm`), so the
 * server checks a booking's contact exactly as the visitor's form does.
 * @param today today in the visitor's time zone, `YYYY-MM-DD`
 * @example createDetailsFormSchema(detailsFormSchemaOptions(service.detailsForm, '2026-03-09'))
 */
export function detailsFormSchemaOptions(config: Partial<DetailsFormConfig>, today: string): DetailsFormSchemaOptions {
  const { consentText, locations, ...requirements } = config;
  return {
    ...requirements,
    ...(locations !== undefined && { locations }),
    consent: consentText !== undefined,
    today,
  };
}

/** What the form holds while the visitor types: every field as entered, unticked consent `false`. */
export interface DetailsFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  /** `YYYY-MM-DD`, or `''`. */
  dateOfBirth: string;
  location: string;
  additionalInformation: string;
  consent: boolean;
}

/** The checked details: trimmed; fields the form does not show, or left empty when optional, are `undefined`. */
export interface DetailsFormData {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string | undefined;
  /** `YYYY-MM-DD`. */
  dateOfBirth?: string | undefined;
  location?: string | undefined;
  additionalInformation?: string | undefined;
  /** `true` when the form asked for consent (it cannot be sent unticked). */
  consent?: true | undefined;
}

/** An empty form, for `defaultValues`. */
export const EMPTY_DETAILS_FORM_VALUES: DetailsFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  dateOfBirth: '',
  location: '',
  additionalInformation: '',
  consent: false,
};

/**
 * How the form treats each field for these options: `hidden`, `optional` or `required`.
 * @example detailsFormFields({ today: '2026-03-09', location: 'required' }).location // 'required'
 */
export function detailsFormFields(options: DetailsFormSchemaOptions): Record<DetailsFieldName, DetailsFieldRequirement> {
  return {
    firstName: 'required',
    lastName: 'required',
    email: 'required',
    phone: options.phone ?? 'required',
    dateOfBirth: options.dateOfBirth ?? 'hidden',
    location: options.location ?? 'hidden',
    additionalInformation: options.additionalInformation ?? 'hidden',
    consent: options.consent ? 'required' : 'hidden',
  };
}

/** A required field's schema, or, when optional, one where blank (after trimming) means `undefined`. */
function withRequirement(requirement: 'optional' | 'required', schema: z.ZodMiniType<unknown, string>): z.ZodMiniType {
  if (requirement === 'required') return schema;
  return z.pipe(
    z.pipe(
      z.string(),
      z.transform((text: string) => (text.trim() === '' ? undefined : text)),
    ),
    z.optional(schema),
  );
}

/** Text that must be filled in: `error` when blank after trimming; stops the checks. */
const filled = (error: ValidationMessageKey) => z.string({ error }).check(z.trim(), z.minLength(1, { error, abort: true }));

function dateOfBirthSchema(today: string) {
  return z.pipe(
    filled(validationMessages.required),
    z.iso.date({ error: validationMessages.invalid, abort: true }).check(
      z.refine((date: string) => date >= EARLIEST_DATE_OF_BIRTH, { error: validationMessages.invalid, abort: true }),
      z.refine((date: string) => date <= today, { error: validationMessages.dateOfBirthInFuture }),
    ),
  );
}

function locationSchema(locations: ReadonlyArray<string> | undefined) {
  const text = filled(validationMessages.locationRequired).check(
    noControlCharacters('single-line'),
    z.maxLength(LOCATION_MAX_LENGTH, { error: validationMessages.tooLong, abort: true }),
  );
  return locations && locations.length > 0
    ? text.check(z.refine((location: string) => locations.includes(location), { error: validationMessages.invalid }))
    : text;
}

const consentSchema = z.pipe(
  z.boolean({ error: validationMessages.required }),
  z.transform((given: boolean, context) => {
    if (given) return true as const;
    context.issues.push({ code: 'custom', message: validationMessages.required, input: given });
    return z.NEVER;
  }),
);

/**
 * The details form's schema for one service: first name, last name and email always (with
 * the rules of `contactDetailsSchema`), phone, date of birth, location and additional information as
 * the options ask, and a consent that must be ticked when the service gives a consent text.
 * Every error is a message key ('validation.required' → 'This field is required',
 * 'validation.locationRequired' → 'Location is required', 'validation.emailInvalid' →
 * 'Email is invalid!'), never English. Fields the options hide are dropped from the result.
 * @example
 * const schema = createDetailsFormSchema({ today: '2026-03-09', location: 'required' });
 * schema.safeParse({ ...EMPTY_DETAILS_FORM_VALUES, firstName: 'Ada' }).error?.issues[0]?.message
 * // 'validation.required' (lastName)
 */
export function createDetailsFormSchema(options: DetailsFormSchemaOptions): z.ZodMiniType<DetailsFormData, DetailsFormValues> {
  const fields = detailsFormFields(options);
  const maxLength = options.additionalInformationMaxLength ?? ADDITIONAL_INFORMATION_MAX_LENGTH;
  const optionalShapes = {
    phone: phoneNumber(),
    dateOfBirth: dateOfBirthSchema(options.today),
    location: locationSchema(options.locations),
    additionalInformation: filled(validationMessages.required).check(
      noControlCharacters('multi-line'),
      z.maxLength(maxLength, { error: validationMessages.tooLong }),
    ),
  };
  const shape: Record<string, z.ZodMiniType> = {
    firstName: personName(100),
    lastName: personName(100),
    email: emailAddress(),
  };
  for (const [name, schema] of Object.entries(optionalShapes)) {
    const requirement = fields[name as keyof typeof optionalShapes];
    if (requirement !== 'hidden') shape[name] = withRequirement(requirement, schema as z.ZodMiniType<unknown, string>);
  }
  if (fields.consent === 'required') shape.consent = consentSchema;
  // The shape depends on the options, so zod cannot infer it; the fields above match these types.
  return z.object(shape) as unknown as z.ZodMiniType<DetailsFormData, DetailsFormValues>;
}

/**
 * The first message key per field of a failed check, in form order: for a server answering
 * `VALIDATION_FAILED` or a client without react-hook-form.
 * @example
 * detailsFormErrors(schema.safeParse(values)) // { email: 'validation.emailInvalid' }
 */
export function detailsFormErrors(
  result: { success: true } | { success: false; error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> } },
): Partial<Record<DetailsFieldName, ValidationMessageKey>> {
  const errors: Partial<Record<DetailsFieldName, ValidationMessageKey>> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = String(issue.path[0]) as DetailsFieldName;
    errors[field] ??= issue.message as ValidationMessageKey;
  }
  return Object.fromEntries(DETAILS_FORM_FIELDS.filter((name) => errors[name]).map((name) => [name, errors[name]]));
}
