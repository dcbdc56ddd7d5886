import { ApiError } from '@booking-kit/core';
import { ServiceCalendarPage } from '../components/service-calendar-page';
import { bookPostedDetails } from '../lib/book-posted-details.server';
import { apiClient } from '../lib/booking-api.server';
import { BUSINESS_NAME, OFFICE_PHONE } from '../lib/business.server';
import { expiredLink } from '../lib/expired-link';
import { pageLocale } from '../lib/locale.server';
import { notFound } from '../lib/not-found';
import { metaTitle } from '../lib/page-title';
import { orNotFound } from '../lib/route-params.server';
import { loadServiceCalendar } from '../lib/service-calendar.server';
import type { Route } from './+types/one-time-link';

/** The page's title: the service the link books. A link is personal: never indexed. */
export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  { title: loaderData ? metaTitle(matches, [loaderData.service.name, loaderData.businessName]) : 'booking-kit' },
  { name: 'robots', content: 'noindex' },
];

/** A one-time link is the visitor's own: no cache keeps its page. */
export const headers: Route.HeadersFunction = () => ({ 'cache-control': 'no-store', 'x-robots-tag': 'noindex' });

/** What the link books, 'Slug Expired' (the expired-link page) when it was used or has expired. */
async function readLink(request: Request, api: ReturnType<typeof apiClient>, slug: string) {
  try {
    return await orNotFound(request, api.getOneTimeLink(slug));
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 410) throw expiredLink(request, OFFICE_PHONE);
    throw error;
  }
}

/**
 * The service a one-time link books (with its staff member, when it names one), and the shown
 * month's slots; booking with it uses the link up (see `loadServiceCalendar`).
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const locale = await pageLocale(request, params.locale);
  const api = apiClient(request, { locale });
  const link = await readLink(request, api, params.oneTimeSlug);
  const { service, staff } = link;
  const performers = staff ? [{ slug: staff.slug, name: staff.name }] : service.staff.map(({ slug, name }) => ({ slug, name }));
  if (performers.length === 0) throw notFound(request);
  return {
    link: link.slug,
    businessName: BUSINESS_NAME,
    ...(await loadServiceCalendar(request, api, service, { performers, ...(staff && { fixedStaff: staff.slug }) })),
  };
}

/** A plain post of the details form (no scripts): books the link's service with the link. */
export async function action(args: Route.ActionArgs) {
  const api = apiClient(args.request, { locale: await pageLocale(args.request, args.params.locale) });
  const link = await readLink(args.request, api, args.params.oneTimeSlug);
  return bookPostedDetails(args, { service: link.service.slug, oneTimeLink: link.slug });
}

/** `/widget/otl/{oneTimeSlug}`: book once through a personal link; a used link shows the expired-link page. */
export default function OneTimeLink({ loaderData, actionData }: Route.ComponentProps) {
  return <ServiceCalendarPage calendar={loaderData} failure={actionData} oneTimeLink={loaderData.link} />;
}
