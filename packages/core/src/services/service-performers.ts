import type { ProviderDetail } from '../schemas/provider';
import type { ServiceDetail } from '../schemas/service';

/** A staff member as pickers show them. */
export interface Performer {
  slug: string;
  name: string;
}

/** Who may perform a service where it is booked, and whether the visitor chooses. */
export interface ServicePerformers {
  /** The staff to choose from (any of them when the visitor does not choose), in the provider's order. */
  performers: Performer[];
  /** The one staff member a person's page books; undefined where the visitor chooses. */
  fixedStaff?: string;
}

/**
 * The staff who perform `service`: at a provider, those of its staff who do (in the provider's
 * order; a person's page books that person), otherwise everyone who performs it.
 * @example servicePerformers(massage, annaDeVries) // { performers: [{ slug: 'anna-de-vries', name: 'Anna de Vries' }], fixedStaff: 'anna-de-vries' }
 */
export function servicePerformers(
  service: Pick<ServiceDetail, 'staff'>,
  provider?: Pick<ProviderDetail, 'kind' | 'staff'>,
): ServicePerformers {
  if (!provider) return { performers: service.staff.map(({ slug, name }) => ({ slug, name })) };
  const performers = provider.staff
    .filter((member) => service.staff.some((staff) => staff.slug === member.slug))
    .map(({ slug, name }) => ({ slug, name }));
  const fixedStaff = provider.kind === 'person' ? performers[0]?.slug : undefined;
  return fixedStaff === undefined ? { performers } : { performers, fixedStaff };
}
