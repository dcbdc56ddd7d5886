import { ApiError, type Booking } from '@booking-kit/core';
import { useLocale } from '@booking-kit/react';
import { AddToCalendar, Card } from '@booking-kit/ui';
import { formatMinutes } from '../components/service-summary';
import { apiClient } from '../lib/booking-api.server';
import { OFFICE_PHONE } from '../lib/business.server';
import { localePath } from '../lib/locale-path';
import { readManageToken } from '../lib/manage-token.server';
import { notFound } from '../lib/not-found';
import { assertLocaleParam } from '../lib/route-params.server';
import { visitorTimeZone } from '../lib/time-zone.server';
import type { Route } from './+types/booking';

const BOOKING_ID = /^[A-Za-z0-9_-]{16,64}$/;

/** One booking, or several (`/widget/booking/{id1},{id2}`), shown with the details this browser may see. */
export async function loader({ request, params }: Route.LoaderArgs) {
  assertLocaleParam(request, params.locale);
  const ids = params.ids.split(',');
  if (ids.length > 20 || !ids.every((id) => BOOKING_ID.test(id))) throw notFound(request);
  const api = apiClient(request);
  try {
    const bookings = await Promise.all(ids.map((id) => api.getBooking(id, readManageToken(request, id))));
    // The calendar entry links back to the booking, on the address the visitor used.
    const origin = new URL(request.url).origin;
    return { bookings, timeZone: visitorTimeZone(request), officePhone: OFFICE_PHONE, origin };
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 404) throw notFound(request);
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.bookings[0] ? `${loaderData.bookings[0].service.name} | booking-kit` : 'booking-kit' },
];

const TITLE_KEYS: Record<Booking['status'], string> = {
  scheduled: 'confirmation.scheduled',
  requested: 'confirmation.requested',
  cancelled: 'confirmation.cancelled',
};

interface BookingConfirmationProps {
  booking: Booking;
  timeZone: string;
  headingLevel: 1 | 2;
  officePhone: string;
  origin: string;
}

function BookingConfirmation({ booking, timeZone, headingLevel, officePhone, origin }: BookingConfirmationProps) {
  const { t, tag, locale } = useLocale();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  // dateStyle cannot be combined with timeZoneName, so the fields are named one by one.
  const when = new Intl.DateTimeFormat(tag, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).formatRange(new Date(booking.start), new Date(booking.end));
  const name = [booking.contact.firstName, booking.contact.lastName].filter(Boolean).join(' ');
  return (
    <Card className="confirmation" data-status={booking.status}>
      <Heading className="confirmation__title">{t(TITLE_KEYS[booking.status])}</Heading>
      {booking.status === 'requested' ? <p>{t('confirmation.requestedHint')}</p> : null}
      <dl className="confirmation__facts">
        <div>
          <dt>{t('confirmation.what')}</dt>
          <dd>
            {booking.service.name} ({formatMinutes(tag, booking.service.durationMinutes)})
          </dd>
        </div>
        <div>
          <dt>{t('confirmation.when')}</dt>
          <dd>{when}</dd>
        </div>
        <div>
          <dt>{t('confirmation.who')}</dt>
          <dd>
            {name} · {t('booking.with', { name: booking.staff.name })}
          </dd>
        </div>
        {booking.contact.email ? (
          <div>
            <dt>{t('details.email')}</dt>
            <dd>{booking.contact.email}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('confirmation.reference')}</dt>
          <dd className="confirmation__reference">{booking.id}</dd>
        </div>
      </dl>
      {booking.status === 'cancelled' ? null : (
        <AddToCalendar
          className="confirmation__calendar"
          headingLevel={headingLevel === 1 ? 2 : 3}
          event={{
            uid: `${booking.id}@booking-kit`,
            title: `${booking.service.name} · ${t('booking.with', { name: booking.staff.name })}`,
            start: booking.start,
            end: booking.end,
            createdAt: booking.createdAt,
            description: t('confirmation.contact', { phone: officePhone }),
            url: `${origin}${localePath(locale, `/widget/booking/${booking.id}`)}`,
          }}
        />
      )}
    </Card>
  );
}

/** `/widget/booking/{id}`: the confirmation after scheduling, and the page to come back to. */
export default function BookingPage({ loaderData }: Route.ComponentProps) {
  const { t } = useLocale();
  const several = loaderData.bookings.length > 1;
  return (
    <div className="booking-confirmation-page">
      {several ? <h1 className="booking-confirmation-page__title">{t('confirmation.yourBookings')}</h1> : null}
      {loaderData.bookings.map((booking) => (
        <BookingConfirmation
          key={booking.id}
          booking={booking}
          timeZone={loaderData.timeZone}
          headingLevel={several ? 2 : 1}
          officePhone={loaderData.officePhone}
          origin={loaderData.origin}
        />
      ))}
      <p>{t('confirmation.keepLink')}</p>
      <p>{t('confirmation.contact', { phone: loaderData.officePhone })}</p>
    </div>
  );
}
