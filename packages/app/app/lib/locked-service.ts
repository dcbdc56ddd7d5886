import { stripLocalePrefix } from '@booking-kit/core';

/**
 * The service whose page a path shows, when a service can lock that page's language: a service's
 * calendar (with a provider, with any staff, in a menu), its cancel page, and a group's chosen
 * service (`?service=`). Undefined for any other page.
 * @example lockingServiceOf('/de/widget/appointment/anna-de-vries/massage-60', new URLSearchParams()) // 'massage-60'
 */
export function lockingServiceOf(pathname: string, query: URLSearchParams): string | undefined {
  const [, widget, kind, first, second, ...rest] = stripLocalePrefix(pathname.replace(/\.data$/, '')).split('/');
  if (widget !== 'widget') return undefined;
  if (kind === 'appointment') {
    // `/widget/appointment/service/{service}` and its `/cancel`; `/widget/appointment/{provider}/{service}`.
    const page = first === 'service' ? rest.length === 0 || (rest.length === 1 && rest[0] === 'cancel') : rest.length === 0;
    return page ? second || undefined : undefined;
  }
  if (kind === 'service-menus') return rest.length === 0 ? second || undefined : undefined;
  if (kind === 'group' || kind === 'groups') return query.get('service') || undefined;
  return undefined;
}

/**
 * The one-time link whose page a path shows (`/widget/otl/{slug}`): its service may lock the
 * page's language too. Undefined for any other page.
 * @example lockingOneTimeLinkOf('/de/widget/otl/otl-welcome') // 'otl-welcome'
 */
export function lockingOneTimeLinkOf(pathname: string): string | undefined {
  const [, widget, kind, slug, ...rest] = stripLocalePrefix(pathname.replace(/\.data$/, '')).split('/');
  return widget === 'widget' && kind === 'otl' && slug && rest.length === 0 ? slug : undefined;
}

/**
 * The first booking a booking page shows (`/widget/booking/{id}` or `/widget/booking/{id1},{id2}`):
 * its service may lock the page's language. Undefined for any other page.
 * @example lockingBookingOf('/widget/booking/AbC,dEf') // 'AbC'
 */
export function lockingBookingOf(pathname: string): string | undefined {
  const [, widget, kind, ids, ...rest] = stripLocalePrefix(pathname.replace(/\.data$/, '')).split('/');
  if (widget !== 'widget' || kind !== 'booking' || !ids || rest.length > 0 || ids === 'cancel-booking') return undefined;
  return ids.split(',')[0] || undefined;
}
