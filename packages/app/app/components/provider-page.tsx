import { calendarMonths } from '@booking-kit/core';
import { useLocale } from '@booking-kit/react';
import { Booker } from '@booking-kit/ui';
import { useNavigate, useNavigation, useSearchParams } from 'react-router';
import { confirmationPath } from '../lib/confirmation-path';
import { useLocalePath } from '../lib/locale-path';
import type { ProviderScheduleData } from '../lib/provider-schedule.server';

/** Props of {@link ProviderPage}. */
export interface ProviderPageProps {
  /** The route's loader data (see `loadProviderSchedule`). */
  data: ProviderScheduleData;
  /** The page's heading instead of the provider's name (a bookings page's own title). */
  title?: string | undefined;
  /** A line under the heading (a bookings page's description). */
  description?: string | undefined;
}

/**
 * A provider's services, one to book or several through the cart (the library's `<Booker>` with a
 * provider and no service), under the provider's name or a bookings page's title. The service
 * being given a time, the month, the staff member and the zone live in the query, so the server
 * renders them and a reload keeps them. One service chosen alone opens its own booking page.
 */
export function ProviderPage({ data, title, description }: ProviderPageProps) {
  const { t } = useLocale();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const [, setSearchParams] = useSearchParams();
  const { provider, schedule, timeZone } = data;
  // While another service, month, staff member or zone loads, the calendar shows that it is loading.
  const loading = navigation.state === 'loading' && navigation.formMethod === undefined;
  const setQuery = (values: Record<string, string | undefined>) =>
    setSearchParams(
      (current) => {
        for (const [key, value] of Object.entries(values)) {
          if (value === undefined) continue;
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
        {title ? <p className="service-summary__provider">{provider.name}</p> : null}
        <h1 className="service-summary__name">{title ?? provider.name}</h1>
        {description ? <p className="service-summary__description">{description}</p> : null}
        {provider.kind === 'person' && provider.staff[0] ? (
          <p className="service-summary__staff">{t('booking.with', { name: provider.staff[0].name })}</p>
        ) : null}
      </header>
      <div className="booking-page__main">
        <Booker
          api=""
          provider={provider}
          timeZone={timeZone}
          onTimeZoneChange={(zone) => setQuery({ timeZone: zone })}
          schedule={schedule ? { ...schedule, ...calendarMonths(schedule), days: loading ? undefined : schedule.days } : null}
          onScheduleChange={setQuery}
          onSingleService={(service) => {
            // Its own booking page, with a hold, guests and a series where it offers them.
            const zone = new URLSearchParams(window.location.search).get('timeZone');
            const path = localePath(`/widget/appointment/${provider.slug}/${service}`);
            void navigate(zone ? `${path}?timeZone=${encodeURIComponent(zone)}` : path);
          }}
          onBookingCreated={(made) =>
            void navigate(
              confirmationPath(made, (ids) => localePath(`/widget/booking/${ids}`)),
              { replace: true },
            )
          }
          confirmation={<p role="status">{t('booking.scheduling')}</p>}
        />
      </div>
    </div>
  );
}
