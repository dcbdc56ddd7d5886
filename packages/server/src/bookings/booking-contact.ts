import {
  type Booking,
  createBookingRequestSchema,
  createDetailsFormSchema,
  DETAILS_FORM_FIELDS,
  type DetailsFieldName,
  type DetailsFormConfig,
  type DetailsFormData,
  type DetailsFormValues,
  detailsFormConfigSchema,
  detailsFormErrors,
  detailsFormSchemaOptions,
  localDateKey,
  slugSchema,
  timeZoneSchema,
  type ValidationMessageKey,
} from '@booking-kit/core';
import type { Queryable } from '../db/database';
import { DomainError } from '../errors/domain-error';
import { invalidInputFields } from '../errors/invalid-input';
import type { CreateBookingInput } from './create-booking-input';

/** The details the visitor gave, checked for one service: the details form's checked data. */
export type CheckedContact = DetailsFormData;

/** Today in the visitor's time zone (`YYYY-MM-DD`): a date of birth after it is refused. */
export function contactToday(timeZone: string, now: Date): string {
  return localDateKey(timeZone, now.getTime());
}

/**
 * The contact as the details form holds it: the text fields the client sent, `''` for those it
 * left out (or sent as something other than text: the request's own check names those), consent
 * `true` only when ticked.
 */
function formValues(contact: unknown): DetailsFormValues {
  const given = contact !== null && typeof contact === 'object' ? (contact as Record<string, unknown>) : {};
  const text = (name: DetailsFieldName) => {
    const value = Object.hasOwn(given, name) ? given[name] : undefined;
    return typeof value === 'string' ? value : '';
  };
  return {
    firstName: text('firstName'),
    lastName: text('lastName'),
    email: text('email'),
    phone: text('phone'),
    dateOfBirth: text('dateOfBirth'),
    location: text('location'),
    additionalInformation: text('additionalInformation'),
    consent: Object.hasOwn(given, 'consent') && given.consent === true,
  };
}

/**
 * Checks a booking's contact against what its service asks (`service.detailsForm`) with the
 * details form's own schema, the one the visitor's browser ran: the same fields required, the
 * same message keys. Fields the service hides are dropped.
 * @returns the checked details, or the first message key per field (in form order)
 */
export function checkContact(
  contact: unknown,
  config: Partial<DetailsFormConfig>,
  today: string,
): { success: true; data: CheckedContact } | { success: false; errors: Partial<Record<DetailsFieldName, ValidationMessageKey>> } {
  const result = detailsSchemaFor(detailsFormSchemaOptions(config, today)).safeParse(formValues(contact));
  return result.success ? { success: true, data: result.data } : { success: false, errors: detailsFormErrors(result) };
}

/** Compiled details schemas by their options (plain data); the most recently used kept. */
const detailsSchemas = new Map<string, ReturnType<typeof createDetailsFormSchema>>();
const MAX_DETAILS_SCHEMAS = 200;

/**
 * The details schema for these options, made once: building a zod schema costs more than using
 * it (a quarter of a millisecond a booking), and a business has a handful of forms a day.
 */
function detailsSchemaFor(options: Parameters<typeof createDetailsFormSchema>[0]) {
  const key = JSON.stringify(options);
  let schema = detailsSchemas.get(key);
  if (schema) {
    detailsSchemas.delete(key);
  } else {
    schema = createDetailsFormSchema(options);
    if (detailsSchemas.size >= MAX_DETAILS_SCHEMAS) detailsSchemas.delete(detailsSchemas.keys().next().value as string);
  }
  detailsSchemas.set(key, schema);
  return schema;
}

function contactFields(errors: Partial<Record<DetailsFieldName, ValidationMessageKey>>): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([name, key]) => [`contact.${name}`, key]));
}

/**
 * `checkContact`, or the VALIDATION_FAILED naming each bad field (`contact.location`:
 * 'validation.locationRequired').
 * @throws {DomainError} VALIDATION_FAILED
 */
