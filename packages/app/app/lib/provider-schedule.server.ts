import { type BookingApiClient, monthSlots, type ProviderDetail, servicePerformers } from '@booking-kit/core';
import { visitorTimeZone } from './time-zone.server';

/**
 * What a provider's page (a person or a team, also under a bookings page's title) loads besides
 * the provider: while the visitor gives a time to one service of the cart (`?service=`), that
 * service's slots for the shown month (`?month=`) in the visitor's time zone, for the staff member
 * chosen (`?staff=`, on a team's page) or anyone free.
 */
export async function loadProviderSchedule(request: Request, api: BookingApiClient, provider: ProviderDetail) {
  const query = new URL(request.url).searchParams;
  const timeZone = visitorTimeZone(request);
  const service = provider.services.find((offered) => offered.slug === query.get('service'));
  if (!service) return { provider, timeZone, schedule: null };
  // A person's page books that person; on a team's page the visitor chooses (or anyone free).
  const { performers, fixedStaff } = servicePerformers(service, provider);
  const chosen = query.get('staff');
  const staff = fixedStaff ?? (performers.some((member) => member.slug === chosen) ? (chosen as string) : 'any');
  const shown = await monthSlots(api, { service, staff, timeZone, month: query.get('month') });
  return { provider, timeZone, schedule: { service: service.slug, staff, ...shown } };
}

/** What {@link loadProviderSchedule} answers. */
export type ProviderScheduleData = Awaited<ReturnType<typeof loadProviderSchedule>>;
