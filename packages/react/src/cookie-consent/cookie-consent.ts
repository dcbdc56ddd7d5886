/** The cookie-consent parts as a namespace: `<CookieConsent.Root>`, `<CookieConsent.Banner>`, ... */
export { CookieConsentBanner as Banner, CookieConsentDescription as Description } from './cookie-consent-banner';
export { CookieConsentAccept as Accept, CookieConsentTrigger as Trigger } from './cookie-consent-buttons';
export { CookieConsentRoot as Root } from './cookie-consent-root';
