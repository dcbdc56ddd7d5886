import { calendarMonths, type PostedBookingFailure } from '@booking-kit/core';
import { frameMetadata, framePrefill, withHostEvents } from '@booking-kit/embed/frame';
import { useLocale } from '@booking-kit/react';
import { Booker, LazyPart } from '@booking-kit/ui';
import { useNavigate, useNavigation, useSearchParams } from 'react-router';
import { confirmationPath } from '../lib/confirmation-path';
import { useLocalePath } from '../lib/locale-path';
import type { ServiceCalendarData } from '../lib/service-calendar.server';
import { LazyPostedDetails } from './posted-details-lazy';
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
 * The calendar page of one service: what is booked, then the library's `<Booker>`. The route's
 * loader renders the shown month on the server (so the first screen needs no request and works
 * before any script); the month, staff member, seats and time zone live in the query, so a link
 * and a reload keep them. Booked, the confirmation page opens with the manage token.
 */
export function ServiceCalendarPage({ calendar, failure, context, oneTimeLink, before }: ServiceCalendarPageProps) {
  const { t } = useLocale();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const [searchParams, setSearchParams] = useSearchParams();
  // While another month, staff member or zone loads, the calendar shows that it is loading.
  const loading = navigation.state === 'loading' && navigation.formMethod === undefined;
  const setQuery = (values: Record<string, string | number>) =>
    setSearchParams(
      (current) => {
        for (const [key, value] of Object.entries(values)) current.set(key, String(value));
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
          <LazyPart>
            <LazyPostedDetails service={calendar.service} timeZone={calendar.timeZone} failure={failure} />
          </LazyPart>
        ) : (
          <Booker
            {...withHostEvents(calendar.service.slug, {
              onBookingCreated: (made) =>
                void navigate(
                  confirmationPath(made, (ids) => localePath(`/widget/booking/${ids}`)),
                  { replace: true },
                ),
            })}
            api=""
            defaultValues={framePrefill(searchParams)}
            metadata={frameMetadata(searchParams)}
            service={calendar.service}
            performers={calendar.performers}
            staff={calendar.fixedStaff}
            timeZone={calendar.timeZone}
            onTimeZoneChange={(timeZone) => setQuery({ timeZone })}
            slots={{ days: loading ? undefined : calendar.days, ...calendarMonths(calendar) }}
            onSlotQueryChange={setQuery}
            onMonthChange={(month) => setQuery({ month: month.toString().slice(0, 7) })}
            oneTimeLink={oneTimeLink}
            confirmation={<p role="status">{t('booking.scheduling')}</p>}
          />
        )}
      </div>
    </div>
  );
}
