import {
  COOKIE_CONSENT_CATEGORIES,
  CookieConsentCategory,
  CookieConsentPreferences,
  CookieConsentPreferencesAcceptAll,
  CookieConsentPreferencesClose,
  CookieConsentPreferencesContent,
  CookieConsentPreferencesDescription,
  CookieConsentPreferencesOverlay,
  CookieConsentPreferencesSave,
  CookieConsentPreferencesTitle,
  cookieConsentAnatomy,
} from '@booking-kit/react';
import { buttonVariants } from '../button/button.variants';

/**
 * The styled cookie preferences: a Radix dialog with a switch per category (essential always on;
 * preferences; analytics), 'Save choices' and 'Accept all'. Its own module so that
 * {@link CookieConsent} loads it (and Radix Dialog) only when the visitor asks for it.
 * @selector .bk-root [data-scope="cookie-consent"][data-part="preferences"]
 */
export default function CookiePreferencesDialog() {
  return (
    <CookieConsentPreferences>
      <CookieConsentPreferencesOverlay />
      <CookieConsentPreferencesContent>
        <div {...cookieConsentAnatomy.attrs('preferences-header')}>
          <CookieConsentPreferencesTitle />
          <CookieConsentPreferencesClose className={buttonVariants({ variant: 'ghost', size: 'sm' })} />
        </div>
        <CookieConsentPreferencesDescription />
        <div {...cookieConsentAnatomy.attrs('categories')}>
          {(['essential', ...COOKIE_CONSENT_CATEGORIES] as const).map((row) => (
            <CookieConsentCategory key={row} category={row} />
          ))}
        </div>
        <div {...cookieConsentAnatomy.attrs('preferences-actions')}>
          {/* Saving a partial choice is as easy as accepting all: the two look the same. */}
          <CookieConsentPreferencesSave className={buttonVariants({ variant: 'primary' })} />
          <CookieConsentPreferencesAcceptAll className={buttonVariants({ variant: 'primary' })} />
        </div>
      </CookieConsentPreferencesContent>
    </CookieConsentPreferences>
  );
}
