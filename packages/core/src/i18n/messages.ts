import { DEFAULT_LOCALE, type Locale } from './locales';
import type en from './locales/en.json';

/** A message catalog: nested objects of strings, in i18next's format (`{{name}}`, `_one`/`_other`). */
export interface Messages {
  [key: string]: string | Messages;
}

/** The English catalog's shape: every locale's catalog has the same keys. */
export type CatalogShape = typeof en;

/**
 * Loads one locale's catalog. Each catalog is its own chunk, so a page downloads only the
 * active locale's messages.
 */
export const messageLoaders: Record<Locale, () => Promise<Messages>> = {
  da: () => import('./locales/da.json').then((module) => module.default),
  de: () => import('./locales/de.json').then((module) => module.default),
  en: () => import('./locales/en.json').then((module) => module.default),
  es: () => import('./locales/es.json').then((module) => module.default),
  fr: () => import('./locales/fr.json').then((module) => module.default),
  hu: () => import('./locales/hu.json').then((module) => module.default),
  it: () => import('./locales/it.json').then((module) => module.default),
  nl: () => import('./locales/nl.json').then((module) => module.default),
  pl: () => import('./locales/pl.json').then((module) => module.default),
  'pt-br': () => import('./locales/pt-br.json').then((module) => module.default),
  pt: () => import('./locales/pt.json').then((module) => module.default),
};

/**
 * The catalog of a locale. A catalog that fails to load (a chunk the network lost) is logged to
 * the console and comes back empty, so the translator shows the English fallback instead of the
 * page failing.
 * @example const messages = await loadMessages('de')
 */
export function loadMessages(locale: Locale): Promise<Messages> {
  return loadCatalog(messageLoaders, locale, 'message catalog');
}

/**
 * Runs `loaders[locale]`; a catalog that fails to load is logged (as `what`) and comes back empty.
 * @internal shared by `loadMessages` and `loadServerMessages`
 */
export async function loadCatalog(
  loaders: Record<Locale, () => Promise<Messages>>,
  locale: Locale,
  what: string,
): Promise<Messages> {
  try {
    return await loaders[locale]();
  } catch (error) {
    console.error(`booking-kit: the "${String(locale)}" ${what} did not load; its messages fall back to English.`, error);
    return {};
  }
}

/** What a translator for one locale is made of: its catalog, and English where that one failed. */
export interface LocaleCatalogs {
  messages: Messages;
  /** English, loaded only when the locale's own catalog did not load. */
  fallback?: Messages;
}

/**
 * The catalogs a browser needs to translate into `locale`: the locale's own, and English only
 * when that one did not load (it comes back empty; see `loadMessages`). Every shipped catalog has
 * every key English has (core's catalogs test holds them to it), so loading English beside another
 * locale's catalog only doubled what a visitor downloaded (about 6 kB gzip) for keys none lacks.
 * @example const { messages, fallback } = await loadCatalogs('de'); createTranslator('de', messages, fallback)
 */
export async function loadCatalogs(locale: Locale): Promise<LocaleCatalogs> {
  const messages = await loadMessages(locale);
  if (locale === DEFAULT_LOCALE || Object.keys(messages).length > 0) return { messages };
  return { messages, fallback: await loadMessages(DEFAULT_LOCALE) };
}
