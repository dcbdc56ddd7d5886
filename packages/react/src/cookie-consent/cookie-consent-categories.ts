import type { CookieConsentValue } from '@booking-kit/core';

/**
 * The optional cookie categories a visitor can allow one by one in the preferences dialog:
 * `preferences` (remembering their choices, such as the last booked service) and `analytics`
 * (counting visits). Essential cookies are always on and not a choice.
 */
export type CookieCategory = 'preferences' | 'analytics';

/** The optional categories, in the order the preferences dialog lists them. */
export const COOKIE_CONSENT_CATEGORIES: ReadonlyArray<CookieCategory> = ['preferences', 'analytics'];

/**
 * Whether a string is an optional category (a stored cookie can hold anything).
 * @example isCookieCategory('analytics') // true
 */
export function isCookieCategory(value: unknown): value is CookieCategory {
  return value === 'preferences' || value === 'analytics';
}

/**
 * The categories a choice allows: all of them for 'all', the stored ones (else none) for
 * 'essential', none before a choice. 'all' and 'essential' stay what the banner's two buttons and
 * the server's `parseCookieConsent` know; a partial choice is stored as 'essential' plus its list.
 * @example categoriesOf('essential', ['preferences']) // ['preferences']
 */
export function categoriesOf(
  value: CookieConsentValue | null,
  stored: ReadonlyArray<CookieCategory> | null = null,
): ReadonlyArray<CookieCategory> {
  if (value === 'all') return COOKIE_CONSENT_CATEGORIES;
  if (value === 'essential') return COOKIE_CONSENT_CATEGORIES.filter((category) => stored?.includes(category));
  return [];
}

/**
 * The choice a set of categories stands for: 'all' when every optional one is on, otherwise
 * 'essential' (a partial choice never reads as 'all').
 * @example choiceOf(['preferences']) // 'essential'
 */
export function choiceOf(categories: ReadonlyArray<CookieCategory>): CookieConsentValue {
  return COOKIE_CONSENT_CATEGORIES.every((category) => categories.includes(category)) ? 'all' : 'essential';
}
