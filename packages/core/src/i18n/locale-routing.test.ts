import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_LOCALE_ROUTING,
  type LocaleRequest,
  type LocaleRouting,
  localeAlternates,
  localizeLink,
  localizePath,
  parseLocaleRouting,
  rootRedirectTarget,
  routeLocale,
  switchLocaleHref,
  withLocaleQuery,
} from './locale-routing';
import { isLocale, SUPPORTED_LOCALES } from './locales';

const prefix: LocaleRouting = { strategy: 'prefix', defaultLocale: 'en' };
const exceptDefault = DEFAULT_LOCALE_ROUTING;
const noPrefix: LocaleRouting = { strategy: 'no_prefix', defaultLocale: 'en' };

/** A GET of `path` with nothing known about the visitor. */
const visit = (path: string, more: Partial<LocaleRequest> = {}): LocaleRequest => {
  const [pathname = '/', query] = path.split('?');
  return { path: pathname, search: query ? `?${query}` : '', navigable: true, ...more };
};

afterEach(() => vi.restoreAllMocks());

describe('localizePath', () => {
  it('writes each strategy’s paths', () => {
    expect(localizePath('/widget/x', 'de', exceptDefault)).toBe('/de/widget/x');
    expect(localizePath('/de/widget/x', 'en', exceptDefault)).toBe('/widget/x');
    expect(localizePath('/widget/x', 'en', prefix)).toBe('/en/widget/x');
    expect(localizePath('/fr/widget/x', 'pt-br', prefix)).toBe('/pt-br/widget/x');
    expect(localizePath('/de/widget/x', 'de', noPrefix)).toBe('/widget/x');
    expect(localizePath('/', 'de', exceptDefault)).toBe('/de');
    expect(localizePath('/de', 'en', exceptDefault)).toBe('/');
  });
});

describe('routeLocale, prefix_except_default', () => {
  it('detects a first visit by the cookie, then the browser, then the fallback, then English', () => {
    expect(routeLocale(visit('/widget/x', { cookie: 'fr', browserLanguages: ['de'] }), exceptDefault)).toEqual({
      locale: 'fr',
      redirectTo: '/fr/widget/x',
      remember: 'fr',
    });
    expect(routeLocale(visit('/widget/x', { browserLanguages: ['ja', 'nl-BE'] }), exceptDefault).redirectTo).toBe('/nl/widget/x');
    expect(routeLocale(visit('/widget/x', { browserLanguages: ['ja'] }), { ...exceptDefault, fallback: 'pl' })).toEqual({
      locale: 'pl',
      redirectTo: '/pl/widget/x',
      remember: 'pl',
    });
    expect(routeLocale(visit('/widget/x', { browserLanguages: ['ja'] }), exceptDefault)).toEqual({ locale: 'en' });
  });

  it('takes the path’s locale and remembers a change', () => {
    expect(routeLocale(visit('/de/widget/x', { cookie: 'de' }), exceptDefault)).toEqual({ locale: 'de' });
    expect(routeLocale(visit('/de/widget/x', { cookie: 'fr' }), exceptDefault)).toEqual({ locale: 'de', remember: 'de' });
  });

  it('sends the default locale’s prefix to the bare path, remembering the choice', () => {
    expect(routeLocale(visit('/en/widget/x?month=2026-03', { cookie: 'de' }), exceptDefault)).toEqual({
      locale: 'en',
      redirectTo: '/widget/x?month=2026-03',
      remember: 'en',
    });
  });

  it('answers ?lang= by the path of that locale, and ignores an unsupported one', () => {
    expect(routeLocale(visit('/widget/x?lang=pt-BR&month=2026-03'), exceptDefault)).toEqual({
      locale: 'pt-br',
      redirectTo: '/pt-br/widget/x?month=2026-03',
      remember: 'pt-br',
    });
    expect(routeLocale(visit('/widget/x?lang=xx', { cookie: 'zz' }), exceptDefault)).toEqual({ locale: 'en' });
  });

  it('never redirects a form post', () => {
    expect(routeLocale(visit('/widget/x', { navigable: false, browserLanguages: ['de'] }), exceptDefault)).toEqual({
      locale: 'de',
    });
  });
});

