import type { ComponentPropsWithRef } from 'react';
import { mergeProps } from 'react-aria';
import { type AsChildProps, AsChildSlot } from '../utils/as-child';
import { mergePartProps } from '../utils/merge-part-props';
import { useInteractionAttrs } from '../utils/use-interaction-attrs';
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
 * `policyHref`; renders nothing when the root has none. It carries its interaction state
 * (`data-hovered`, `data-pressed`, `data-focus-visible`), also on the app's own link with `asChild`.
 * @selector [data-scope="cookie-consent"][data-part="policy-link"][data-hovered][data-focus-visible]
 * @example <CookieConsent.Root policyHref="/privacy">...<CookieConsent.PolicyLink />...</CookieConsent.Root>
 */
export function CookieConsentPolicyLink({ asChild, children, ...props }: CookieConsentPolicyLinkProps) {
  const api = useCookieConsentContext();
  // Before the early return: hooks run on every render. The consumer's click stays on the element:
  // Enter makes the browser click a link at once, and an app's `preventDefault` (a client-side
  // route) must reach that click.
  const interaction = useInteractionAttrs();
  if (!api.policyLinkProps) return null;
  const merged = { ...mergeProps(mergePartProps(api.policyLinkProps, props), interaction.props), ...interaction.attrs };
  return asChild ? <AsChildSlot {...merged}>{children}</AsChildSlot> : <a {...merged}>{children ?? api.policyLabel}</a>;
}
