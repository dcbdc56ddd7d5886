import { ServiceChoice } from '../components/service-choice';
import { apiClient } from '../lib/booking-api.server';
import { BUSINESS_NAME } from '../lib/business.server';
import { pageLocale } from '../lib/locale.server';
import { useLocalePath } from '../lib/locale-path';
import { notFound } from '../lib/not-found';
import { metaTitle } from '../lib/page-title';
import { orNotFound } from '../lib/route-params.server';
import type { Route } from './+types/service-menu';

/** The page's title and description: the menu's. */
export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? [
        { title: metaTitle(matches, [loaderData.menu.name, loaderData.businessName]) },
        { name: 'description', content: loaderData.menu.description },
      ]
    : [{ title: 'booking-kit' }];

/**
 * A service menu by its slug (`/widget/service-menus/{serviceMenuSlug}`) or its id
 * (`/widget/service-menu/{serviceMenuId}`), each route taking only its own kind of reference:
 * its categories and their services, in the page's language.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const locale = await pageLocale(request, params.locale);
  const api = apiClient(request, { locale });
  const reference = params.serviceMenuSlug ?? params.serviceMenuId ?? '';
  const menu = await orNotFound(request, api.getServiceMenu(reference), 'calendar');
  if (
    (params.serviceMenuSlug !== undefined && menu.slug !== reference) ||
    (params.serviceMenuId !== undefined && menu.id !== reference)
  ) {
    throw notFound(request, 'calendar');
  }
  return { menu, businessName: BUSINESS_NAME };
}

/** `/widget/service-menus/{slug}` and `/widget/service-menu/{id}`: the menu; a service chosen opens its calendar. */
export default function ServiceMenu({ loaderData }: Route.ComponentProps) {
  const pathOf = useLocalePath();
  const { menu } = loaderData;
  // Every service of every category, once: a service may stand under several headings.
  const services = [...new Map(menu.categories.flatMap((category) => category.services).map((s) => [s.slug, s])).values()];
  return (
    <ServiceChoice
      title={menu.name}
      description={menu.description}
      services={services}
      categories={menu.categories}
      hrefFor={(service) => pathOf(`/widget/service-menus/${menu.slug}/${service}`)}
    />
  );
}
