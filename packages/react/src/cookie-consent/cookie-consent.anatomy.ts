/**
 * The parts of a cookie consent banner, declared once: each value is the part's `data-part`.
 * The root is a provider only: the banner and the settings trigger sit wherever the app puts them.
 * @selector [data-scope="cookie-consent"][data-part="banner"]
 */
export const cookieConsentAnatomy = {
  banner: 'banner',
  description: 'description',
  policyLink: 'policy-link',
  accept: 'accept',
  trigger: 'trigger',
  customize: 'customize',
  preferencesOverlay: 'preferences-overlay',
  preferences: 'preferences',
  preferencesTitle: 'preferences-title',
  preferencesDescription: 'preferences-description',
  preferencesClose: 'preferences-close',
  category: 'category',
  categorySwitch: 'category-switch',
  categoryLabel: 'category-label',
  categoryDescription: 'category-description',
  categoryStatus: 'category-status',
  preferencesSave: 'preferences-save',
  preferencesAcceptAll: 'preferences-accept-all',
} as const;

/** A cookie consent part name. */
export type CookieConsentPart = (typeof cookieConsentAnatomy)[keyof typeof cookieConsentAnatomy];

/** The `data-scope` / `data-part` attributes that identify a part for CSS and tests. */
export function cookieConsentPartAttrs(part: CookieConsentPart) {
  return { 'data-scope': 'cookie-consent', 'data-part': part } as const;
}
