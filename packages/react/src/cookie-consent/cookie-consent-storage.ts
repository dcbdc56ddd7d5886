import {
  type CookieConsentCookieOptions,
  type CookieConsentValue,
  parseCookieConsent,
  serializeCookieConsent,
} from '@booking-kit/core';

/** Where the visitor's choice is remembered; swap it for localStorage, a server call or a test double. */
export interface CookieConsentStorage {
  /** The remembered choice, or `null`. Called on the client only, after the first render. */
  get(): CookieConsentValue | null;
  /** Remembers a choice. */
  set(value: CookieConsentValue): void;
}

/**
 * The default storage: a first-party cookie, `bk-consent`, for 365 days on path `/`, SameSite=Lax,
 * and Secure when the page is served over HTTPS. The server can read the same cookie with core's
 * `parseCookieConsent(request.headers.get('cookie') ?? '')`.
 * @example <CookieConsent.Root storage={createCookieConsentStorage({ name: 'consent', path: '/shop' })}>
 */
export function createCookieConsentStorage(options: CookieConsentCookieOptions = {}): CookieConsentStorage {
  return {
    get: () => parseCookieConsent(document.cookie, options.name),
    set: (value) => {
      // Reading the protocol here, not at module load, keeps the module safe to import on the server.
      // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in some supported browsers (Firefox).
      document.cookie = serializeCookieConsent(value, { secure: window.location.protocol === 'https:', ...options });
    },
  };
}
