import { DEFAULT_LOCALE, type Locale } from './locales';
import type cart from './locales/cart/en.json';
import type en from './locales/en.json';
import type manage from './locales/manage/en.json';

/** A message catalog: nested objects of strings, in i18next's format (`{{name}}`, `_one`/`_other`). */
export interface Messages {
  [key: string]: string | Messages;
}

/** The English widget catalog's shape, all its parts: every locale's catalog has the same keys. */
export type CatalogShape = typeof en & typeof cart & typeof manage;

/**
 * Loads one locale's booking catalog: the words of a booking (`<Booker>` for one service and the
 * parts it is made of). Each catalog is its own chunk, so a page downloads only the active
 * locale's messages. The cart's words and managing a booking's are parts of their own
 * (`cartMessageLoaders`, `manageMessageLoaders`); `loadWidgetCatalogs` loads all three,
 * `loadCatalogParts` those it is given.
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
 * Loads one locale's site catalog: the words of what a whole site shows around the widgets and a
 * widget never does (the cookie banner, forms and surveys, posts and pages, pagination, the preview
 * banner, the reference app's own pages and error pages). Apart from `messageLoaders`, so that a
 * `<Booker>` on another site does not download them (1.7 of the English catalog's 5.2 kB gzip).
 * One literal `import()` per locale, as in `messageLoaders` and `serverMessageLoaders`: a bundler
 * makes a chunk of each only for a path it can read, so the three tables cannot share one.
 */
export const siteMessageLoaders: Record<Locale, () => Promise<Messages>> = {
  da: () => import('./locales/site/da.json').then((module) => module.default),
  de: () => import('./locales/site/de.json').then((module) => module.default),
  en: () => import('./locales/site/en.json').then((module) => module.default),
  es: () => import('./locales/site/es.json').then((module) => module.default),
  fr: () => import('./locales/site/fr.json').then((module) => module.default),
  hu: () => import('./locales/site/hu.json').then((module) => module.default),
  it: () => import('./locales/site/it.json').then((module) => module.default),
  nl: () => import('./locales/site/nl.json').then((module) => module.default),
  pl: () => import('./locales/site/pl.json').then((module) => module.default),
  'pt-br': () => import('./locales/site/pt-br.json').then((module) => module.default),
  pt: () => import('./locales/site/pt.json').then((module) => module.default),
};

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
 * {@link loadCatalogs} for some parts of the catalog only, each a table of loaders
 * (`messageLoaders`, `cartMessageLoaders`, `manageMessageLoaders`, `siteMessageLoaders`): a
 * `<Booker>` for one service loads a booking's words alone. A bundle keeps only the tables it
 * names, so a part a page never shows costs it nothing.
 * @example const { messages, fallback } = await loadCatalogParts('de', [messageLoaders])
 */
export function loadCatalogParts(
  locale: Locale,
  parts: ReadonlyArray<Record<Locale, () => Promise<Messages>>>,
): Promise<LocaleCatalogs> {
  return catalogsFrom(parts, locale);
}

/** The catalogs of `loaders` in `locale`, English for each that did not load (see {@link loadCatalogs}). */
async function catalogsFrom(loaders: ReadonlyArray<Record<Locale, () => Promise<Messages>>>, locale: Locale) {
  const parts = await Promise.all(loaders.map((each) => loadCatalog(each, locale, 'message catalog')));
  const messages: Messages = Object.assign({}, ...parts);
  const failed = loaders.filter((_, index) => Object.keys(parts[index] ?? {}).length === 0);
  if (locale === DEFAULT_LOCALE || failed.length === 0) return { messages };
  const english = await Promise.all(failed.map((each) => loadCatalog(each, DEFAULT_LOCALE, 'message catalog')));
  return { messages, fallback: Object.assign({}, ...english) } satisfies LocaleCatalogs;
}
