import { DEFAULT_LOCALE, LOCALE_TAGS, type Locale } from './locales';
import type { Messages } from './messages';

/** Values interpolated into a message; `count` also picks the plural form. */
export type MessageValues = Record<string, string | number>;

/** Translates message keys for one locale. */
export interface Translator {
  locale: Locale;
  /** The BCP 47 tag for `Intl` formatting, e.g. `pt-BR`. */
  tag: string;
  /** The message for `key` (dot-separated), with `values` interpolated. */
  t(key: string, values?: MessageValues): string;
}

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/** The string at a dot-separated path of a catalog, if there is one. */
function lookup(messages: Messages, key: string): string | undefined {
  let node: string | Messages | undefined = messages;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** A catalog with the plural rules of its language. */
interface Catalog {
  messages: Messages;
  plurals: Intl.PluralRules;
}

/** The message of `key` in one catalog: with a numeric `count`, its CLDR plural form first, then `_other`. */
function find(catalog: Catalog, key: string, count: unknown): string | undefined {
  if (typeof count === 'number') {
    return (
      lookup(catalog.messages, `${key}_${catalog.plurals.select(count)}`) ??
      lookup(catalog.messages, `${key}_other`) ??
      lookup(catalog.messages, key)
    );
  }
  return lookup(catalog.messages, key);
}

/**
 * A translator over a locale's catalog, falling back to the English one for a missing key.
 * Catalogs use i18next's JSON format (`{{name}}` placeholders, `_one`/`_few`/`_many`/`_other`
 * plural keys); the plural form is chosen by `Intl.PluralRules`, CLDR's rules for the locale, so
 * no i18n runtime ships to the browser. A key found nowhere is returned as is, so it shows.
 * @example createTranslator('de', de, en).t('slotPicker.seatsLeft', { count: 2 }) // '2 Plätze frei'
 */
export function createTranslator(locale: Locale, messages: Messages, fallback?: Messages): Translator {
  const tag = LOCALE_TAGS[locale];
  const catalogs: Catalog[] = [{ messages, plurals: new Intl.PluralRules(tag) }];
  if (fallback && locale !== DEFAULT_LOCALE) {
    catalogs.push({ messages: fallback, plurals: new Intl.PluralRules(LOCALE_TAGS[DEFAULT_LOCALE]) });
  }
  return {
    locale,
    tag,
    t(key, values = {}) {
      let text: string | undefined;
      for (const catalog of catalogs) {
        text = find(catalog, key, values.count);
        if (text !== undefined) break;
      }
      if (text === undefined) return key;
      // A value that was not given leaves its placeholder visible rather than an empty gap.
      return text.replace(PLACEHOLDER, (placeholder, name: string) => (name in values ? String(values[name]) : placeholder));
    },
  };
}
