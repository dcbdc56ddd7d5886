import {
  COOKIE_CONSENT_COOKIE,
  type CookieConsentCookieOptions,
  type CookieConsentValue,
  parseCookieConsent,
  serializeCookieConsent,
} from '@booking-kit/core';
import { type CookieCategory, isCookieCategory } from './cookie-consent-categories';

/** Where the visitor's choice is remembered; swap it for localStorage, a server call or a test double. */
export interface CookieConsentStorage {
  /** The remembered choice, or `null`. Called on the client only, after the first render. */
  get(): CookieConsentValue | null;
  /**
   * Remembers a choice and the optional categories it allows (all for 'all'; those switched on
   * in the preferences dialog, possibly none, for 'essential').
   */
  set(value: CookieConsentValue, categories: ReadonlyArray<CookieCategory>): void;
  /**
   * The remembered categories of an 'essential' choice, or `null`. A storage without it remembers
   * only the two choices: 'essential' then allows no optional category.
   */
  getCategories?(): CookieCategory[] | null;
}

/** The categories cookie's value: `preferences.analytics`, or `none` (cookie values hold no commas). */
function serializeCategories(categories: ReadonlyArray<CookieCategory>): string {
  return categories.length === 0 ? 'none' : categories.join('.');
}

function readCookie(cookieHeader: string, name: string): string | null {
  for (const pair of cookieHeader.split(';')) {
    const separator = pair.indexOf('=');
    if (separator !== -1 && pair.slice(0, separator).trim() === name) return pair.slice(separator + 1).trim();
  }
  return null;
}

/**
 * The default storage: a first-party cookie, `bk-consent`, for 365 days on path `/`, SameSite=Lax,
 * and Secure when the page is served over HTTPS; the categories of a partial choice go in a second
 * cookie beside it, `bk-consent-categories` (`preferences.analytics`, or `none`). The server reads
 * the choice with core's `parseCookieConsent(request.headers.get('cookie') ?? '')`: a partial
 * choice reads as 'essential' there.
 * @example <CookieConsent.Root storage={createCookieConsentStorage({ name: 'consent', path: '/shop' })}>
 */
export function createCookieConsentStorage(options: CookieConsentCookieOptions = {}): CookieConsentStorage {
  const categoriesName = `${options.name ?? COOKIE_CONSENT_COOKIE.name}-categories`;
  return {
    get: () => parseCookieConsent(document.cookie, options.name),
    getCategories: () => {
      const raw = readCookie(document.cookie, categoriesName);
      return raw === null ? null : raw.split('.').filter(isCookieCategory);
    },
    set: (value, categories) => {
      // Reading the protocol here, not at module load, keeps the module safe to import on the server.
      const cookie = serializeCookieConsent(value, { secure: window.location.protocol === 'https:', ...options });
      const attributes = cookie.slice(cookie.indexOf(';'));
      // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in some supported browsers (Firefox).
      document.cookie = cookie;
      // The same lifetime, path and flags as the choice's cookie, so the two never disagree.
      // biome-ignore lint/suspicious/noDocumentCookie: as above.
      document.cookie = `${categoriesName}=${serializeCategories(categories)}${attributes}`;
    },
  };
}
