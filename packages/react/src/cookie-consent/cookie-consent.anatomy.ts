import { type AnatomyPart, createAnatomy } from '../utils/anatomy';

/**
 * The parts of a cookie consent banner, declared once: each value is the part's `data-part`.
 * The root is a provider only: the banner and the settings trigger sit wherever the app puts them.
 * @selector [data-scope="cookie-consent"][data-part="banner"]
 */
export const cookieConsentAnatomy = createAnatomy('cookie-consent', {
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
  // Layout parts the styled components of @booking-kit/ui render around these parts.
  actions: 'actions',
  preferencesHeader: 'preferences-header',
  categories: 'categories',
  preferencesActions: 'preferences-actions',
});

/** A cookie consent part name. */
export type CookieConsentPart = AnatomyPart<typeof cookieConsentAnatomy>;

/** The `data-scope` / `data-part` attributes that identify a part for CSS and tests. */
export const cookieConsentPartAttrs = cookieConsentAnatomy.attrs;