describe('routeLocale, prefix', () => {
  it('gives every path a prefix, the default locale’s too', () => {
    expect(routeLocale(visit('/widget/x'), prefix)).toEqual({ locale: 'en', redirectTo: '/en/widget/x', remember: 'en' });
    expect(routeLocale(visit('/widget/x', { browserLanguages: ['it-IT'] }), prefix).redirectTo).toBe('/it/widget/x');
    expect(routeLocale(visit('/en/widget/x', { cookie: 'en' }), prefix)).toEqual({ locale: 'en' });
    expect(routeLocale(visit('/', { cookie: 'hu' }), prefix).redirectTo).toBe('/hu');
  });
});

describe('routeLocale, no_prefix', () => {
  it('reads the cookie and the browser only, and never redirects a bare path', () => {
    expect(routeLocale(visit('/widget/x', { cookie: 'da', browserLanguages: ['de'] }), noPrefix)).toEqual({ locale: 'da' });
    expect(routeLocale(visit('/widget/x', { browserLanguages: ['es-MX'] }), noPrefix)).toEqual({ locale: 'es' });
  });

  it('sends a prefixed address to the bare path, remembering the locale', () => {
    expect(routeLocale(visit('/fr/widget/x'), noPrefix)).toEqual({ locale: 'fr', redirectTo: '/widget/x', remember: 'fr' });
  });

  it('keeps ?lang= in the address, where an embedded page can still read it', () => {
    expect(routeLocale(visit('/widget/x?lang=de', { cookie: 'fr' }), noPrefix)).toEqual({ locale: 'de', remember: 'de' });
  });
});

describe('routeLocale, a locked page', () => {
  it('is in its locale whatever is asked, and remembers nothing', () => {
    expect(routeLocale(visit('/widget/x', { cookie: 'de' }), { ...exceptDefault })).toMatchObject({ locale: 'de' });
    expect(routeLocale(visit('/widget/x', { cookie: 'de', locked: 'nl' }), exceptDefault)).toEqual({
      locale: 'nl',
      redirectTo: '/nl/widget/x',
    });
    expect(routeLocale(visit('/de/widget/x?lang=fr', { locked: 'en' }), exceptDefault)).toEqual({
      locale: 'en',
      redirectTo: '/widget/x',
    });
    expect(routeLocale(visit('/nl/widget/x', { locked: 'nl' }), exceptDefault)).toEqual({ locale: 'nl' });
  });
});

describe('routeLocale, any input', () => {
  it('answers a supported locale and a same-site path', () => {
    for (const routing of [prefix, exceptDefault, noPrefix]) {
      fc.assert(
        fc.property(
          fc.string(),
          fc.string(),
          fc.option(fc.string()),
          fc.array(fc.string(), { maxLength: 4 }),
          (path, search, cookie, browserLanguages) => {
            const decision = routeLocale(
              { path: `/${path}`, search: `?${search}`, navigable: true, cookie, browserLanguages },
              routing,
            );
            expect(isLocale(decision.locale)).toBe(true);
            if (decision.redirectTo) expect(decision.redirectTo.startsWith('/')).toBe(true);
          },
        ),
        { numRuns: 300 },
      );
    }
  });
});

describe('switchLocaleHref', () => {
  it('links to the locale’s own path, keeping the query', () => {
    expect(switchLocaleHref('/de/widget/x', '?month=2026-03', 'fr', exceptDefault)).toBe('/fr/widget/x?month=2026-03');
    // The default locale through its prefix: the server remembers the choice, then drops the prefix.
    expect(switchLocaleHref('/de/widget/x', '', 'en', exceptDefault)).toBe('/en/widget/x');
    expect(switchLocaleHref('/', '', 'de', prefix)).toBe('/de');
    expect(switchLocaleHref('/widget/x', '?lang=de&month=2026-03', 'nl', noPrefix)).toBe('/widget/x?month=2026-03&lang=nl');
  });
});

