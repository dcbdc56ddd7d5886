import type { Locale } from './locales';
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
export async function loadMessages(locale: Locale): Promise<Messages> {
  try {
    return await messageLoaders[locale]();
  } catch (error) {
    console.error(`booking-kit: the "${String(locale)}" message catalog did not load; its messages fall back to English.`, error);
    return {};
  }
}
