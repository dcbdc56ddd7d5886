/** The details form's fields a host may fill in (the names of core's `DetailsFormValues`). */
export type PrefilledContact = Partial<
  Record<'firstName' | 'lastName' | 'email' | 'phone' | 'dateOfBirth' | 'location' | 'additionalInformation', string>
>;

/** A guest a host knows (core's `Guest`). */
export interface PrefilledGuest {
  name: string;
  email: string;
}

/**
 * What a widget's frame was asked to fill in (its address's `name`, `email`, `phone`, `guests`,
 * `answers`, as `<booking-kit-widget>` passes them on): `<Booker defaultValues>`. The visitor can
 * still change everything.
 * @example framePrefill(new URLSearchParams('name=Ada+Lovelace&email=ada@example.com')) // { contact: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' }, guests: [] }
 */
export function framePrefill(query: URLSearchParams): { contact: PrefilledContact; guests: PrefilledGuest[] } {
  return { contact: prefilledContact(query), guests: prefilledGuests(query) };
}

/**
 * The contact details a host page knows already (a signed-in visitor), from the page's query:
 * `name` (first word the first name, the rest the last), `email`, `phone`, and `answers` (a JSON
 * object of `dateOfBirth`, `location`, `additionalInformation`) — what `<booking-kit-widget>`
 * passes on from its attributes.
 */
function prefilledContact(query: URLSearchParams): PrefilledContact {
  const [firstName, ...rest] = (query.get('name') ?? '').trim().split(/\s+/).filter(Boolean);
  const email = query.get('email')?.trim();
  const phone = query.get('phone')?.trim();
  return {
    ...(firstName && { firstName }),
    ...(rest.length > 0 && { lastName: rest.join(' ') }),
    ...(email && { email }),
    ...(phone && { phone }),
    ...answers(query.get('answers')),
  };
}

/** The details form's other fields a host knows (`answers`, a JSON object): each a string, or left out. */
function answers(raw: string | null): PrefilledContact {
  const value = parsed(raw);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const text = (name: string) => {
    const field = (value as Record<string, unknown>)[name];
    return typeof field === 'string' && field.trim() !== '' ? { [name]: field } : {};
  };
  return { ...text('dateOfBirth'), ...text('location'), ...text('additionalInformation') };
}

/**
 * The guests a host page knows (`guests`, a JSON array of `{ name, email }`): those with a name,
 * at most 100 (the API's limit); the Booker keeps as many as the service's seats allow, and the
 * visitor can change or remove them.
 */
function prefilledGuests(query: URLSearchParams): PrefilledGuest[] {
  const value = parsed(query.get('guests'));
  if (!Array.isArray(value)) return [];
  return value
    .filter((guest): guest is { name: string; email?: unknown } => typeof guest?.name === 'string' && guest.name.trim() !== '')
    .slice(0, 100)
    .map((guest) => ({ name: guest.name.trim(), email: typeof guest.email === 'string' ? guest.email.trim() : '' }));
}

/** A query value's JSON, or undefined when it is none. */
function parsed(raw: string | null): unknown {
  if (!raw) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}
