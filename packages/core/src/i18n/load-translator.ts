import { createTranslator, type Translator } from './create-translator';
import { loadMessages } from './load-catalogs';
import { DEFAULT_LOCALE, isLocale, type Locale } from './locales';
import type { Messages } from './messages';
import { loadServerMessages } from './server-messages';

/** One translator per locale for the process's life: servers write many answers in few languages. */
const translators = new Map<Locale, Promise<Translator>>();

/** A locale's every message: its catalog and its server catalog (the emails' messages). */
async function serverCatalog(locale: Locale): Promise<Messages> {
  const [messages, server] = await Promise.all([loadMessages(locale), loadServerMessages(locale)]);
  return { ...messages, ...server };
}

/**
 * A server's translator for `locale`: its catalog and its server catalog (the emails'
 * messages, see `loadServerMessages`), with English for the keys they lack, loaded
 * once per locale and kept (for servers: error pages, emails). A value that is not a supported
 * locale (from plain JavaScript, a stored row) gets English.
 * @example const { t } = await loadTranslator('de');
 */
export function loadTranslator(locale: Locale): Promise<Translator> {
  const code = isLocale(locale) ? locale : DEFAULT_LOCALE;
  let translator = translators.get(code);
  if (!translator) {
    translator = Promise.all([serverCatalog(code), serverCatalog(DEFAULT_LOCALE)]).then(([messages, fallback]) =>
      createTranslator(code, messages, fallback),
    );
    translators.set(code, translator);
  }
  return translator;
}
