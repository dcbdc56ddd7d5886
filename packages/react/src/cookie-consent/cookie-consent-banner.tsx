import type { ComponentPropsWithRef } from 'react';
import { type AsChildProps, Slottable } from '../utils/as-child';
import { composeRefs } from '../utils/compose-refs';
import { mergeProps } from '../utils/merge-props';
import { useCookieConsentContext } from './cookie-consent-context';

/** Props of {@link CookieConsentBanner}. */
export interface CookieConsentBannerProps extends AsChildProps, ComponentPropsWithRef<'div'> {}

/**
 * The banner: a non-modal region named 'Cookie consent', rendered only while open (never in the
 * server render: the stored choice is read on the client first).
 * @selector [data-scope="cookie-consent"][data-part="banner"][data-state="open"]
 */
export function CookieConsentBanner({ asChild, children, ref, ...props }: CookieConsentBannerProps) {
  const api = useCookieConsentContext();
  if (!api.state.isOpen) return null;
  const merged = { ...mergeProps(api.bannerProps, props), ref: composeRefs(api.bannerProps.ref, ref) };
  return asChild ? <Slottable {...merged}>{children}</Slottable> : <div {...merged}>{children}</div>;
}

/** Props of {@link CookieConsentDescription}. */
export type CookieConsentDescriptionProps = ComponentPropsWithRef<'p'>;

/**
 * The explanation: what essential and optional cookies are for (or the app's own text).
 * @selector [data-scope="cookie-consent"][data-part="description"]
 */
export function CookieConsentDescription({ children, ...props }: CookieConsentDescriptionProps) {
  const api = useCookieConsentContext();
  return <p {...mergeProps(api.descriptionProps, props)}>{children ?? api.description}</p>;
}
