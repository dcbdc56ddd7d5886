import { describe, expect, it } from 'vitest';
import { isCookieConsentValue, parseCookieConsent, serializeCookieConsent } from './cookie-consent';

describe('parseCookieConsent', () => {
  it('finds the choice among other cookies', () => {
    expect(parseCookieConsent('theme=dark; bk-consent=essential; lang=de')).toBe('essential');
    expect(parseCookieConsent('bk-consent=all')).toBe('all');
    expect(parseCookieConsent('my-consent=all', 'my-consent')).toBe('all');
  });

  it('answers null when there is no choice or an unknown one', () => {
    expect(parseCookieConsent('')).toBeNull();
    expect(parseCookieConsent('xbk-consent=all')).toBeNull();
    expect(parseCookieConsent('bk-consent=everything')).toBeNull();
    expect(parseCookieConsent('bk-consent')).toBeNull();
  });
});

describe('serializeCookieConsent', () => {
  it('remembers for 365 days on the whole site, same-site lax', () => {
    expect(serializeCookieConsent('all')).toBe('bk-consent=all; Max-Age=31536000; Path=/; SameSite=Lax');
  });

  it('takes a name, lifetime, path and secure flag; None implies Secure', () => {
    expect(serializeCookieConsent('essential', { name: 'c', maxAgeDays: 1, path: '/shop', secure: true })).toBe(
      'c=essential; Max-Age=86400; Path=/shop; SameSite=Lax; Secure',
    );
    expect(serializeCookieConsent('all', { sameSite: 'None' })).toContain('; Secure');
  });

  it('refuses anything that is not a choice', () => {
    expect(() => serializeCookieConsent('maybe' as never)).toThrow(TypeError);
    expect(isCookieConsentValue(null)).toBe(false);
  });
});
