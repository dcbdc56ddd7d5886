import { calendarMonths } from '@booking-kit/core';
import { Suspense } from 'react';
import { useNavigation, useSearchParams } from 'react-router';
import type { ServiceCalendarData } from '../lib/service-calendar.server';
import { AppointmentFlow } from './booking-flow/appointment-flow';
import { LazyPostedDetails } from './booking-flow/lazy-parts';
import type { PostedBookingFailure } from './booking-flow/posted-details';
import { ServiceSummary } from './service-summary';

/** Props of {@link ServiceCalendarPage}. */
export interface ServiceCalendarPageProps {
  /** The route's loader data (see `loadServiceCalendar`). */
  calendar: ServiceCalendarData;
  /** What a plain post of the details form was refused with, when it was. */
  failure: PostedBookingFailure | undefined;
  /** The provider, menu or group the service is booked through. */
  context?: string | undefined;
  /** The one-time link the booking uses up, on a link's page. */
  oneTimeLink?: string | undefined;
  /** Shown above the flow: a way back to the menu or group the visitor came from. */
  before?: React.ReactNode;
}

/**
 * The calendar page of one service: what is booked, then staff (where the visitor chooses), date
 * and time, details, payment and the confirmation, as `AppointmentFlow`. The shown month, staff
 * member, seats and time zone live in the query, so the server renders them and a link keeps them.
 */
export function ServiceCalendarPage({ calendar, failure, context, oneTimeLink, before }: ServiceCalendarPageProps) {
  const navigation = useNavigation();
  const [, setSearchParams] = useSearchParams();
  // While another month, staff member or zone loads, the calendar shows that it is loading.
  const loading = navigation.state === 'loading' && navigation.formMethod === undefined;
  const setQuery = (values: Record<string, string>) =>
    setSearchParams(
      (current) => {
        for (const [key, value] of Object.entries(values)) current.set(key, value);
        return current;
      },
      { preventScrollReset: true, replace: true },
    );
  return (
    <div className="booking-page">
      {before}
      <ServiceSummary context={context} service={calendar.service} staffName={calendar.staffName} />
      <div className="booking-page__main">
        {failure ? (
          <Suspense fallback={null}>
            <LazyPostedDetails service={calendar.service} timeZone={calendar.timeZone} failure={failure} />
          </Suspense>
        ) : (
          <AppointmentFlow
            service={calendar.service}
            performers={calendar.performers}
            fixedStaff={calendar.fixedStaff}
            timeZone={calendar.timeZone}
            oneTimeLink={oneTimeLink}
            slots={{ days: loading ? undefined : calendar.days, ...calendarMonths(calendar) }}
            onSlotQueryChange={(query) =>
              setQuery(Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])))
            }
            onMonthChange={(month) => setQuery({ month: month.toString().slice(0, 7) })}
            onTimeZoneChange={(timeZone) => setQuery({ timeZone })}
          />
        )}
      </div>
    </div>
  );
}
