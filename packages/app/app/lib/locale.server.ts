import {
  checkNavigationTarget,
  createTranslator,
  DEFAULT_LOCALE,
  isLocale,
  type Locale,
  loadMessages,
  type Messages,
  negotiateLocale,
  parseAcceptLanguage,
  type Translator,
} from '@booking-kit/core';
import { redirect } from 'react-router';
import { readCookie, serializeCookie } from './cookies';
import { localePath, pathLocale } from './locale-path';
import { notFound } from './not-found';

/** The cookie that remembers the visitor's locale. */
export const LOCALE_COOKIE = 'bk_locale';

/** What a page needs to speak the visitor's language. */
export interface LocaleData {
  locale: Locale;
  messages: Messages;
  /** English, for keys a catalog lacks; absent when the locale is English. */
  fallbackMessages?: Messages;
}

/**
 * A redirect target built from the request's own path, checked to stay on this origin with core's
 * navigation guard: a path such as `//other.example` must never become an open redirect (the
 * server already folds repeated slashes; this holds whatever reaches the router). Anything else
 * is the 404 page.
 */
function sameOrigin(target: string, request: Request): string {
  const check = checkNavigationTarget(target, { origin: new URL(request.url).origin });
  if (!check.ok) throw notFound(request);
  return `${check.url.pathname}${check.url.search}`;
}

/**
 * The locale of a request, following the spec: a locale prefix in the path wins and is
 * remembered; otherwise the stored cookie, then the browser's languages, then the default.
 * A first visit whose negotiated locale is not the default is redirected to the prefixed path.
 * Throws a redirect when the URL must change.
 */
export function resolveLocale(request: Request): { locale: Locale; setCookie?: string } {
  const url = new URL(request.url);
  const fromPath = pathLocale(url.pathname);
  const cookie = readCookie(request.headers.get('cookie'), LOCALE_COOKIE);
  if (fromPath === DEFAULT_LOCALE) {
    // An explicit request for the default locale: remember it and drop the prefix.
    throw redirect(sameOrigin(localePath(DEFAULT_LOCALE, url.pathname) + url.search, request), {
      headers: { 'set-cookie': serializeCookie(LOCALE_COOKIE, DEFAULT_LOCALE) },
    });
  }
  if (fromPath) {
    return fromPath === cookie ? { locale: fromPath } : { locale: fromPath, setCookie: serializeCookie(LOCALE_COOKIE, fromPath) };
  }
  const negotiated = negotiateLocale({
    cookie: isLocale(cookie) ? cookie : undefined,
    browserLanguages: parseAcceptLanguage(request.headers.get('accept-language')),
  });
  if (negotiated !== DEFAULT_LOCALE && request.method === 'GET') {
    throw redirect(sameOrigin(localePath(negotiated, url.pathname) + url.search, request), {
      headers: { 'set-cookie': serializeCookie(LOCALE_COOKIE, negotiated) },
    });
  }
  return { locale: DEFAULT_LOCALE };
}

/** The catalogs for a locale (with the English fallback). */
export async function localeData(locale: Locale): Promise<LocaleData> {
  const messages = await loadMessages(locale);
  if (locale === DEFAULT_LOCALE) return { locale, messages };
  return { locale, messages, fallbackMessages: await loadMessages(DEFAULT_LOCALE) };
}

/** A server-side translator for a request (for titles and action errors). */
export async function serverTranslator(locale: Locale): Promise<Translator> {
  const data = await localeData(locale);
  return createTranslator(locale, data.messages, data.fallbackMessages);
}