describe('localeAlternates', () => {
  it('names every locale with its ISO code, and x-default', () => {
    const alternates = localeAlternates(
      '/about',
      SUPPORTED_LOCALES.map((code) => ({ code, iso: code })),
      exceptDefault,
    );
    expect(alternates).toHaveLength(12);
    expect(alternates.at(-1)).toEqual({ hreflang: 'x-default', path: '/about' });
    expect(alternates.find((entry) => entry.hreflang === 'de')?.path).toBe('/de/about');
  });

  it('warns about a locale without an ISO code and leaves it out', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const alternates = localeAlternates('/about', [{ code: 'de', iso: 'de-DE' }, { code: 'hu' }], exceptDefault);
    expect(alternates.map((entry) => entry.hreflang)).toEqual(['de-DE', 'x-default']);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('locale "hu" has no ISO code'));
  });
});

describe('parseLocaleRouting', () => {
  it('reads the strategy, the fallback and the root redirect', () => {
    expect(parseLocaleRouting({ LOCALE_STRATEGY: 'no_prefix', LOCALE_FALLBACK: 'de', ROOT_REDIRECT: '/widget/x?y=1' })).toEqual({
      strategy: 'no_prefix',
      defaultLocale: 'en',
      fallback: 'de',
      rootRedirect: '/widget/x?y=1',
    });
    expect(parseLocaleRouting({})).toEqual(DEFAULT_LOCALE_ROUTING);
  });

  it('warns about a value it cannot use and keeps the default', () => {
    const warnings: string[] = [];
    const routing = parseLocaleRouting(
      { LOCALE_STRATEGY: 'prefixed', LOCALE_FALLBACK: 'klingon', ROOT_REDIRECT: '//evil.example' },
      (message) => warnings.push(message),
    );
    expect(routing).toEqual(DEFAULT_LOCALE_ROUTING);
    expect(warnings).toHaveLength(3);
    expect(parseLocaleRouting({ ROOT_REDIRECT: 'https://evil.example/' }, () => {}).rootRedirect).toBeUndefined();
    expect(parseLocaleRouting({ ROOT_REDIRECT: '/de' }, () => {}).rootRedirect).toBeUndefined();
  });
});

describe('rootRedirectTarget', () => {
  it('sends / and /{locale} to the configured page in that locale', () => {
    const routing = { ...exceptDefault, rootRedirect: '/widget/appointment/harbor-studio' };
    expect(rootRedirectTarget('/', 'en', routing)).toBe('/widget/appointment/harbor-studio');
    expect(rootRedirectTarget('/de', 'de', routing)).toBe('/de/widget/appointment/harbor-studio');
    expect(rootRedirectTarget('/de/about', 'de', routing)).toBeUndefined();
    expect(rootRedirectTarget('/', 'en', exceptDefault)).toBeUndefined();
  });
});

describe('withLocaleQuery', () => {
  it('asks for the locale in the address, keeping the rest of the query', () => {
    expect(withLocaleQuery('/widget/x', 'de')).toBe('/widget/x?lang=de');
    expect(withLocaleQuery('/widget/x?month=2026-03&lang=fr', 'de')).toBe('/widget/x?month=2026-03&lang=de');
  });
});

describe('localizeLink', () => {
  it('passes the page’s ?lang= on with no_prefix only', () => {
    expect(localizeLink('/widget/y', 'de', noPrefix, '?lang=de&x=1')).toBe('/widget/y?lang=de');
    expect(localizeLink('/widget/y', 'de', noPrefix, '?x=1')).toBe('/widget/y');
    expect(localizeLink('/widget/y', 'de', exceptDefault, '?lang=de')).toBe('/de/widget/y');
  });
});
