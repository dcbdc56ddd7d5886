import { createInstance, type Resource } from 'i18next';
import { DEFAULT_LOCALE, isLocale, LOCALE_TAGS, type Locale } from './locales';
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

/** How many translated messages a translator remembers (see `createTranslator`). */
const MEMO_LIMIT = 2_000;

/** The English catalog's tag: i18next's fallback language (the spec's en-US). */
const FALLBACK_TAG = LOCALE_TAGS[DEFAULT_LOCALE];

/** The locale to translate into: an unknown or missing one is reported, then the default is used. */
function knownLocale(locale: unknown): Locale {
  if (isLocale(locale)) return locale;
  // Callers in plain JavaScript or reading a configuration can pass anything; the page still renders.
  console.warn(`booking-kit: no supported locale given (${String(locale)}); translating in ${FALLBACK_TAG}.`);
  return DEFAULT_LOCALE;
}

/**
 * A translator over a locale's catalog, on its own i18next instance, falling back to the English
 * catalog (en-US) for a missing key. Catalogs are i18next JSON v4 resources (`{{name}}`
 * placeholders, `_one`/`_few`/`_many`/`_other` plural keys); the locale's BCP 47 tag is i18next's
 * language, so `count` picks the plural form by CLDR's rules. The instance gets the catalogs
 * already loaded (`loadMessages`), so it starts synchronously and fetches nothing itself.
 * A key found nowhere is returned as is, and a placeholder without a value stays visible.
 * @example createTranslator('de', de, en).t('slotPicker.seatsLeft', { count: 2 }) // '2 Plätze frei'
 */
export function createTranslator(locale: Locale, messages: Messages, fallback?: Messages): Translator {
  const code = knownLocale(locale);
  const tag = LOCALE_TAGS[code];
  const resources: Resource = { [tag]: { translation: messages } };
  if (fallback && tag !== FALLBACK_TAG) resources[FALLBACK_TAG] = { translation: fallback };
  const i18n = createInstance();
  void i18n.init({
    resources,
    lng: tag,
    fallbackLng: FALLBACK_TAG,
    // Only the exact tags we were given: no `pt` lookup between `pt-BR` and `en-US`.
    load: 'currentOnly',
    // The resources are in memory: the instance is ready when `init` returns, so `t` works at once.
    initAsync: false,
    // Keys are dot paths only; a `:` in a key is not a namespace.
    nsSeparator: false,
    // React escapes what it renders; escaping here would show `&amp;` on the page.
    // A value not given keeps its `{{name}}` visible: i18next's default with `skipOnVariables`.
    interpolation: { escapeValue: false },
  });
  // A message is the same every time for the same key and values (the catalogs never change under
  // an instance): a page asks for the same ones on every render (each calendar day's label), and
  // i18next takes ~0.15 ms a call on a slow phone-class CPU where a lookup takes microseconds.
  const translated = new Map<string, string>();
  return {
    locale: code,
    tag,
    t(key, values = {}) {
      const id = JSON.stringify([key, values]);
      const known = translated.get(id);
      if (known !== undefined) return known;
      // Values travel in `replace`, so one named like an i18next option (`lng`, `context`) stays a value.
      const count = typeof values.count === 'number' ? values.count : undefined;
      const text = String(i18n.t(key, { replace: values, count }));
      // Bounded: a long-lived translator (a server's) never grows without end.
      if (translated.size >= MEMO_LIMIT) translated.clear();
      translated.set(id, text);
      return text;
    },
  };
}
