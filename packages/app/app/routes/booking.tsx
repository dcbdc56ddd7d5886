import { monthSlots } from '@booking-kit/core';
// First: zod is configured before core's schemas are built (see the module).
import '../lib/zod-without-eval';
import {
  ApiError,
  BOOKING_ID_PATTERN,
  type Booking,
  type BookingApiClient,
  bookingCalendarEvent,
  bookingOpenedBy,
  type CalendarEvent,
  MAX_BOOKINGS_PER_VIEW,
  manageTokenCookie,
  readManagedBooking,
  readManageTokenCookie,
} from '@booking-kit/core';
import { useLocale } from '@booking-kit/react';
import { AddToCalendar, Confirmation } from '@booking-kit/ui';
import type { ReactNode } from 'react';
import { data, redirect } from 'react-router';
import { ManageBooking } from '../components/manage-booking';
import { apiClient } from '../lib/booking-api.server';
import { OFFICE_PHONE } from '../lib/business.server';
import { cookiesSecure } from '../lib/cookies';
import { localePath, pageLocale } from '../lib/locale.server';
import { useLocalePath } from '../lib/locale-path';
import { notFound } from '../lib/not-found';
import { metaTitle } from '../lib/page-title';
import { PRIVATE_PAGE_HEADERS } from '../lib/private-page';
import { clientAddressContext } from '../lib/request-context';
import { visitorTimeZone } from '../lib/time-zone.server';
import type { Route } from './+types/booking';

/** One booking, or several (`/widget/booking/{id1},{id2}`), shown with the details this browser may see. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = await pageLocale(request, params.locale);
  const ids = params.ids.split(',');
  if (ids.length > MAX_BOOKINGS_PER_VIEW || !ids.every((id) => BOOKING_ID_PATTERN.test(id))) throw notFound(request);
  // Service names in the page's language.
  const api = apiClient(request, { clientAddress: context.get(clientAddressContext), locale });
  const url = new URL(request.url);
  const linkedToken = url.searchParams.get('token');
  if (linkedToken !== null) throw await moveTokenToCookie(api, url, ids, linkedToken, request);
  try {
    const cookie = request.headers.get('cookie');
    const read = await Promise.all(ids.map((id) => readManagedBooking(api, id, readManageTokenCookie(cookie, id))));
    const bookings = read.map(({ booking }) => booking);
    const tokens = read.map(({ token }) => token);
    const timeZone = visitorTimeZone(request);
    // The manage link opens the booking on any device: shown only to the browser that holds its token.
    const manageUrls = bookings.map((booking, index) => {
      const token = tokens[index];
      return token && booking.status !== 'cancelled'
        ? `${url.origin}${localePath(locale, `/widget/booking/${booking.id}`)}?token=${encodeURIComponent(token)}`
        : null;
    });
    const manage = manageView(url.searchParams.get('manage'), bookings, manageUrls);
    const reschedule =
      manage === 'reschedule' && bookings[0]
        ? await monthSlots(api, {
            service: await api.getService(bookings[0].service.slug),
            staff: bookings[0].staff.slug,
            timeZone,
            month: url.searchParams.get('month'),
          })
        : null;
    const outcome = url.searchParams.get('outcome') === 'rescheduled' ? ('rescheduled' as const) : undefined;
    return data(
      { bookings, timeZone, officePhone: OFFICE_PHONE, origin: url.origin, manageUrls, manage, reschedule, outcome },
      { headers: PRIVATE_PAGE_HEADERS },
    );
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 404) throw notFound(request, 'event');
    throw error;
  }
}

/** Which manage form to show (`?manage=`): only for one booking this browser may manage. */
function manageView(asked: string | null, bookings: Booking[], manageUrls: Array<string | null>): 'reschedule' | 'cancel' | null {
  if (bookings.length !== 1 || !manageUrls[0]) return null;
  return asked === 'reschedule' || asked === 'cancel' ? asked : null;
}

/**
 * A link with the manage token in its query (`?token=`, as in an email) is taken once: a token
 * that opens the booking moves into the booking's HttpOnly cookie, and the visitor is sent to the
 * same address without it, so the token never stays in the address bar, the history, a log or a
 * Referer header. A token that opens nothing is dropped without touching a cookie that works.
 * For several bookings (`/widget/booking/{id1},{id2}`: a series, which shares one token), the
 * token is checked against each of them and becomes the cookie of every one it opens.
 */
