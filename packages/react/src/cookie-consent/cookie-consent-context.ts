import { createContext } from '@radix-ui/react-context';
import type { CookieConsentApi } from './use-cookie-consent';

/** @internal The API of the nearest `<CookieConsent.Root>`. */
const [CookieConsentProvider, useCookieConsentValue] = createContext<{ value: CookieConsentApi }>('<CookieConsent.Root>');

export { CookieConsentProvider };

/**
 * The state and prop bags of the nearest `<CookieConsent.Root>`, for custom parts or to read the
 * visitor's choice (`state.value`) anywhere below it.
 * @throws when used outside `<CookieConsent.Root>`.
 * @example const { state } = useCookieConsentContext(); if (state.value === 'all') loadAnalytics();
 */
export function useCookieConsentContext(): CookieConsentApi {
  return useCookieConsentValue('useCookieConsentContext').value;
}
