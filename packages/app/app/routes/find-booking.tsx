import {
  formatAppointmentTime,
  isOpenedBooking,
  manageTokenCookie,
  openBookingFromForm,
  readHeldBookings,
} from '@booking-kit/core';
import { useLocale } from '@booking-kit/react';
import { data, Link, redirect } from 'react-router';
import { FindBookingForm } from '../components/find-booking-form';
import { apiClient } from '../lib/booking-api.server';
import { cookiesSecure } from '../lib/cookies';
import { localePath, pageLocale } from '../lib/locale.server';
import { useLocalePath } from '../lib/locale-path';
import { usePageTitle } from '../lib/page-title';
import { PRIVATE_PAGE_HEADERS } from '../lib/private-page';
import { clientAddressContext } from '../lib/request-context';
import { visitorTimeZone } from '../lib/time-zone.server';
import type { Route } from './+types/find-booking';

/** Not for search engines: the page is the visitor's own. (Its title is rendered with the page, in the visitor's language.) */
export const meta: Route.MetaFunction = () => [{ name: 'robots', content: 'noindex' }];

/** The loader's private-page headers on the document too. */
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/** `/widget/booking` with no id: the visitor's bookings on this device, and a way to find another. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = await pageLocale(request, params.locale);
  const api = apiClient(request, { clientAddress: context.get(clientAddressContext), locale });
  // The bookings this browser may manage (their manage tokens are its cookies), each in its full view.
  const bookings = await readHeldBookings(api, request.headers.get('cookie'));
  return data({ bookings, timeZone: visitorTimeZone(request) }, { headers: PRIVATE_PAGE_HEADERS });
}

/** The find-booking form: a booking it opens is shown on its own page, where it can be managed. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const locale = await pageLocale(request, params.locale);
  const api = apiClient(request, { clientAddress: context.get(clientAddressContext), locale });
  const answer = await openBookingFromForm(api, await request.formData());
  if (isOpenedBooking(answer)) {
    const setCookie = manageTokenCookie(answer.id, answer.manageToken, { secure: cookiesSecure(request), request });
    return redirect(localePath(locale, `/widget/booking/${answer.id}`, request), { headers: { 'set-cookie': setCookie } });
  }
  return data(answer, { status: 400, headers: PRIVATE_PAGE_HEADERS });
}

/** `/widget/booking`: 'Your bookings on this device' and 'Find your booking'. */
export default function FindBooking({ loaderData, actionData }: Route.ComponentProps) {
  const { t, tag } = useLocale();
  const pathOf = useLocalePath();
  const { bookings, timeZone } = loaderData;
  const documentTitle = usePageTitle([t('findBooking.title'), t('manage.title')]);
  return (
    <div className="booking-page booking-page--narrow">
      <title>{documentTitle}</title>
      <h1 className="service-summary__name">{t('findBooking.title')}</h1>
      {bookings.length > 0 ? (
        <section className="held-bookings" aria-labelledby="held-bookings-title">
          <h2 id="held-bookings-title">{t('findBooking.onThisDevice')}</h2>
          <ul className="held-bookings__list">
            {bookings.map((booking) => (
              <li key={booking.id}>
                <Link to={pathOf(`/widget/booking/${booking.id}`)}>
                  {booking.service.name} · {formatAppointmentTime(booking.start, booking.end, tag, timeZone)}
                </Link>
                {booking.status === 'cancelled' ? <span> · {t('findBooking.cancelled')}</span> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="find-booking-title">
        <h2 id="find-booking-title">{t('findBooking.findAnother')}</h2>
        <p>{t('findBooking.intro')}</p>
        <FindBookingForm submitLabel={t('findBooking.submit')} failure={actionData} />
      </section>
    </div>
  );
}
