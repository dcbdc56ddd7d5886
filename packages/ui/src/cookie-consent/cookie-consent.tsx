import {
  CookieConsentAccept,
  CookieConsentBanner,
  CookieConsentDescription,
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
 * @selector .bk-root [data-scope="cookie-consent"][data-part="banner"][data-state="open"]
 * @example <CookieConsent onValueChange={(value) => value === 'all' && loadAnalytics()}><App /></CookieConsent>
 */
export function CookieConsent({ placement = 'bottom', description, children, className, ...options }: CookieConsentProps) {
  return (
    <CookieConsentRoot {...options}>
      {children}
      <CookieConsentBanner className={cx(cookieConsentVariants({ placement }), className)}>
        <CookieConsentDescription>{description}</CookieConsentDescription>
        <div data-scope="cookie-consent" data-part="actions">
          {/* Both choices look the same: declining optional cookies must be as easy as accepting them. */}
          <CookieConsentAccept value="essential" className={buttonVariants({ variant: 'primary' })} />
          <CookieConsentAccept value="all" className={buttonVariants({ variant: 'primary' })} />
        </div>
      </CookieConsentBanner>
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
