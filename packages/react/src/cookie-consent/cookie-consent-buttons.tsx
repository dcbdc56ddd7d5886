import type { CookieConsentValue } from '@booking-kit/core';
import type { ComponentPropsWithRef } from 'react';
import { ActionPart } from '../utils/action-part';
import type { AsChildProps } from '../utils/as-child';
import { useCookieConsentContext } from './cookie-consent-context';

/** Props of {@link CookieConsentAccept}. */
export interface CookieConsentAcceptProps extends AsChildProps, Omit<ComponentPropsWithRef<'button'>, 'value'> {
  /** `essential`: only the cookies the site needs; `all`: optional ones too. */
  value: CookieConsentValue;
}

/**
 * 'Accept essential' or 'Accept all': remembers the choice, closes the banner and gives focus back.
 * @selector [data-scope="cookie-consent"][data-part="accept"][data-value="essential|all"][data-selected]
 * @example <CookieConsent.Accept value="essential" />
 */
export function CookieConsentAccept({ value, ...props }: CookieConsentAcceptProps) {
  const api = useCookieConsentContext();
  return <ActionPart own={api.getAcceptProps(value)} content={api.acceptLabel(value)} {...props} />;
}

/** Props of {@link CookieConsentTrigger}. */
export interface CookieConsentTriggerProps extends AsChildProps, ComponentPropsWithRef<'button'> {}

/**
 * 'Cookie settings': reopens the banner and moves focus into it, so the visitor can change their
 * choice; place it where visitors look for it (a footer).
 * @selector [data-scope="cookie-consent"][data-part="trigger"][data-state="open|closed"]
 */
export function CookieConsentTrigger(props: CookieConsentTriggerProps) {
  const api = useCookieConsentContext();
  return <ActionPart own={api.triggerProps} content={api.triggerLabel} {...props} />;
}

/** Props of {@link CookieConsentCustomize}. */
export interface CookieConsentCustomizeProps extends AsChildProps, ComponentPropsWithRef<'button'> {}

/**
 * 'Customize': opens the preferences dialog (kept here, apart from the dialog's parts, so that a
 * banner that only offers it does not load Radix Dialog before the visitor asks); put it in the banner beside the two choices.
 * @selector [data-scope="cookie-consent"][data-part="customize"][data-state="open|closed"]
 */
export function CookieConsentCustomize(props: CookieConsentCustomizeProps) {
  const api = useCookieConsentContext();
  return <ActionPart own={api.customizeProps} content={api.customizeLabel} {...props} />;
}
