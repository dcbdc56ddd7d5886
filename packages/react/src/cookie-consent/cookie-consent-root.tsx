import type { ReactNode } from 'react';
import { CookieConsentProvider } from './cookie-consent-context';
import { type CookieConsentApi, type CookieConsentOptions, useCookieConsent } from './use-cookie-consent';
import { type CookieConsentStateOptions, useCookieConsentState } from './use-cookie-consent-state';

/** Props of {@link CookieConsentRoot}. */
export interface CookieConsentRootProps extends CookieConsentStateOptions, CookieConsentOptions {
  /** The banner and the settings trigger, anywhere below; or a function of the API. */
  children?: ReactNode | ((api: CookieConsentApi) => ReactNode);
}

/**
 * Provides the visitor's cookie choice to its parts. It renders no element of its own, so the
 * app places the banner (and the "Cookie settings" trigger, e.g. in its footer) where it likes.
 * @example
 * <CookieConsent.Root policyHref="/privacy" onValueChange={(value) => value === 'all' && loadAnalytics()}>
 *   <CookieConsent.Banner>
 *     <CookieConsent.Description />
 *     <CookieConsent.PolicyLink />
 *     <CookieConsent.Accept value="essential" />
 *     <CookieConsent.Accept value="all" />
 *   </CookieConsent.Banner>
 *   <footer><CookieConsent.Trigger /></footer>
 * </CookieConsent.Root>
 */
export function CookieConsentRoot({ children, policyHref, ...options }: CookieConsentRootProps) {
  const api = useCookieConsent({ policyHref }, useCookieConsentState(options));
  return <CookieConsentProvider value={api}>{typeof children === 'function' ? children(api) : children}</CookieConsentProvider>;
}
