import { DEFAULT_LOCALE, type Locale } from './locales';
import type en from './locales/en.json';

/** A message catalog: nested objects of strings, in i18next's format (`{{name}}`, `_one`/`_other`). */
export interface Messages {
  [key: string]: string | Messages;
}

/** The English widget catalog's shape: every locale's catalog has the same keys. */
export type CatalogShape = typeof en;

/**
 * Loads one locale's widget catalog: the words of the booking widgets (`<Booker>`,
 * `<ManageBooking>` and the parts they are made of). Each catalog is its own chunk, so a page
 * downloads only the active locale's messages.
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
 * The catalog of a locale, the widgets' words and the site's (see `siteMessageLoaders`). A catalog
 * that fails to load (a chunk the network lost) is logged to the console and comes back empty, so
 * the translator shows the English fallback instead of the page failing.
 * @example const messages = await loadMessages('de')
 */
export async function loadMessages(locale: Locale): Promise<Messages> {
  const [widget, site] = await Promise.all([
    loadCatalog(messageLoaders, locale, 'message catalog'),
    loadCatalog(siteMessageLoaders, locale, 'site message catalog'),
  ]);
  return { ...widget, ...site };
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
 * The catalogs a browser needs to translate into `locale`, the widgets' words and the site's: the
 * locale's own, and English only for a catalog that did not load (it comes back empty; see
 * `loadCatalog`). Every shipped catalog has every key English has (core's catalogs test holds them
 * to it), so loading English beside another locale's catalog only doubled what a visitor
 * downloaded (about 6 kB gzip) for keys none lacks.
 * @example const { messages, fallback } = await loadCatalogs('de'); createTranslator('de', messages, fallback)
 */
export function loadCatalogs(locale: Locale): Promise<LocaleCatalogs> {
  return catalogsFrom([messageLoaders, siteMessageLoaders], locale);
}

/**
 * {@link loadCatalogs} for the widgets' words only (no cookie banner, forms or pages): what a
 * `<Booker>` that brings its own language loads. A function of its own, so that a bundle that uses
 * it leaves the site's catalogs out.
 * @example const { messages, fallback } = await loadWidgetCatalogs('de')
 */
export function loadWidgetCatalogs(locale: Locale): Promise<LocaleCatalogs> {
  return catalogsFrom([messageLoaders], locale);
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
