import { ProviderPage } from '../components/provider-page';
import { apiClient } from '../lib/booking-api.server';
import { pageLocale } from '../lib/locale.server';
import { notFound } from '../lib/not-found';
import { metaTitle } from '../lib/page-title';
import { loadProviderSchedule } from '../lib/provider-schedule.server';
import { orNotFound } from '../lib/route-params.server';
import type { Route } from './+types/bookings-page';

/** The page's title and description: the bookings page's own. */
export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? [
        { title: metaTitle(matches, [loaderData.page.title, loaderData.provider.name]) },
        { name: 'description', content: loaderData.page.description },
      ]
    : [{ title: 'booking-kit' }];

/**
 * The bookings page's slug: `/widget/bookings/{slug}`, or the spelling without the slash,
 * `/widget/bookings{slug}`, whose one path segment starts with `bookings`.
 */
function slugOf(params: Route.LoaderArgs['params']): string | undefined {
  if (params.slug !== undefined) return params.slug;
  const joined = params.bookingsSlug;
  return joined?.startsWith('bookings') && joined.length > 'bookings'.length ? joined.slice('bookings'.length) : undefined;
}

/** A named bookings page: its title and description over its provider's services (see `loadProviderSchedule`). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const locale = await pageLocale(request, params.locale);
  const slug = slugOf(params);
  if (slug === undefined) throw notFound(request);
  const api = apiClient(request, { locale });
  const { provider, ...page } = await orNotFound(request, api.getBookingPage(slug), 'calendar');
  return { page, ...(await loadProviderSchedule(request, api, provider)) };
}

/** `/widget/bookings/{slug}` and `/widget/bookings{slug}`: a bookings page, one service or several through the cart. */
export default function BookingsPage({ loaderData }: Route.ComponentProps) {
  return <ProviderPage data={loaderData} title={loaderData.page.title} description={loaderData.page.description} />;
}
