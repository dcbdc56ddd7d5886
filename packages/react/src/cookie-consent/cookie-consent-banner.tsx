import type { ComponentPropsWithRef } from 'react';
import { type AsChildProps, AsChildSlot } from '../utils/as-child';
import { mergePartProps } from '../utils/merge-part-props';
import { useCookieConsentContext } from './cookie-consent-context';

/** Props of {@link CookieConsentBanner}. */
export interface CookieConsentBannerProps extends AsChildProps, ComponentPropsWithRef<'div'> {}

/**
 * The banner: a non-modal region named 'Cookie consent', rendered only while open: in the server
 * render only when the root's `defaultOpen` says so (the host read the choice on the server);
 * otherwise once the stored choice is read on the client.
 * @selector [data-scope="cookie-consent"][data-part="banner"][data-state="open"]
 */
export function CookieConsentBanner({ asChild, children, ...props }: CookieConsentBannerProps) {
  const api = useCookieConsentContext();
  if (!api.state.isOpen) return null;
  const merged = mergePartProps(api.bannerProps, props);
  return asChild ? <AsChildSlot {...merged}>{children}</AsChildSlot> : <div {...merged}>{children}</div>;
}

/** Props of {@link CookieConsentDescription}. */
export type CookieConsentDescriptionProps = ComponentPropsWithRef<'p'>;

/**
 * The explanation: what essential and optional cookies are for (or the app's own text).
 * @selector [data-scope="cookie-consent"][data-part="description"]
 */
export function CookieConsentDescription({ children, ...props }: CookieConsentDescriptionProps) {
  const api = useCookieConsentContext();
  return <p {...mergePartProps(api.descriptionProps, props)}>{children ?? api.description}</p>;
}

/** Props of {@link CookieConsentPolicyLink}. */
export interface CookieConsentPolicyLinkProps extends AsChildProps, Omit<ComponentPropsWithRef<'a'>, 'href'> {}

/**
 * The link to the business's privacy or cookie policy, 'Privacy policy', to the root's
 * `policyHref`; renders nothing when the root has none.
 * @selector [data-scope="cookie-consent"][data-part="policy-link"]
 * @example <CookieConsent.Root policyHref="/privacy">...<CookieConsent.PolicyLink />...</CookieConsent.Root>
 */
export function CookieConsentPolicyLink({ asChild, children, ...props }: CookieConsentPolicyLinkProps) {
  const api = useCookieConsentContext();
  if (!api.policyLinkProps) return null;
  const merged = mergePartProps(api.policyLinkProps, props);
  return asChild ? <AsChildSlot {...merged}>{children}</AsChildSlot> : <a {...merged}>{children ?? api.policyLabel}</a>;
}
