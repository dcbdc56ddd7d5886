import { createTranslator, type Translator } from './create-translator';
import { DEFAULT_LOCALE, isLocale, type Locale } from './locales';
import { loadMessages } from './messages';

/** One translator per locale for the process's life: servers write many answers in few languages. */
const translators = new Map<Locale, Promise<Translator>>();

/**
 * A translator for `locale` with English for the keys its catalog lacks, loaded once per locale
 * and kept (for servers: error pages, emails). A value that is not a supported locale (from plain
 * JavaScript, a stored row) gets English.
 * @example const { t } = await loadTranslator('de');
 */
export function loadTranslator(locale: Locale): Promise<Translator> {
  const code = isLocale(locale) ? locale : DEFAULT_LOCALE;
  let translator = translators.get(code);
  if (!translator) {
    translator = Promise.all([loadMessages(code), loadMessages(DEFAULT_LOCALE)]).then(([messages, fallback]) =>
      createTranslator(code, messages, fallback),
    );
    translators.set(code, translator);
  }
  return translator;
}
