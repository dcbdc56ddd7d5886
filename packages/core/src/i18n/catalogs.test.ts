import { describe, expect, it } from 'vitest';
import { createTranslator } from './create-translator';
import { SUPPORTED_LOCALES } from './locales';
import { loadMessages, type Messages } from './messages';

/** Flattens a catalog to `a.b.c` keys, with plural suffixes folded into the base key. */
function flatten(messages: Messages, prefix = ''): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') flat.set(path, value);
    else for (const [nested, text] of flatten(value, path)) flat.set(nested, text);
  }
  return flat;
}

const baseKey = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

/** Words that are the same in English and in some of our languages. */
const SAME_AS_ENGLISH = new Set(['Online', 'Email', 'E-mail', 'booking-kit', 'Name', 'Page {{page}}']);

describe('message catalogs', async () => {
  const english = flatten(await loadMessages('en'));
  const englishBases = new Set([...english.keys()].map(baseKey));

  for (const locale of SUPPORTED_LOCALES.filter((code) => code !== 'en')) {
    it(`${locale} has every key, keeps every placeholder and leaves no English`, async () => {
      const catalog = flatten(await loadMessages(locale));
      expect(new Set([...catalog.keys()].map(baseKey))).toEqual(englishBases);
      for (const [key, text] of catalog) {
        const source = english.get(key) ?? english.get(`${baseKey(key)}_other`) ?? '';
        expect(placeholders(text), `${locale}: ${key}`).toEqual(placeholders(source));
        if (text === source && !SAME_AS_ENGLISH.has(text) && !/^\{\{\w+\}\}$/.test(text)) {
          expect.fail(`${locale}: ${key} is still English: "${text}"`);
        }
      }
    });
  }

  it('chooses plural forms by the locale’s rules', async () => {
    const english = createTranslator('en', await loadMessages('en'));
    expect(english.t('slotPicker.seatsLeft', { count: 1 })).toBe('1 seat left');
    expect(english.t('slotPicker.seatsLeft', { count: 3 })).toBe('3 seats left');
    const polish = createTranslator('pl', await loadMessages('pl'), await loadMessages('en'));
    // Polish has distinct forms for 2–4 and 5+.
    expect(polish.t('slotPicker.seatsLeft', { count: 2 })).not.toBe(polish.t('slotPicker.seatsLeft', { count: 5 }));
  });

  it('interpolates the spec’s messages', async () => {
    const english = createTranslator('en', await loadMessages('en'));
    expect(english.t('errors.pageNotFound', { path: '/nowhere' })).toBe('Page Not Found: /nowhere');
    expect(english.t('errors.SEATS_LEFT', { n: 2 })).toBe('Total available seats for this slot is only 2');
    expect(english.t('slotPicker.noSlotsThisMonth')).toBe('No slot available this month.');
    expect(english.t('validation.emailInvalid')).toBe('Email is invalid!');
  });
});
