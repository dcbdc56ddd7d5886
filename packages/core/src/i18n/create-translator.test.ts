import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTranslator } from './create-translator';
import { loadCatalogs, loadMessages, loadWidgetCatalogs } from './load-catalogs';
import { SUPPORTED_LOCALES } from './locales';
import { loadCatalog, messageLoaders } from './messages';

const english = { greeting: 'Hello {{name}}', seats_one: '{{count}} seat', seats_other: '{{count}} seats', only: 'English only' };

afterEach(() => {
  vi.restoreAllMocks();
});

describe('createTranslator', () => {
  it('gives i18next the BCP 47 tag and keeps the locale code', () => {
    const translator = createTranslator('pt-br', {});
    expect([translator.locale, translator.tag]).toEqual(['pt-br', 'pt-BR']);
  });

  it('reads nested keys and interpolates, with or without spaces in the braces', () => {
    const t = createTranslator('en', { a: { b: { c: 'Hi {{ who }}, {{who}}!' } } }).t;
    expect(t('a.b.c', { who: 'Ada' })).toBe('Hi Ada, Ada!');
  });

  it('interpolates {{count}} and other values, numbers included, without HTML escaping', () => {
    const t = createTranslator('en', { total: '{{count}} × {{name}} & co: {{price}}', ...english }).t;
    expect(t('total', { count: 3, name: '<Ada>', price: '€ 12' })).toBe('3 × <Ada> & co: € 12');
    expect(t('seats', { count: 1 })).toBe('1 seat');
  });

  it('answers a message asked again the same, each key and values their own, past the memo’s limit too', () => {
    const t = createTranslator('en', english).t;
    const fresh = createTranslator('en', english).t;
    // More different messages than a translator remembers, each asked twice, interleaved.
    for (let round = 0; round < 2; round++) {
      for (let count = 0; count < 2_500; count += 1) {
        expect(t('seats', { count })).toBe(fresh('seats', { count }));
        expect(t('greeting', { name: `n${count}` })).toBe(`Hello n${count}`);
      }
    }
    expect(t('seats', { count: 1 })).toBe('1 seat');
    expect(t('seats', { count: 2 })).toBe('2 seats');
    expect(t('only')).toBe('English only');
  });

  it('keeps a value named like an i18next option a value', () => {
    const t = createTranslator('en', { text: '{{lng}} {{context}} {{ns}}' }).t;
    expect(t('text', { lng: 'de', context: 'male', ns: 'x' })).toBe('de male x');
  });

  it('picks the Polish plural form by CLDR (one, few, many)', () => {
    const polish = createTranslator('pl', {
      seats_one: '{{count}} miejsce',
      seats_few: '{{count}} miejsca',
      seats_many: '{{count}} miejsc',
      seats_other: '{{count}} miejsca',
    }).t;
    expect([1, 2, 5, 12, 22, 25].map((count) => polish('seats', { count }))).toEqual([
      '1 miejsce',
      '2 miejsca',
      '5 miejsc',
      '12 miejsc',
      '22 miejsca',
      '25 miejsc',
    ]);
  });

  it('picks the Hungarian plural form (one, other)', () => {
    const hungarian = createTranslator('hu', {
      seats_one: '{{count}} hely maradt',
      seats_other: '{{count}} hely maradt (több)',
    }).t;
    expect(hungarian('seats', { count: 1 })).toBe('1 hely maradt');
    expect(hungarian('seats', { count: 0 })).toBe('0 hely maradt (több)');
    expect(hungarian('seats', { count: 7 })).toBe('7 hely maradt (több)');
  });

  it('picks the French plural form, with _other standing in for a missing _many', () => {
    const french = createTranslator('fr', { seats_one: '{{count}} place', seats_other: '{{count}} places' }).t;
    // French counts 0 and 1 as `one`, and has a `many` form (1 000 000) that this catalog lacks.
    expect(french('seats', { count: 0 })).toBe('0 place');
    expect(french('seats', { count: 1 })).toBe('1 place');
    expect(french('seats', { count: 2 })).toBe('2 places');
    expect(french('seats', { count: 1_000_000 })).toBe('1000000 places');
  });

  it('picks the Brazilian Portuguese plural form, which differs from English at 0', () => {
    const brazilian = createTranslator('pt-br', { seats_one: '{{count}} vaga', seats_other: '{{count}} vagas' }).t;
    expect([0, 1, 2].map((count) => brazilian('seats', { count }))).toEqual(['0 vaga', '1 vaga', '2 vagas']);
    expect(createTranslator('en', english).t('seats', { count: 0 })).toBe('0 seats');
  });

  it('falls back to English, with English plural rules, then to the key itself', () => {
    const german = createTranslator('de', { greeting: 'Hallo {{name}}' }, english).t;
    expect(german('greeting', { name: 'Jo' })).toBe('Hallo Jo');
    expect(german('only')).toBe('English only');
    expect(german('seats', { count: 1 })).toBe('1 seat');
    expect(german('seats', { count: 4 })).toBe('4 seats');
    expect(german('missing.key')).toBe('missing.key');
    expect(german('missing.plural', { count: 2 })).toBe('missing.plural');
  });

  it('leaves a placeholder whose value is missing visible', () => {
    expect(createTranslator('en', english).t('greeting')).toBe('Hello {{name}}');
    expect(createTranslator('en', english).t('greeting', { other: 'x' })).toBe('Hello {{name}}');
  });

  it('ignores the fallback catalog when the locale is English itself', () => {
    const t = createTranslator('en', english, { only: 'not used' }).t;
    expect(t('only')).toBe('English only');
  });

  it('warns about a missing locale code and translates in en-US', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const translator = createTranslator(undefined as never, english);
    expect([translator.locale, translator.tag]).toEqual(['en', 'en-US']);
    expect(translator.t('greeting', { name: 'Jo' })).toBe('Hello Jo');
    expect(warn).toHaveBeenCalledOnce();
  });

  it('never throws and always returns a string, whatever the key and values', async () => {
    const catalogs = await Promise.all(SUPPORTED_LOCALES.map(async (locale) => [locale, await loadMessages(locale)] as const));
    const en = await loadMessages('en');
    fc.assert(
      fc.property(
        fc.constantFrom(...catalogs),
        fc.string(),
        fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.integer())),
        ([locale, messages], key, values) => typeof createTranslator(locale, messages, en).t(key, values) === 'string',
      ),
    );
  });
});

