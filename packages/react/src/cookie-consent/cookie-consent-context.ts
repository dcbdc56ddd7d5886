import { createContext, useContext } from 'react';
import type { CookieConsentApi } from './use-cookie-consent';

/** @internal The API of the nearest `<CookieConsent.Root>`; `null` outside one. */
export const CookieConsentContext = createContext<CookieConsentApi | null>(null);

/**
 * The state and prop bags of the nearest `<CookieConsent.Root>`, for custom parts or to read the
 * visitor's choice (`state.value`) anywhere below it.
 * @throws when used outside `<CookieConsent.Root>`.
 * @example const { state } = useCookieConsentContext(); if (state.value === 'all') loadAnalytics();
 */
export function useCookieConsentContext(): CookieConsentApi {
  const context = useContext(CookieConsentContext);
  if (!context) throw new Error('`useCookieConsentContext` must be used within `<CookieConsent.Root>`');
  return context;
}
