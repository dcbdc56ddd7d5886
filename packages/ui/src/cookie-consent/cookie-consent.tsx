import {
  CookieConsentAccept,
  CookieConsentBanner,
  CookieConsentCustomize,
  CookieConsentDescription,
  CookieConsentPolicyLink,
  CookieConsentRoot,
  type CookieConsentRootProps,
  CookieConsentTrigger,
  type CookieConsentTriggerProps,
  cookieConsentAnatomy,
  useCookieConsentContext,
} from '@booking-kit/react';
import { lazy, type ReactNode, useState } from 'react';
import { buttonVariants } from '../button/button.variants';
import { cx } from '../lib/cx';
import { LazyPart } from '../skeleton/lazy-part';
import { type CookieConsentVariantProps, cookieConsentVariants } from './cookie-consent.variants';

/** The preferences dialog's module: fetched on the first 'Customize' (or a hover or focus on it, to be ready). */
const loadPreferences = () => import('./cookie-preferences-dialog');
const CookiePreferencesDialog = lazy(loadPreferences);

/** The preferences dialog, rendered from the first time it opens; until then its code is not loaded. */
function LazyPreferences() {
  const api = useCookieConsentContext();
  const isOpen = api.preferencesRootProps.open;
  const [wasOpened, setWasOpened] = useState(isOpen);
  // Derived during render: once opened, it stays mounted so Radix can animate and return focus.
  if (isOpen && !wasOpened) setWasOpened(true);
  if (!wasOpened && !isOpen) return null;
  return (
    <LazyPart>
      <CookiePreferencesDialog />
    </LazyPart>
  );
}

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
        <div {...cookieConsentAnatomy.attrs('actions')}>
          {/* Both choices look the same: declining optional cookies must be as easy as accepting them. */}
          <CookieConsentAccept value="essential" className={buttonVariants({ variant: 'primary' })} />
          <CookieConsentAccept value="all" className={buttonVariants({ variant: 'primary' })} />
          <CookieConsentCustomize
            className={buttonVariants({ variant: 'secondary' })}
            onPointerEnter={loadPreferences}
            onFocus={loadPreferences}
          />
        </div>
      </CookieConsentBanner>
      {/* Beside the banner, not in it: the dialog outlives the banner while the visitor decides.
          Loaded when first opened (Radix Dialog is most of its weight), and kept mounted after. */}
      <LazyPreferences />
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