describe('loadMessages', () => {
  it('logs a catalog that fails to load and returns an empty one, so English shows', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(messageLoaders, 'de').mockRejectedValue(new Error('chunk lost'));
    expect(await loadCatalog(messageLoaders, 'de', 'message catalog')).toEqual({});
    // The site's words still load: only the widgets' are missing, and show in English.
    const german = await loadMessages('de');
    expect(german.flow).toBeUndefined();
    expect(german.cookieConsent).toBeDefined();
    expect(error).toHaveBeenCalledTimes(2);
    expect(createTranslator('de', german, english).t('only')).toBe('English only');
  });
});

describe('loadCatalogs', () => {
  it("loads only the locale's own catalog when it loads", async () => {
    const english = vi.spyOn(messageLoaders, 'en');
    const { messages, fallback } = await loadCatalogs('de');
    expect(fallback).toBeUndefined();
    expect(english).not.toHaveBeenCalled();
    expect(createTranslator('de', messages, fallback).t('flow.continue')).toBe('Weiter');
  });

  it('gives a page its locale’s catalog without the emails’ messages (the server catalogs)', async () => {
    const german = await loadCatalogs('de');
    expect(german.messages.email).toBeUndefined();
    expect(german.messages).toEqual(await loadMessages('de'));
  });

  it('loads English too when the locale’s catalog fails, so the visitor reads English', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(messageLoaders, 'de').mockRejectedValue(new Error('chunk lost'));
    const { messages, fallback } = await loadCatalogs('de');
    expect(messages.flow).toBeUndefined();
    // Only the catalog that failed comes in English: the site's words are still German.
    expect(fallback?.cookieConsent).toBeUndefined();
    const { t } = createTranslator('de', messages, fallback);
    expect(t('flow.continue')).toBe('Continue');
    expect(t('cookieConsent.settings')).toBe('Cookie-Einstellungen');
  });

  it('gives a widget with its own language (a Booker) the widgets’ words only, not the site’s', async () => {
    const widget = await loadWidgetCatalogs('de');
    expect(widget.fallback).toBeUndefined();
    expect(widget.messages.flow).toBeDefined();
    expect(widget.messages.cookieConsent).toBeUndefined();
    expect(widget.messages.formRenderer).toBeUndefined();
    expect((await loadCatalogs('de')).messages.cookieConsent).toBeDefined();
  });
});
