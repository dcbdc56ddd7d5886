/** A heading of a service menu: its name and its services, by slug or as objects. */
export interface ServiceCategoryInput {
  name: string;
  services: ReadonlyArray<string | { slug: string }>;
}

/** Services under one heading; `name` is `null` for a plain list without categories. */
export interface ServiceCategoryGroup<S> {
  name: string | null;
  services: S[];
}

/**
 * Groups services under a menu's category headings, in the menu's order. Without categories the
 * answer is one group with no name, so a picker renders both cases the same way. A category's
 * services are looked up by slug among `services` (a `ServiceMenu` names slugs, a
 * `ServiceMenuDetail` carries objects: both work); slugs not among them are skipped, and a
 * category left with none is dropped, because an empty heading offers nothing. Services that no
 * category names are not shown: the menu decides what it offers.
 * @example
 * groupServicesByCategory([massage, facial], [{ name: 'Massage', services: ['massage-60'] }])
 * // [{ name: 'Massage', services: [massage] }]
 * @example groupServicesByCategory([massage, facial]) // [{ name: null, services: [massage, facial] }]
 */
export function groupServicesByCategory<S extends { slug: string }>(
  services: ReadonlyArray<S>,
  categories?: ReadonlyArray<ServiceCategoryInput>,
): ServiceCategoryGroup<S>[] {
  if (categories === undefined) return [{ name: null, services: [...services] }];
  const bySlug = new Map(services.map((service) => [service.slug, service]));
  return categories
    .map((category) => ({
      name: category.name,
      services: category.services
        .map((entry) => bySlug.get(typeof entry === 'string' ? entry : entry.slug))
        .filter((service): service is S => service !== undefined),
    }))
    .filter((group) => group.services.length > 0);
}
