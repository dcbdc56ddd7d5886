import { useLocale } from '@booking-kit/react';
import { BackLink } from '../components/back-link';
import { ServiceCalendarPage } from '../components/service-calendar-page';
import { bookPostedDetails } from '../lib/book-posted-details.server';
import { apiClient } from '../lib/booking-api.server';
import { pageLocale } from '../lib/locale.server';
import { useLocalePath } from '../lib/locale-path';
import { notFound } from '../lib/not-found';
import { metaTitle } from '../lib/page-title';
import { orNotFound } from '../lib/route-params.server';
import { loadServiceCalendar } from '../lib/service-calendar.server';
import type { Route } from './+types/service-menu-service';

/** The page's title: the service and its menu. */
export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? [
        { title: metaTitle(matches, [loaderData.service.name, loaderData.menu.name]) },
        { name: 'description', content: loaderData.service.description },
      ]
    : [{ title: 'booking-kit' }];

/**
 * A service within a service menu (by the menu's slug or id): only a service the menu lists has
 * this page. Its calendar with any of its staff (see `loadServiceCalendar`).
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const locale = await pageLocale(request, params.locale);
  const api = apiClient(request, { locale });
  const menu = await orNotFound(request, api.getServiceMenu(params.servicemenu), 'calendar');
  const service = menu.categories.flatMap((category) => category.services).find((listed) => listed.slug === params.service);
  if (!service) throw notFound(request, 'calendar');
  const performers = service.staff.map(({ slug, name }) => ({ slug, name }));
  return {
    menu: { id: menu.id, slug: menu.slug, name: menu.name },
    ...(await loadServiceCalendar(request, api, service, { performers })),
  };
}

/** A plain post of the details form (no scripts): books the route's service. */
export async function action(args: Route.ActionArgs) {
  return bookPostedDetails(args, { service: args.params.service });
}

/** `/widget/service-menus/{servicemenu}/{service}`: a menu's service, its calendar. */
export default function ServiceMenuService({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useLocale();
  const pathOf = useLocalePath();
  const { menu } = loaderData;
  return (
    <ServiceCalendarPage
      calendar={loaderData}
      failure={actionData}
      context={menu.name}
      before={
        <BackLink to={pathOf(`/widget/service-menus/${menu.slug}`)}>{t('serviceChoice.backTo', { name: menu.name })}</BackLink>
      }
    />
  );
}
