import type { CookieConsentValue } from '@booking-kit/core';
import { type FocusEvent, type KeyboardEvent, type MouseEvent, useEffect, useId, useRef, useState } from 'react';
import { useLocale } from '../locale/locale-context';
import { cookieConsentPartAttrs } from './cookie-consent.anatomy';
import type { CookieConsentState } from './use-cookie-consent-state';
import { type CookieConsentPreferencesApi, useCookiePreferences } from './use-cookie-preferences';

type PartAttrs = ReturnType<typeof cookieConsentPartAttrs>;

/** Options of {@link useCookieConsent}: what the banner offers beside the choice. */
export interface CookieConsentOptions {
  /**
   * Where the business explains its cookies (its privacy or cookie policy). When given, the banner
   * links to it ('Privacy policy'), as visitors (and the GDPR's "informed" consent) expect.
   */
  policyHref?: string;
}

/** What {@link useCookieConsent} returns: the state and a prop bag per part. */
export interface CookieConsentApi extends CookieConsentPreferencesApi {
  state: CookieConsentState;
  /** The region's name, 'Cookie consent'. */
  label: string;
  /** The explanation, in the active locale. */
  description: string;
  /** 'Cookie settings'. */
  triggerLabel: string;
  /** 'Accept essential' or 'Accept all'. */
  acceptLabel(value: CookieConsentValue): string;
  bannerProps: {
    id: string;
    role: 'region';
    'aria-label': string;
    tabIndex: -1;
    ref: (node: HTMLElement | null) => void;
    onFocus: (event: FocusEvent<HTMLElement>) => void;
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
    'data-state': 'open';
  } & PartAttrs;
  descriptionProps: PartAttrs;
  /** The policy link's props, or `null` when no `policyHref` was given (the link is not rendered). */
  policyLinkProps: ({ href: string } & PartAttrs) | null;
  /** 'Privacy policy'. */
  policyLabel: string;
  getAcceptProps(value: CookieConsentValue): {
    type: 'button';
    onClick: (event: MouseEvent<HTMLElement>) => void;
    'data-value': CookieConsentValue;
    'data-selected'?: '';
  } & PartAttrs;
  triggerProps: {
    type: 'button';
    'aria-expanded': boolean;
    'aria-controls'?: string;
    ref: (node: HTMLElement | null) => void;
    onClick: (event: MouseEvent<HTMLElement>) => void;
    'data-state': 'open' | 'closed';
  } & PartAttrs;
}

/**
 * The behaviour hook of the cookie consent banner: a non-modal region that never takes focus on
 * page load. "Cookie settings" reopens it and moves focus into it; choosing closes it and returns
 * focus to where the visitor was before entering it (or to the trigger); Escape closes a reopened
 * banner without changing the choice.
 * @example const api = useCookieConsent({ policyHref: '/privacy' }, useCookieConsentState());
 */
export function useCookieConsent({ policyHref }: CookieConsentOptions, state: CookieConsentState): CookieConsentApi {
  const { t } = useLocale();
  const bannerId = useId();
  const banner = useRef<HTMLElement | null>(null);
  const trigger = useRef<HTMLElement | null>(null);
  const cameFrom = useRef<HTMLElement | null>(null);
  const [focusBanner, setFocusBanner] = useState(false);
  const [restoreFocus, setRestoreFocus] = useState(false);

  // Both moves need the DOM after the render that opened or closed the banner.
  useEffect(() => {
    if (focusBanner && state.isOpen) {
      banner.current?.focus();
      setFocusBanner(false);
    }
    if (restoreFocus && !state.isOpen) {
      const target = cameFrom.current?.isConnected ? cameFrom.current : trigger.current;
      target?.focus();
      cameFrom.current = null;
      setRestoreFocus(false);
    }
  }, [focusBanner, restoreFocus, state.isOpen]);

  const close = (apply: () => void) => {
    // Focus is only given back when the banner had it; otherwise the visitor is elsewhere already.
    if (banner.current?.contains(document.activeElement)) setRestoreFocus(true);
    apply();
  };

  // Once the banner has closed (saved from the preferences), focus goes where the visitor was
  // before the banner, or to 'Cookie settings'.
  const preferences = useCookiePreferences(state, t, () => {
    const target = cameFrom.current?.isConnected ? cameFrom.current : trigger.current;
    target?.focus();
    cameFrom.current = null;
  });

  return {
    ...preferences,
    state,
    label: t('cookieConsent.label'),
    description: t('cookieConsent.description'),
    triggerLabel: t('cookieConsent.settings'),
    acceptLabel: (value) => t(value === 'all' ? 'cookieConsent.acceptAll' : 'cookieConsent.acceptEssential'),
    bannerProps: {
      id: bannerId,
      role: 'region',
      'aria-label': t('cookieConsent.label'),
      tabIndex: -1,
      ref: (node) => {
        banner.current = node;
      },
      onFocus: (event) => {
        const from = event.relatedTarget;
        if (cameFrom.current === null && from instanceof HTMLElement && !event.currentTarget.contains(from))
          cameFrom.current = from;
      },
      onKeyDown: (event) => {
        // Escape only dismisses a banner the visitor reopened: a first visit still needs a choice.
        // Keys from the preferences dialog (a portal, but a React child) are the dialog's.
        if (event.key !== 'Escape' || state.value === null || !event.currentTarget.contains(event.target as Node)) return;
        event.preventDefault();
        close(() => state.setOpen(false));
      },
      'data-state': 'open',
      ...cookieConsentPartAttrs('banner'),
    },
    descriptionProps: cookieConsentPartAttrs('description'),
    policyLinkProps: policyHref ? { href: policyHref, ...cookieConsentPartAttrs('policy-link') } : null,
    policyLabel: t('cookieConsent.policy'),
    getAcceptProps: (value) => ({
      type: 'button',
      onClick: () => close(() => state.choose(value)),
      'data-value': value,
      ...(state.value === value && { 'data-selected': '' as const }),
      ...cookieConsentPartAttrs('accept'),
    }),
    triggerProps: {
      type: 'button',
      'aria-expanded': state.isOpen,
      ...(state.isOpen && { 'aria-controls': bannerId }),
      ref: (node) => {
        trigger.current = node;
      },
      onClick: (event) => {
        setFocusBanner(true);
        if (state.isOpen) return;
        cameFrom.current = event.currentTarget;
        state.setOpen(true);
      },
      'data-state': state.isOpen ? 'open' : 'closed',
      ...cookieConsentPartAttrs('trigger'),
    },
  };
}