export function checkedContact(contact: unknown, config: Partial<DetailsFormConfig>, today: string): CheckedContact {
  const checked = checkContact(contact, config, today);
  if (checked.success) return checked.data;
  throw new DomainError('VALIDATION_FAILED', 'Some contact details are not valid.', {
    fields: contactFields(checked.errors),
  });
}

/** The details form configuration of each of these services that exists, by slug. */
async function detailsFormsOf(db: Queryable, slugs: readonly string[]): Promise<Map<string, DetailsFormConfig>> {
  if (slugs.length === 0) return new Map();
  const { rows } = await db.query<{ slug: string; details_form: unknown }>(
    'SELECT slug, details_form FROM services WHERE slug = ANY($1::text[])',
    [[...slugs]],
  );
  return new Map(rows.map((row) => [row.slug, detailsFormConfigSchema.parse(row.details_form)]));
}

/** The valid service slugs a request body names, itself or in its cart items, whatever else is wrong with it. */
function requestedServices(body: unknown): string[] {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return [];
  const request = body as Record<string, unknown>;
  const candidates = [Object.hasOwn(request, 'service') ? request.service : undefined];
  const items = Object.hasOwn(request, 'items') ? request.items : undefined;
  if (Array.isArray(items)) {
    for (const item of items.slice(0, 100)) {
      if (item !== null && typeof item === 'object' && Object.hasOwn(item, 'service')) {
        candidates.push((item as Record<string, unknown>).service);
      }
    }
  }
  const slugs = candidates.flatMap((candidate) => (slugSchema.safeParse(candidate).success ? [candidate as string] : []));
  return [...new Set(slugs)];
}

/**
 * Parses a `POST /bookings` body (`createBookingRequestSchema`). The contact's rules depend on the
 * service: a valid request's contact is checked by the booking (`bookingWriter`, with the service
 * it reads anyway, so no extra round trip); an invalid request's contact is checked here against
 * every service it names, so that one error names a bad start and a missing location at once. An
 * unknown service is left to the booking itself (NOT_FOUND).
 * @throws {DomainError} VALIDATION_FAILED
 */
export async function parseBookingRequest(db: Queryable, body: unknown, now: Date): Promise<CreateBookingInput> {
  const result = createBookingRequestSchema.safeParse(body, { reportInput: true });
  if (result.success) return result.data;
  const request = body !== null && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const contact = Object.hasOwn(request, 'contact') ? request.contact : undefined;
  const contactErrors: Record<string, string> = {};
  if (contact !== null && typeof contact === 'object' && !Array.isArray(contact)) {
    const zone = timeZoneSchema.safeParse(request.timeZone);
    const today = contactToday(zone.success ? zone.data : 'UTC', now);
    for (const config of (await detailsFormsOf(db, requestedServices(body))).values()) {
      const checked = checkContact(contact, config, today);
      if (!checked.success) {
        for (const [field, key] of Object.entries(contactFields(checked.errors))) contactErrors[field] ??= key;
      }
    }
  }
  const fields = { ...invalidInputFields(result.error) };
  for (const name of DETAILS_FORM_FIELDS) {
    const field = `contact.${name}`;
    const key = contactErrors[field];
    if (key !== undefined) fields[field] ??= key;
  }
  throw new DomainError('VALIDATION_FAILED', 'Some fields are not valid.', { fields });
}

/** A booking's contact as the API shows it to the holder of its manage token: the fields given. */
export function contactView(contact: CheckedContact): Booking['contact'] {
  const { firstName, lastName, email, phone, dateOfBirth, location, additionalInformation, consent } = contact;
  return {
    firstName,
    lastName,
    email,
    ...(phone !== undefined && { phone }),
    ...(dateOfBirth !== undefined && { dateOfBirth }),
    ...(location !== undefined && { location }),
    ...(additionalInformation !== undefined && { additionalInformation }),
    ...(consent && { consent }),
  };
}
