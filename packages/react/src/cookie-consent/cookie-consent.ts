/** The cookie-consent parts as a namespace: `<CookieConsent.Root>`, `<CookieConsent.Banner>`, ... */
export {
  CookieConsentBanner as Banner,
  CookieConsentDescription as Description,
  CookieConsentPolicyLink as PolicyLink,
} from './cookie-consent-banner';
export {
  CookieConsentAccept as Accept,
  CookieConsentCustomize as Customize,
  CookieConsentTrigger as Trigger,
} from './cookie-consent-buttons';
export {
  CookieConsentCategory as Category,
  CookieConsentPreferences as Preferences,
  CookieConsentPreferencesAcceptAll as PreferencesAcceptAll,
  CookieConsentPreferencesClose as PreferencesClose,
  CookieConsentPreferencesContent as PreferencesContent,
  CookieConsentPreferencesDescription as PreferencesDescription,
  CookieConsentPreferencesOverlay as PreferencesOverlay,
  CookieConsentPreferencesSave as PreferencesSave,
  CookieConsentPreferencesTitle as PreferencesTitle,
} from './cookie-consent-preferences';
export { CookieConsentRoot as Root } from './cookie-consent-root';
