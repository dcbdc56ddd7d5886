import {
  COOKIE_CONSENT_CATEGORIES,
  CookieConsentAccept,
  CookieConsentBanner,
  CookieConsentCategory,
  CookieConsentCustomize,
  CookieConsentDescription,
  CookieConsentPolicyLink,
  CookieConsentPreferences,
  CookieConsentPreferencesAcceptAll,
  CookieConsentPreferencesClose,
  CookieConsentPreferencesContent,
  CookieConsentPreferencesDescription,
  CookieConsentPreferencesOverlay,
  CookieConsentPreferencesSave,
  CookieConsentPreferencesTitle,
  CookieConsentRoot,
  type CookieConsentRootProps,
  CookieConsentTrigger,
  type CookieConsentTriggerProps,
} from '@booking-kit/react';
import type { ReactNode } from 'react';
import { buttonVariants } from '../button/button.variants';
import { cx } from '../lib/cx';
import { type CookieConsentVariantProps, cookieConsentVariants } from './cookie-consent.variants';

/** Props of the styled {@link CookieConsent}. */
export interface CookieConsentProps extends Omit<CookieConsentRootProps, 'children'> {
  /** @default 'bottom' */
  placement?: NonNullable<CookieConsentVariantProps['placement']>;
  /** The explanation. @default the catalog's text about essential and optional cookies */
  description?: ReactNode;
  /** Rendered before the banner, inside its provider: e.g. the page with a {@link CookieSettingsButton}. */
  children?: ReactNode;
  className?: string;
}

/**
 * The cookie banner: 'Accept essential' or 'Accept all', remembered (a `bk-consent` cookie by
 * default) and not shown again once chosen. A non-modal region that never takes focus on load.
 * 'Customize' opens the cookie preferences, a dialog with a switch per category (essential always
 * on; preferences; analytics), 'Save choices' and 'Accept all'; it shows the remembered choices.
 * @selector .bk-root [data-scope="cookie-consent"][data-part="banner"][data-state="open"]
 * @example <CookieConsent policyHref="/privacy" onValueChange={(value) => value === 'all' && loadAnalytics()}><App /></CookieConsent>
 */
export function CookieConsent({ placement = 'bottom', description, children, className, ...options }: CookieConsentProps) {
  return (
    <CookieConsentRoot {...options}>
      {children}
      <CookieConsentBanner className={cx(cookieConsentVariants({ placement }), className)}>
        <CookieConsentDescription>{description}</CookieConsentDescription>
        <CookieConsentPolicyLink />
        <div data-scope="cookie-consent" data-part="actions">
          {/* Both choices look the same: declining optional cookies must be as easy as accepting them. */}
          <CookieConsentAccept value="essential" className={buttonVariants({ variant: 'primary' })} />
          <CookieConsentAccept value="all" className={buttonVariants({ variant: 'primary' })} />
          <CookieConsentCustomize className={buttonVariants({ variant: 'secondary' })} />
        </div>
      </CookieConsentBanner>
      {/* Beside the banner, not in it: the dialog outlives the banner while the visitor decides. */}
      <CookieConsentPreferences>
        <CookieConsentPreferencesOverlay />
        <CookieConsentPreferencesContent>
          <div data-scope="cookie-consent" data-part="preferences-header">
            <CookieConsentPreferencesTitle />
            <CookieConsentPreferencesClose className={buttonVariants({ variant: 'ghost', size: 'sm' })} />
          </div>
          <CookieConsentPreferencesDescription />
          <div data-scope="cookie-consent" data-part="categories">
            {(['essential', ...COOKIE_CONSENT_CATEGORIES] as const).map((row) => (
              <CookieConsentCategory key={row} category={row} />
            ))}
          </div>
          <div data-scope="cookie-consent" data-part="preferences-actions">
            {/* Saving a partial choice is as easy as accepting all: the two look the same. */}
            <CookieConsentPreferencesSave className={buttonVariants({ variant: 'primary' })} />
            <CookieConsentPreferencesAcceptAll className={buttonVariants({ variant: 'primary' })} />
          </div>
        </CookieConsentPreferencesContent>
      </CookieConsentPreferences>
    </CookieConsentRoot>
  );
}

/**
 * 'Cookie settings': reopens the banner; place it inside `<CookieConsent>`, e.g. in a footer.
 * @selector .bk-root [data-scope="cookie-consent"][data-part="trigger"][data-state="open|closed"]
 * @example <CookieConsent><footer><CookieSettingsButton /></footer></CookieConsent>
 */
export function CookieSettingsButton({ className, ...props }: CookieConsentTriggerProps) {
  return <CookieConsentTrigger {...props} className={cx(buttonVariants({ variant: 'ghost', size: 'sm' }), className)} />;
}
