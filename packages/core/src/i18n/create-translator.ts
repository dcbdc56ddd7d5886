import { createInstance } from 'i18next';
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

/**
 * A translator over a locale's catalog, falling back to the English one for a missing key.
 * Plurals follow the locale's CLDR rules through i18next.
 * @example createTranslator('de', de, en).t('slotPicker.seatsLeft', { count: 2 }) // '2 Plätze frei'
 */
export function createTranslator(locale: Locale, messages: Messages, fallback?: Messages): Translator {
  const tag = LOCALE_TAGS[locale];
  const fallbackTag = LOCALE_TAGS[DEFAULT_LOCALE];
  const resources: Record<string, { translation: Messages }> = { [tag]: { translation: messages } };
  if (fallback && tag !== fallbackTag) resources[fallbackTag] = { translation: fallback };
  const instance = createInstance();
  void instance.init({
    lng: tag,
    fallbackLng: fallback ? fallbackTag : false,
    resources,
    initAsync: false,
    // React escapes text; escaping here too would show `&amp;`.
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return {
    locale,
    tag,
    t: (key, values) => instance.t(key, values ?? {}) as string,
  };
}
