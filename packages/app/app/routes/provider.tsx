import { ProviderPage } from '../components/provider-page';
import { apiClient } from '../lib/booking-api.server';
import { pageLocale } from '../lib/locale.server';
import { loadProviderSchedule } from '../lib/provider-schedule.server';
import { orNotFound } from '../lib/route-params.server';
import type { Route } from './+types/provider';

/** The page's title (the provider's name) and, for search results, what it offers. */
export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? [
        { title: loaderData.provider.name },
        {
          name: 'description',
          content: `${loaderData.provider.name}: ${loaderData.provider.services.map((service) => service.name).join(', ')}`,
        },
      ]
    : [{ title: 'booking-kit' }];

/** The provider (a person or a team) with the services it offers, in the page's language (see `loadProviderSchedule`). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const locale = await pageLocale(request, params.locale);
  const api = apiClient(request, { locale });
  const provider = await orNotFound(request, api.getProvider(params.provider), 'calendar');
  return loadProviderSchedule(request, api, provider);
}

/** `/widget/appointment/{provider}`: the provider's services, one to book or several through the cart. */
export default function Provider({ loaderData }: Route.ComponentProps) {
  return <ProviderPage data={loaderData} />;
}
