import { servicePerformers } from '@booking-kit/core';
import { ServiceCalendarPage } from '../components/service-calendar-page';
import { bookPostedDetails } from '../lib/book-posted-details.server';
import { apiClient } from '../lib/booking-api.server';
import { pageLocale } from '../lib/locale.server';
import { notFound } from '../lib/not-found';
import { metaTitle } from '../lib/page-title';
import { orNotFound } from '../lib/route-params.server';
import { loadServiceCalendar } from '../lib/service-calendar.server';
import type { Route } from './+types/appointment';

/** The page's title and, for search results and link previews, the service's own description. */
export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? [
        { title: metaTitle(matches, [loaderData.service.name, loaderData.provider.name]) },
        { name: 'description', content: loaderData.service.description },
      ]
    : [{ title: 'booking-kit' }];

/**
 * The provider, the service, who performs it here, and the shown month's slots in the visitor's
 * time zone (see `loadServiceCalendar`). A person's page books that person; on a team's page the
 * visitor chooses (or anyone free). Names and descriptions come in the page's language.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const locale = await pageLocale(request, params.locale);
  const api = apiClient(request, { locale });
  const [provider, service] = await Promise.all([
    orNotFound(request, api.getProvider(params.provider), 'calendar'),
    orNotFound(request, api.getService(params.service), 'calendar'),
  ]);
  // A service this provider does not offer has no calendar here either.
  if (!provider.services.some((offered) => offered.slug === service.slug)) throw notFound(request, 'calendar');
  return { provider, ...(await loadServiceCalendar(request, api, service, servicePerformers(service, provider))) };
}

/** A plain post of the details form (no scripts): books the route's service. */
export async function action(args: Route.ActionArgs) {
  return bookPostedDetails(args, { service: args.params.service });
}

/** `/widget/appointment/{provider}/{service}`: staff (for a team), date and time, details, payment, booked. */
export default function Appointment({ loaderData, actionData }: Route.ComponentProps) {
  return <ServiceCalendarPage calendar={loaderData} failure={actionData} context={loaderData.provider.name} />;
}
