import { isLocale } from '@booking-kit/core';
import { useLocale } from '@booking-kit/react';
import { useNavigation, useSearchParams } from 'react-router';
import { CartFlow } from '../components/cart-flow/cart-flow';
import { apiClient } from '../lib/booking-api.server';
import { monthSlots } from '../lib/month-slots.server';
import { calendarMonths } from '../lib/months';
import { assertLocaleParam, orNotFound } from '../lib/route-params.server';
import { visitorTimeZone } from '../lib/time-zone.server';
import type { Route } from './+types/provider';

/** The page's title: the provider's name. */
export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData ? loaderData.provider.name : 'booking-kit' }];

/**
 * The provider (a person or a team) with the services it offers, in the page's language, and,
 * while the visitor gives a time to one service of the cart (`?service=`), that service's slots
 * for the shown month (`?month=`) in the visitor's time zone, for the staff member chosen
 * (`?staff=`, on a team's page) or anyone free.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  assertLocaleParam(request, params.locale);
  const api = apiClient(request, { locale: isLocale(params.locale) ? params.locale : 'en' });
  const provider = await orNotFound(request, api.getProvider(params.provider));
  const query = new URL(request.url).searchParams;
  const timeZone = visitorTimeZone(request);
  const service = provider.services.find((offered) => offered.slug === query.get('service'));
  if (!service) return { provider, timeZone, schedule: null };
  const performers = provider.staff
    .filter((member) => service.staff.some((staff) => staff.slug === member.slug))
    .map(({ slug, name }) => ({ slug, name }));
  // A person's page books that person; on a team's page the visitor chooses (or anyone free).
  const fixed = provider.kind === 'person' ? performers[0]?.slug : undefined;
  const chosen = query.get('staff');
  const staff = fixed ?? (performers.some((member) => member.slug === chosen) ? (chosen as string) : 'any');
  const shown = await monthSlots(api, { service, staff, timeZone, month: query.get('month') });
  return { provider, timeZone, schedule: { service: service.slug, staff, performers: fixed ? [] : performers, ...shown } };
}

/** `/widget/appointment/{provider}`: the provider's services, one to book or several through the cart. */
export default function ProviderPage({ loaderData }: Route.ComponentProps) {
  const { t } = useLocale();
  const navigation = useNavigation();
  const [, setSearchParams] = useSearchParams();
  const { provider, schedule, timeZone } = loaderData;
  // While another service, month, staff member or zone loads, the calendar shows that it is loading.
  const loading = navigation.state === 'loading' && navigation.formMethod === undefined;
  const setQuery = (values: Record<string, string>) =>
    setSearchParams(
      (current) => {
        for (const [key, value] of Object.entries(values)) {
          if (value === '') current.delete(key);
          else current.set(key, value);
        }
        return current;
      },
      { preventScrollReset: true, replace: true },
    );
  return (
    <div className="booking-page">
      <header className="service-summary">
        <h1 className="service-summary__name">{provider.name}</h1>
        {provider.kind === 'person' && provider.staff[0] ? (
          <p className="service-summary__staff">{t('booking.with', { name: provider.staff[0].name })}</p>
        ) : null}
      </header>
      <div className="booking-page__main">
        <CartFlow
          provider={provider}
          schedule={schedule ? { ...schedule, ...calendarMonths(schedule), days: loading ? undefined : schedule.days } : null}
          timeZone={timeZone}
          onScheduleChange={({ service, staff, month }) =>
            setQuery({ service, ...(staff !== undefined && { staff }), ...(month !== undefined && { month }) })
          }
          onTimeZoneChange={(zone) => setQuery({ timeZone: zone })}
        />
      </div>
    </div>
  );
}
