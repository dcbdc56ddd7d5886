import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isLocale, SUPPORTED_LOCALES } from './locales';
import { matchLocale, negotiateLocale, parseAcceptLanguage } from './negotiate-locale';

describe('negotiateLocale', () => {
  it('prefers the stored cookie, then the browser, then the fallback, then English', () => {
    expect(negotiateLocale({ cookie: 'fr', browserLanguages: ['de'] })).toBe('fr');
    expect(negotiateLocale({ cookie: 'xx', browserLanguages: ['de-AT', 'en'] })).toBe('de');
    expect(negotiateLocale({ browserLanguages: ['ja', 'sv'], fallback: 'nl' })).toBe('nl');
    expect(negotiateLocale({})).toBe('en');
  });

  it('tells Brazilian from European Portuguese', () => {
    expect(matchLocale('pt-BR')).toBe('pt-br');
    expect(matchLocale('pt_BR')).toBe('pt-br');
    expect(matchLocale('pt-PT')).toBe('pt');
    expect(matchLocale('pt')).toBe('pt');
  });

  it('orders Accept-Language by quality', () => {
    expect(parseAcceptLanguage('en;q=0.5, de-AT, de;q=0.9, *;q=0.1')).toEqual(['de-AT', 'de', 'en']);
    expect(parseAcceptLanguage('')).toEqual([]);
  });

  it('always answers a supported locale, whatever the input', () => {
    fc.assert(
      fc.property(fc.option(fc.string()), fc.array(fc.string()), fc.option(fc.string()), (cookie, languages, fallback) => {
        expect(isLocale(negotiateLocale({ cookie, browserLanguages: languages, fallback }))).toBe(true);
      }),
      { numRuns: 500 },
    );
    expect(SUPPORTED_LOCALES).toHaveLength(11);
  });
});
