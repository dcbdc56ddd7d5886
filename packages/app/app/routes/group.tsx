import { useLocale } from '@booking-kit/react';
import { BackLink } from '../components/back-link';
import { ServiceCalendarPage } from '../components/service-calendar-page';
import { ServiceChoice } from '../components/service-choice';
import { bookPostedDetails } from '../lib/book-posted-details.server';
import { apiClient } from '../lib/booking-api.server';
import { BUSINESS_NAME } from '../lib/business.server';
import { pageLocale } from '../lib/locale.server';
import { useLocalePath } from '../lib/locale-path';
import { notFound } from '../lib/not-found';
import { metaTitle } from '../lib/page-title';
import { orNotFound } from '../lib/route-params.server';
import { loadServiceCalendar } from '../lib/service-calendar.server';
import type { Route } from './+types/group';

/** The page's title: the service chosen and the group, or the group alone. */
export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [{ title: 'booking-kit' }];
  const { group, calendar } = loaderData;
  return [
    { title: metaTitle(matches, calendar ? [calendar.service.name, group.name] : [group.name, loaderData.businessName]) },
    { name: 'description', content: calendar?.service.description || group.description },
  ];
};

/**
 * A group by its id (`/widget/group/{groupId}`) or its slug (`/widget/groups/{groupSlug}`): each
 * route takes only its own kind of reference. Its services to choose from, or, once one is chosen
 * (`?service=`), that service's calendar with any of its staff.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const locale = await pageLocale(request, params.locale);
  const api = apiClient(request, { locale });
  const reference = params.groupId ?? params.groupSlug ?? '';
  const group = await orNotFound(request, api.getGroup(reference), 'calendar');
  if ((params.groupId !== undefined && group.id !== reference) || (params.groupSlug !== undefined && group.slug !== reference)) {
    throw notFound(request, 'calendar');
  }
  const chosen = new URL(request.url).searchParams.get('service');
  const service = group.services.find((offered) => offered.slug === chosen);
  if (chosen !== null && !service) throw notFound(request);
  const calendar = service
    ? await loadServiceCalendar(request, api, service, { performers: service.staff.map(({ slug, name }) => ({ slug, name })) })
    : null;
  return { group, calendar, businessName: BUSINESS_NAME };
}

/** A plain post of the details form (no scripts): books the group's chosen service. */
export async function action(args: Route.ActionArgs) {
  const service = new URL(args.request.url).searchParams.get('service');
  if (service === null) throw notFound(args.request);
  return bookPostedDetails(args, { service });
}

/** `/widget/group/{groupId}` and `/widget/groups/{groupSlug}`: a group's services, then one's calendar. */
export default function Group({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useLocale();
  const pathOf = useLocalePath();
  const { group, calendar } = loaderData;
  const base = pathOf(params.groupId ? `/widget/group/${group.id}` : `/widget/groups/${group.slug}`);
  if (calendar) {
    return (
      <ServiceCalendarPage
        key={calendar.service.slug}
        calendar={calendar}
        failure={actionData}
        context={group.name}
        before={<BackLink to={base}>{t('serviceChoice.backTo', { name: group.name })}</BackLink>}
      />
    );
  }
  return (
    <ServiceChoice
      title={group.name}
      description={group.description}
      services={group.services}
      hrefFor={(service) => `${base}?service=${encodeURIComponent(service)}`}
    />
  );
}
