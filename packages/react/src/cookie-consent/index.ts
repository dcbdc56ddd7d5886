export { type CookieConsentPart, cookieConsentAnatomy } from './cookie-consent.anatomy';
export {
  CookieConsentBanner,
  type CookieConsentBannerProps,
  CookieConsentDescription,
  type CookieConsentDescriptionProps,
} from './cookie-consent-banner';
export {
  CookieConsentAccept,
  type CookieConsentAcceptProps,
  CookieConsentTrigger,
  type CookieConsentTriggerProps,
} from './cookie-consent-buttons';
export { useCookieConsentContext } from './cookie-consent-context';
export { CookieConsentRoot, type CookieConsentRootProps } from './cookie-consent-root';
export { type CookieConsentStorage, createCookieConsentStorage } from './cookie-consent-storage';
export { type CookieConsentApi, useCookieConsent } from './use-cookie-consent';
export { type CookieConsentState, type CookieConsentStateOptions, useCookieConsentState } from './use-cookie-consent-state';
