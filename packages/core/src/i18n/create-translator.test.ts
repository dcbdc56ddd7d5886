import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createTranslator } from './create-translator';
import { SUPPORTED_LOCALES } from './locales';
import { loadMessages } from './messages';

const english = { greeting: 'Hello {{name}}', seats_one: '{{count}} seat', seats_other: '{{count}} seats', only: 'English only' };

describe('createTranslator', () => {
  it('reads nested keys and interpolates, with or without spaces in the braces', () => {
    const t = createTranslator('en', { a: { b: { c: 'Hi {{ who }}, {{who}}!' } } }).t;
    expect(t('a.b.c', { who: 'Ada' })).toBe('Hi Ada, Ada!');
  });

  it('picks the plural form by the locale’s CLDR rules, falling back to _other', () => {
    const polish = createTranslator('pl', {
      seats_one: '{{count}} miejsce',
      seats_few: '{{count}} miejsca',
      seats_many: '{{count}} miejsc',
      seats_other: '{{count}} miejsca',
    }).t;
    expect([1, 2, 5, 22, 25].map((count) => polish('seats', { count }))).toEqual([
      '1 miejsce',
      '2 miejsca',
      '5 miejsc',
      '22 miejsca',
      '25 miejsc',
    ]);
    const french = createTranslator('fr', { seats_one: '{{count}} place', seats_other: '{{count}} places' }).t;
    // French has a `many` form (1 000 000) that this catalog lacks: `_other` stands in.
    expect(french('seats', { count: 1_000_000 })).toBe('1000000 places');
    expect(french('seats', { count: 0 })).toBe('0 place');
  });

  it('falls back to English, with English plural rules, then to the key itself', () => {
    const german = createTranslator('de', { greeting: 'Hallo {{name}}' }, english).t;
    expect(german('greeting', { name: 'Jo' })).toBe('Hallo Jo');
    expect(german('only')).toBe('English only');
    expect(german('seats', { count: 1 })).toBe('1 seat');
    expect(german('missing.key')).toBe('missing.key');
  });

  it('leaves a placeholder whose value is missing visible', () => {
    expect(createTranslator('en', english).t('greeting')).toBe('Hello {{name}}');
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
