/**
 * What the visitor allowed: only the cookies the site needs to work, or all of them. `null`
 * (in the components) means they have not chosen yet.
 */
export type CookieConsentValue = 'essential' | 'all';

/** The choices, in the order the banner offers them. */
export const COOKIE_CONSENT_VALUES: ReadonlyArray<CookieConsentValue> = ['essential', 'all'];

/** The consent cookie's defaults: the locale cookie's lifetime and scope (365 days, `/`, Lax). */
export const COOKIE_CONSENT_COOKIE = { name: 'bk-consent', maxAgeDays: 365, path: '/', sameSite: 'Lax' } as const;

/** Options of {@link serializeCookieConsent}. */
export interface CookieConsentCookieOptions {
  /** @default 'bk-consent' */
  name?: string;
  /** @default 365 */
  maxAgeDays?: number;
  /** @default '/' */
  path?: string;
  /** @default 'Lax' */
  sameSite?: 'Lax' | 'Strict' | 'None';
  /** Send the cookie over HTTPS only. Browsers require it with `sameSite: 'None'`. @default false */
  secure?: boolean;
}

/**
 * Whether a stored string is a consent choice (a cookie can hold anything a visitor typed in).
 * @example isCookieConsentValue('all') // true
 */
export function isCookieConsentValue(value: unknown): value is CookieConsentValue {
  return value === 'essential' || value === 'all';
}

/**
 * The visitor's choice from a `Cookie` header or `document.cookie`, or `null` when there is
 * none or it is not one of the choices.
 * @example parseCookieConsent('theme=dark; bk-consent=essential') // 'essential'
 */
export function parseCookieConsent(cookieHeader: string, name: string = COOKIE_CONSENT_COOKIE.name): CookieConsentValue | null {
  for (const pair of cookieHeader.split(';')) {
    const separator = pair.indexOf('=');
    if (separator === -1 || pair.slice(0, separator).trim() !== name) continue;
    const value = pair.slice(separator + 1).trim();
    return isCookieConsentValue(value) ? value : null;
  }
  return null;
}

/**
 * The `Set-Cookie` / `document.cookie` string that remembers a choice.
 * @example serializeCookieConsent('all') // 'bk-consent=all; Max-Age=31536000; Path=/; SameSite=Lax'
 */
export function serializeCookieConsent(value: CookieConsentValue, options: CookieConsentCookieOptions = {}): string {
  if (!isCookieConsentValue(value)) throw new TypeError(`Not a cookie consent choice: ${String(value)}`);
  const name = options.name ?? COOKIE_CONSENT_COOKIE.name;
  const maxAgeDays = options.maxAgeDays ?? COOKIE_CONSENT_COOKIE.maxAgeDays;
  const sameSite = options.sameSite ?? COOKIE_CONSENT_COOKIE.sameSite;
  const parts = [
    `${name}=${value}`,
    `Max-Age=${Math.round(maxAgeDays * 24 * 60 * 60)}`,
    `Path=${options.path ?? COOKIE_CONSENT_COOKIE.path}`,
    `SameSite=${sameSite}`,
  ];
  // SameSite=None without Secure is dropped by browsers, so None implies Secure.
  if (options.secure || sameSite === 'None') parts.push('Secure');
  return parts.join('; ');
}
