import { ApiError, DETAILS_FORM_FIELDS, isLocale } from '@booking-kit/core';
import { Suspense } from 'react';
import { data, redirect, useNavigation, useSearchParams } from 'react-router';
import { AppointmentFlow } from '../components/booking-flow/appointment-flow';
import { LazyPostedDetails } from '../components/booking-flow/lazy-parts';
import { ServiceSummary } from '../components/service-summary';
import { apiClient } from '../lib/booking-api.server';
import { localePath } from '../lib/locale-path';
import { manageTokenCookie } from '../lib/manage-token.server';
import { monthSlots } from '../lib/month-slots.server';
import { calendarMonths } from '../lib/months';
import { notFound } from '../lib/not-found';
import { clientAddressContext } from '../lib/request-context';
import { assertLocaleParam, orNotFound } from '../lib/route-params.server';
import { visitorTimeZone } from '../lib/time-zone.server';
import type { Route } from './+types/appointment';

/** The page's title and, for search results and link previews, the service's own description. */
export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? [
        { title: `${loaderData.service.name} | ${loaderData.provider.name}` },
        { name: 'description', content: loaderData.service.description },
      ]
    : [{ title: 'booking-kit' }];

/** A whole number from the query within bounds, or the fallback. */
function boundedInt(value: string | null, min: number, max: number, fallback: number): number {
  const number = Number(value);
  return Number.isInteger(number) && number >= min && number <= max ? number : fallback;
}

/**
 * The provider, the service, who performs it here, and the shown month's slots in the visitor's
 * time zone: for the staff member (`?staff=`, on a team's page) and seats (`?seats=`, for a class
 * with guests) the visitor chose. Names and descriptions come in the page's language.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  assertLocaleParam(request, params.locale);
  const api = apiClient(request, { locale: isLocale(params.locale) ? params.locale : 'en' });
  const [provider, service] = await Promise.all([
    orNotFound(request, api.getProvider(params.provider)),
    orNotFound(request, api.getService(params.service)),
  ]);
  const performers = provider.staff
    .filter((member) => service.staff.some((staff) => staff.slug === member.slug))
    .map(({ slug, name }) => ({ slug, name }));
  if (!provider.services.some((offered) => offered.slug === service.slug) || performers.length === 0) {
    throw notFound(request);
  }
  const query = new URL(request.url).searchParams;
  // A person's page books that person; on a team's page the visitor chooses (or anyone free).
  const fixedStaff = provider.kind === 'person' ? performers[0]?.slug : undefined;
  const chosen = query.get('staff');
  const staff = fixedStaff ?? (performers.some((member) => member.slug === chosen) ? (chosen as string) : 'any');
  const maxSeats = Math.min(service.maxSeatsPerBooking ?? service.seats, service.seats);
  const seats = boundedInt(query.get('seats'), 1, maxSeats, 1);
  const timeZone = visitorTimeZone(request);
  const shown = await monthSlots(api, { service, staff, timeZone, month: query.get('month'), seats });
  return {
    provider,
    service,
    performers,
    fixedStaff,
    staffName: fixedStaff ? performers[0]?.name : undefined,
    timeZone,
    ...shown,
  };
}

/** The fields a plain post of the details form may carry, besides the details themselves. */
const POSTED = ['start', 'staff', 'timeZone', 'idempotencyKey', 'holdId', 'holdToken', 'paymentChoice'] as const;

/**
 * Books from a plain form post of the details form: what a browser without scripts sends, the
 * same request the library's DetailsForm makes with `nativeSubmit`. A booking goes on to its
 * confirmation with the manage token in its cookie; a refusal answers the form again, filled in,
 * with the API's reasons (400 and the like, never a 5xx for bad input).
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  assertLocaleParam(request, params.locale);
  const locale = isLocale(params.locale) ? params.locale : 'en';
  const form = await request.formData();
  const values: Record<string, string> = {};
  for (const name of [...DETAILS_FORM_FIELDS, ...POSTED]) {
    const value = form.get(name);
    if (typeof value === 'string') values[name] = value;
  }
  const contact = Object.fromEntries(
    DETAILS_FORM_FIELDS.filter((name) => name !== 'consent' && values[name] !== undefined && values[name] !== '').map((name) => [
      name,
      values[name],
    ]),
  );
  const choice = values.paymentChoice === 'deposit' || values.paymentChoice === 'full' ? values.paymentChoice : undefined;
  const api = apiClient(request, { clientAddress: context.get(clientAddressContext), locale });
  try {
    const booking = await api.createBooking(
      {
        service: params.service,
        staff: values.staff || 'any',
        start: values.start ?? '',
        timeZone: values.timeZone ?? '',
        locale,
        contact: {
          firstName: '',
          lastName: '',
          email: '',
          ...contact,
          ...(values.consent !== undefined && { consent: values.consent === 'on' }),
        },
        ...(values.holdId && values.holdToken && { hold: { id: values.holdId, token: values.holdToken } }),
        ...(choice && { paymentChoice: choice }),
      },
      { idempotencyKey: values.idempotencyKey || undefined },
    );
    return redirect(localePath(locale, `/widget/booking/${booking.id}`), {
      headers: booking.manageToken ? { 'set-cookie': manageTokenCookie(booking.id, booking.manageToken) } : undefined,
    });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const fields: Record<string, string> = {};
    for (const [path, message] of Object.entries(error.fields ?? {})) fields[path.replace(/^contact\./, '')] = message;
    return data(
      { code: error.code, params: error.params, fields, values },
      { status: error.statusCode >= 400 ? error.statusCode : 503 },
    );
  }
}

/** `/widget/appointment/{provider}/{service}`: staff (for a team), date and time, details, payment, booked. */
export default function Appointment({ loaderData, actionData }: Route.ComponentProps) {
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
      <ServiceSummary provider={loaderData.provider} service={loaderData.service} staffName={loaderData.staffName} />
      <div className="booking-page__main">
        {actionData ? (
          <Suspense fallback={null}>
            <LazyPostedDetails service={loaderData.service} timeZone={loaderData.timeZone} failure={actionData} />
          </Suspense>
        ) : (
          <AppointmentFlow
            service={loaderData.service}
            performers={loaderData.performers}
            fixedStaff={loaderData.fixedStaff}
            timeZone={loaderData.timeZone}
            slots={{ days: loading ? undefined : loaderData.days, ...calendarMonths(loaderData) }}
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
