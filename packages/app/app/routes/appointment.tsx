import { ApiError, bookingWindow, type ContactDetails, isLocale, localDateKey } from '@booking-kit/core';
import { useLocale } from '@booking-kit/react';
import { parseDate } from '@internationalized/date';
import { data, redirect, useNavigation, useSearchParams } from 'react-router';
import { BookingForm } from '../components/booking-form';
import { ServiceSummary } from '../components/service-summary';
import { apiClient } from '../lib/booking-api.server';
import { localePath } from '../lib/locale-path';
import { manageTokenCookie } from '../lib/manage-token.server';
import { clampMonth, monthOf, monthRange, parseMonth } from '../lib/months';
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

/** The provider, the service, and the shown month's slots in the visitor's time zone. */
export async function loader({ request, params }: Route.LoaderArgs) {
  assertLocaleParam(request, params.locale);
  const api = apiClient(request);
  const [provider, service] = await Promise.all([
    orNotFound(request, api.getProvider(params.provider)),
    orNotFound(request, api.getService(params.service)),
  ]);
  const performers = provider.staff.filter((member) => service.staff.some((staff) => staff.slug === member.slug));
  if (!provider.services.some((offered) => offered.slug === service.slug) || performers.length === 0) {
    throw notFound(request);
  }
  const timeZone = visitorTimeZone(request);
  const now = Date.now();
  const today = localDateKey(timeZone, now);
  // Nothing is offered past the service's booking horizon, so no month after its last day is shown.
  const lastMonth = monthOf(localDateKey(timeZone, bookingWindow(service, now).latest));
  const requested = parseMonth(new URL(request.url).searchParams.get('month'));
  // Months before this one have nothing to book; months past the horizon neither.
  const month = clampMonth(requested ?? monthOf(today), monthOf(today), lastMonth);
  const staff = provider.kind === 'person' && performers[0] ? performers[0].slug : 'any';
  const slots = await api.getSlots({ service: service.slug, staff, ...monthRange(month), timeZone });
  return {
    provider,
    service,
    staff,
    staffName: provider.kind === 'person' ? performers[0]?.name : undefined,
    timeZone,
    today,
    month,
    lastMonth,
    days: slots.days,
    // A fresh key per rendering of the form: a double submit replays, a new attempt is new.
    idempotencyKey: crypto.randomUUID(),
  };
}

/** What the form posted, kept so that nothing typed is lost when booking fails. */
export type SubmittedContact = Partial<Record<keyof ContactDetails, string>>;

/** Books the chosen slot, then goes to the confirmation. */
export async function action({ request, params, context }: Route.ActionArgs) {
  assertLocaleParam(request, params.locale);
  const locale = isLocale(params.locale) ? params.locale : 'en';
  const form = await request.formData();
  const text = (name: string) => String(form.get(name) ?? '');
  const contact = { firstName: text('firstName'), lastName: text('lastName'), email: text('email'), phone: text('phone') };
  try {
    const booking = await apiClient(request, { clientAddress: context.get(clientAddressContext) }).createBooking(
      {
        service: params.service,
        staff: text('staff') || 'any',
        start: text('start'),
        timeZone: text('timeZone'),
        locale,
        contact,
      },
      { idempotencyKey: text('idempotencyKey') || undefined },
    );
    return redirect(localePath(locale, `/widget/booking/${booking.id}`), {
      headers: booking.manageToken ? { 'set-cookie': manageTokenCookie(booking.id, booking.manageToken) } : undefined,
    });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const fields: Record<string, string> = {};
    for (const [path, message] of Object.entries(error.fields ?? {})) fields[path.replace(/^contact\./, '')] = message;
    return data(
      { code: error.code, fields, values: contact as SubmittedContact, params: error.params },
      { status: error.statusCode >= 400 ? error.statusCode : 503 },
    );
  }
}

/** `/widget/appointment/{provider}/{service}`: choose a date and a time, enter details, book. */
export default function Appointment({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useLocale();
  const navigation = useNavigation();
  const [, setSearchParams] = useSearchParams();
  const changingMonth = navigation.state === 'loading' && navigation.formMethod === undefined;
  return (
    <div className="booking-page">
      <ServiceSummary provider={loaderData.provider} service={loaderData.service} staffName={loaderData.staffName} />
      <section className="booking-page__main" aria-label={t('slotPicker.label')}>
        <BookingForm
          days={changingMonth ? undefined : loaderData.days}
          month={parseDate(`${loaderData.month}-01`)}
          minMonth={parseDate(`${loaderData.today.slice(0, 7)}-01`)}
          maxMonth={parseDate(`${loaderData.lastMonth}-01`)}
          today={parseDate(loaderData.today)}
          timeZone={loaderData.timeZone}
          staff={loaderData.staff}
          idempotencyKey={loaderData.idempotencyKey}
          result={actionData}
          onMonthChange={(month) =>
            setSearchParams({ month: month.toString().slice(0, 7) }, { preventScrollReset: true, replace: true })
          }
        />
      </section>
    </div>
  );
}
