import type { DetailsFormValues } from '@booking-kit/core';

/**
 * The contact details a host page knows already (a signed-in visitor), from the page's query:
 * `name` (first word the first name, the rest the last), `email`, `phone` — what
 * `<booking-kit-widget>` passes on from its attributes. The visitor can still change them.
 * @example prefilledContact(new URLSearchParams('name=Ada+Lovelace&email=ada@example.com')) // { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' }
 */
export function prefilledContact(query: URLSearchParams): Partial<DetailsFormValues> {
  const [firstName, ...rest] = (query.get('name') ?? '').trim().split(/\s+/).filter(Boolean);
  const email = query.get('email')?.trim();
  const phone = query.get('phone')?.trim();
  return {
    ...(firstName && { firstName }),
    ...(rest.length > 0 && { lastName: rest.join(' ') }),
    ...(email && { email }),
    ...(phone && { phone }),
  };
}
