import {
  BOOKING_ID_PATTERN,
  checkNavigationTarget,
  isLocale,
  type Locale,
  type LocaleDecision,
  localizeLink,
  parseAcceptLanguage,
  readCookie,
  readManageTokenCookie,
  rootRedirectTarget,
  routeLocale,
  serializeCookie,
} from '@booking-kit/core';
import { redirect } from 'react-router';
import { apiClient } from './booking-api.server';
import { cookiesSecure } from './cookies';
import { LOCALE_ROUTING } from './locale-routing.server';
import { lockingBookingOf, lockingOneTimeLinkOf, lockingServiceOf } from './locked-service';
import { notFound } from './not-found';

/** The cookie that remembers the visitor's locale. */
export const LOCALE_COOKIE = 'bk_locale';

/**
 * A redirect target, checked to stay on this origin with core's navigation guard: a path such as
 * `//other.example` must never become an open redirect (the server already folds repeated
 * slashes; this holds whatever reaches the router). Anything else is the 404 page.
 */
function sameOrigin(target: string, request: Request): string {
  const check = checkNavigationTarget(target, { origin: new URL(request.url).origin });
  if (!check.ok) throw notFound(request);
  return `${check.url.pathname}${check.url.search}`;
}

/**
 * The locale a service locks its pages to, for a request of one of its pages, of a one-time
 * link to it or of a booking of it (`lockedLocale` in the business document); undefined for any
 * other page or a service that does not lock it.
 */
async function lockedLocaleOf(request: Request, url: URL): Promise<Locale | undefined> {
  const slug = lockingServiceOf(url.pathname, url.searchParams);
  const link = slug ? undefined : lockingOneTimeLinkOf(url.pathname);
  const booking = slug || link ? undefined : lockingBookingOf(url.pathname);
  // A booking is read with this browser's manage token; without one its page is a 404 anyway.
  const token =
    booking && BOOKING_ID_PATTERN.test(booking) ? readManageTokenCookie(request.headers.get('cookie'), booking) : undefined;
  if (!slug && !link && !token) return undefined;
  try {
    const api = apiClient(request);
    if (slug) return (await api.getService(slug)).lockedLocale;
    if (link) return (await api.getOneTimeLink(link)).service.lockedLocale;
    if (booking && token) return (await api.getService((await api.getBooking(booking, token)).service.slug)).lockedLocale;
    return undefined;
  } catch {
    // An unknown service, or a used link, is the page's own answer to give (404, 410); it locks nothing.
    return undefined;
  }
}

// The root loader and the page's loader decide for the same request; it is decided once.
const decisions = new WeakMap<Request, Promise<LocaleDecision>>();

/**
 * The locale decision for a request by the configured strategy: the page's locale, where the
 * visitor must be redirected to, and what to remember (see core's `routeLocale`).
 */
export function localeDecision(request: Request): Promise<LocaleDecision> {
  let decision = decisions.get(request);
  if (!decision) {
    const url = new URL(request.url);
    decision = lockedLocaleOf(request, url).then((locked) =>
      routeLocale(
        {
          // A client-side navigation asks for `/page.data`: the locale is the page's.
          path: url.pathname.replace(/\.data$/, '').replace(/^\/_root$/, '/'),
          search: searchOf(url),
          navigable: request.method === 'GET' || request.method === 'HEAD',
          cookie: readCookie(request.headers.get('cookie'), LOCALE_COOKIE),
          browserLanguages: parseAcceptLanguage(request.headers.get('accept-language')),
          ...(locked && { locked }),
        },
        LOCALE_ROUTING,
      ),
    );
    decisions.set(request, decision);
  }
  return decision;
}

/** The query as the visitor wrote it: without React Router's own `_routes` of a data request. */
function searchOf(url: URL): string {
  const params = new URLSearchParams(url.search);
  params.delete('_routes');
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The locale cookie for `locale`: 365 days, path /, SameSite=Lax, Secure when configured or over HTTPS. */
function localeCookie(locale: Locale, request: Request): string {
  return serializeCookie(LOCALE_COOKIE, locale, { secure: cookiesSecure(request) });
}

/**
 * The locale of a page request, following the spec and the configured strategy. Throws the
 * redirect when the address must change: to the path of the detected or chosen locale, or from
 * `/` to the configured root page. Returns the Set-Cookie that remembers a new choice.
 */
export async function resolveLocale(request: Request): Promise<{ locale: Locale; setCookie?: string }> {
  const decision = await localeDecision(request);
  const setCookie = decision.remember ? localeCookie(decision.remember, request) : undefined;
  const url = new URL(request.url);
  const target =
    decision.redirectTo ??
    (request.method === 'GET' || request.method === 'HEAD'
      ? rootRedirectTarget(url.pathname, decision.locale, LOCALE_ROUTING)
      : undefined);
  if (target) throw redirect(sameOrigin(target, request), setCookie ? { headers: { 'set-cookie': setCookie } } : undefined);
  return setCookie ? { locale: decision.locale, setCookie } : { locale: decision.locale };
}

/**
 * The locale of a page's request for its own loader or action, after checking the route's
 * locale prefix: a prefix that names no supported locale is not a page (404).
 */
export async function pageLocale(request: Request, prefix: string | undefined): Promise<Locale> {
  if (prefix !== undefined && !isLocale(prefix)) throw notFound(request);
  return (await localeDecision(request)).locale;
}

/**
 * A site path in `locale`, by the configured strategy (`/de/widget/...` or `/widget/...`). Given
 * the request it answers, with `no_prefix` it passes on the request's `?lang=` (see core's
 * `withLocaleQuery`).
 */
export function localePath(locale: Locale, path: string, request?: Request): string {
  return localizeLink(path, locale, LOCALE_ROUTING, request ? new URL(request.url).search : '');
}
