// Type only: the browser's cart merges its services' forms with this, and the schema's classic zod
// (kept for the server's JSON Schema) would otherwise come along into the visitor's details step.
import type { DetailsFormConfig } from './details-form-config';
import { ADDITIONAL_INFORMATION_MAX_LENGTH } from './details-form-limits';

/** How much each requirement asks of the visitor, to keep the most. */
const REQUIREMENT_RANK = { hidden: 0, optional: 1, required: 2 } as const;

/**
 * One details form for several services booked together (a cart), asking everything any of them
 * asks: each field at its strictest requirement, only the locations every list allows (a service
 * taking any place as text adds no limit), the shortest limit on additional information, and the
 * consent texts one after the other. The server checks the contact against each service's own
 * form, so this is the form whose answers pass them all.
 * @example strictestDetailsForm([{ ...a, phone: 'optional' }, { ...b, phone: 'required' }]).phone // 'required'
 */
export function strictestDetailsForm(configs: ReadonlyArray<DetailsFormConfig>): DetailsFormConfig {
  const strictest = (field: 'phone' | 'dateOfBirth' | 'location' | 'additionalInformation') =>
    configs.reduce<DetailsFormConfig[typeof field]>(
      (kept, config) => (REQUIREMENT_RANK[config[field]] > REQUIREMENT_RANK[kept] ? config[field] : kept),
      'hidden',
    );
  const location = strictest('location');
  const lists = configs.flatMap((config) => (config.location !== 'hidden' && config.locations ? [config.locations] : []));
  const locations = lists.reduce<string[]>((kept, list) => kept.filter((place) => list.includes(place)), [...(lists[0] ?? [])]);
  const additionalInformation = strictest('additionalInformation');
  const limits = configs
    .filter((config) => config.additionalInformation !== 'hidden')
    .map((c) => c.additionalInformationMaxLength);
  const consents = [...new Set(configs.flatMap((config) => (config.consentText === undefined ? [] : [config.consentText])))];
  return {
    phone: strictest('phone'),
    dateOfBirth: strictest('dateOfBirth'),
    location,
    ...(location !== 'hidden' && locations.length > 0 && { locations }),
    additionalInformation,
    additionalInformationMaxLength: limits.length > 0 ? Math.min(...limits) : ADDITIONAL_INFORMATION_MAX_LENGTH,
    ...(consents.length > 0 && { consentText: consents.join('\n\n') }),
  };
}