async function moveTokenToCookie(api: BookingApiClient, url: URL, ids: string[], token: string, request: Request) {
  url.searchParams.delete('token');
  // A client-side navigation asks for the page's data (`….data`, with `_routes`): the redirect
  // names the page itself, which the router then loads.
  url.searchParams.delete('_routes');
  const clean = url.pathname.replace(/\.data$/, '') + (url.search === '?' ? '' : url.search);
  const headers = new Headers(PRIVATE_PAGE_HEADERS);
  if (token.length > 0 && token.length <= 200) {
    const unique = [...new Set(ids)];
    const opened = await Promise.all(unique.map((id) => bookingOpenedBy(api, id, token)));
    for (const [index, id] of unique.entries()) {
      if (opened[index]) headers.append('set-cookie', manageTokenCookie(id, token, { secure: cookiesSecure(url), request }));
    }
  }
  return redirect(clean, { headers });
}

/** The loader's private-page headers on the document too. */
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  { title: loaderData?.bookings[0] ? metaTitle(matches, [loaderData.bookings[0].service.name, 'booking-kit']) : 'booking-kit' },
];

interface BookingConfirmationProps {
  booking: Booking;
  timeZone: string;
  headingLevel: 1 | 2;
  officePhone: string;
  /** The booking as calendars take it, offered while it is on the calendar. */
  event: CalendarEvent;
  /** 'Your appointment is rescheduled' right after a reschedule, instead of the booking's status. */
  outcome?: 'rescheduled' | undefined;
  /** The manage link and forms, for the browser that may manage this booking. */
  children?: ReactNode;
}

/**
 * One booking's confirmation from the library's `Confirmation`. Add-to-calendar only for a
 * booking that is on the calendar: a request waits for the business, a cancelled one is gone.
 */
function BookingConfirmation({
  booking,
  timeZone,
  headingLevel,
  officePhone,
  event,
  outcome,
  children,
}: BookingConfirmationProps) {
  return (
    <Confirmation
      booking={booking}
      timeZone={timeZone}
      officePhone={officePhone}
      headingLevel={headingLevel}
      {...(outcome && booking.status === 'scheduled' && { status: outcome })}
      // Focus moves to the outcome after a booking was made here, not on every visit to the page.
      focusOnMount={false}
    >
      {booking.status === 'scheduled' ? <AddToCalendar headingLevel={headingLevel === 1 ? 2 : 3} event={event} /> : null}
      {children}
    </Confirmation>
  );
}

/**
 * `/widget/booking/{id}`: the confirmation after scheduling, and the page to come back to. For
 * several bookings (a series), each one's confirmation, and first one `.ics` file with every
 * appointment on the calendar.
 */
export default function BookingPage({ loaderData }: Route.ComponentProps) {
  const { t } = useLocale();
  const pathOf = useLocalePath();
  const several = loaderData.bookings.length > 1;
  const { officePhone, origin } = loaderData;
  const scheduled = loaderData.bookings.filter((booking) => booking.status === 'scheduled');
  // The calendar entry links back to the booking, on the address the visitor used.
  const eventOf = (booking: Booking) =>
    bookingCalendarEvent(booking, { t, officePhone, url: `${origin}${pathOf(`/widget/booking/${booking.id}`)}` });
  return (
    <div className="booking-confirmation-page">
      {several ? <h1 className="booking-confirmation-page__title">{t('appPages.yourBookings')}</h1> : null}
      {several && scheduled.length > 1 ? (
        <AddToCalendar headingLevel={2} fileName="appointments.ics" event={scheduled.map(eventOf)} />
      ) : null}
      {loaderData.bookings.map((booking, index) => {
        const manageUrl = loaderData.manageUrls[index];
        return (
          <BookingConfirmation
            key={booking.id}
            booking={booking}
            timeZone={loaderData.timeZone}
            headingLevel={several ? 2 : 1}
            officePhone={officePhone}
            event={eventOf(booking)}
            outcome={loaderData.outcome}
          >
            {manageUrl ? (
              <ManageBooking
                booking={booking}
                manageUrl={manageUrl}
                view={loaderData.manage}
                slots={loaderData.reschedule}
                timeZone={loaderData.timeZone}
              />
            ) : null}
          </BookingConfirmation>
        );
      })}
      <p>{t('appPages.keepLink')}</p>
    </div>
  );
}
