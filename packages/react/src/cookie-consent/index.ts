/**
 * The cookie-consent parts as a namespace (`<CookieConsent.Root>`, `<CookieConsent.Banner>`, ...).
 * @example <CookieConsent.Root><CookieConsent.Banner><CookieConsent.Accept value="all" /></CookieConsent.Banner></CookieConsent.Root>
 */
export * as CookieConsent from './cookie-consent';
export { type CookieConsentPart, cookieConsentAnatomy } from './cookie-consent.anatomy';
export {
  CookieConsentBanner,
  type CookieConsentBannerProps,
  CookieConsentDescription,
  type CookieConsentDescriptionProps,
  CookieConsentPolicyLink,
  type CookieConsentPolicyLinkProps,
} from './cookie-consent-banner';
export {
  CookieConsentAccept,
  type CookieConsentAcceptProps,
  CookieConsentCustomize,
  type CookieConsentCustomizeProps,
  CookieConsentTrigger,
  type CookieConsentTriggerProps,
} from './cookie-consent-buttons';
export {
  COOKIE_CONSENT_CATEGORIES,
  type CookieCategory,
  isCookieCategory,
} from './cookie-consent-categories';
export { useCookieConsentContext } from './cookie-consent-context';
export {
  CookieConsentCategory,
  type CookieConsentCategoryProps,
  CookieConsentPreferences,
  CookieConsentPreferencesAcceptAll,
  type CookieConsentPreferencesButtonProps,
  CookieConsentPreferencesClose,
  CookieConsentPreferencesContent,
  type CookieConsentPreferencesContentProps,
  CookieConsentPreferencesDescription,
  type CookieConsentPreferencesDescriptionProps,
  CookieConsentPreferencesOverlay,
  type CookieConsentPreferencesOverlayProps,
  type CookieConsentPreferencesProps,
  CookieConsentPreferencesSave,
  CookieConsentPreferencesTitle,
  type CookieConsentPreferencesTitleProps,
} from './cookie-consent-preferences';
export { CookieConsentRoot, type CookieConsentRootProps } from './cookie-consent-root';
export { type CookieConsentStorage, createCookieConsentStorage } from './cookie-consent-storage';
export { type CookieConsentApi, type CookieConsentOptions, useCookieConsent } from './use-cookie-consent';
export { type CookieConsentState, type CookieConsentStateOptions, useCookieConsentState } from './use-cookie-consent-state';
export type { CookieConsentCategoryRow, CookieConsentPreferencesApi } from './use-cookie-preferences';
