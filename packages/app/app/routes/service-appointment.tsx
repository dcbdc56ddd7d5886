import { ServiceCalendarPage } from '../components/service-calendar-page';
import { bookPostedDetails } from '../lib/book-posted-details.server';
import { apiClient } from '../lib/booking-api.server';
import { BUSINESS_NAME } from '../lib/business.server';
import { pageLocale } from '../lib/locale.server';
import { metaTitle } from '../lib/page-title';
import { orNotFound } from '../lib/route-params.server';
import { loadServiceCalendar } from '../lib/service-calendar.server';
import type { Route } from './+types/service-appointment';

/** The page's title and the service's own description. */
export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? [
        { title: metaTitle(matches, [loaderData.service.name, loaderData.businessName]) },
        { name: 'description', content: loaderData.service.description },
      ]
    : [{ title: 'booking-kit' }];

/**
 * A service with whoever performs it: the visitor may choose a staff member or take anyone free
 * ('Any available staff'), and the shown month's slots follow (see `loadServiceCalendar`).
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const locale = await pageLocale(request, params.locale);
  const api = apiClient(request, { locale });
  const service = await orNotFound(request, api.getService(params.service), 'calendar');
  const performers = service.staff.map(({ slug, name }) => ({ slug, name }));
  return { businessName: BUSINESS_NAME, ...(await loadServiceCalendar(request, api, service, { performers })) };
}

/** A plain post of the details form (no scripts): books the route's service. */
export async function action(args: Route.ActionArgs) {
  return bookPostedDetails(args, { service: args.params.service });
}

/** `/widget/appointment/service/{service}`: a service's calendar with any available staff. */
export default function ServiceAppointment({ loaderData, actionData }: Route.ComponentProps) {
  return <ServiceCalendarPage calendar={loaderData} failure={actionData} />;
}
