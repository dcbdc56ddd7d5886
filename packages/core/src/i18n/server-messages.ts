import type { Locale } from './locales';
import { loadCatalog, type Messages } from './messages';

/**
 * Loads one locale's server catalog: the messages only a server writes (the booking emails'
 * `email.*`). They live apart from the catalogs a browser loads (`messageLoaders`), which would
 * otherwise carry them to every visitor (0.8 kB of the English catalog's 5.9 kB gzip) for nothing
 * a page shows. One literal `import()` per locale, like `messageLoaders`: a bundler makes a chunk
 * of each only for a path it can read; what they share (loading, the failure) is `loadCatalog`.
 */
export const serverMessageLoaders: Record<Locale, () => Promise<Messages>> = {
  da: () => import('./locales/server/da.json').then((module) => module.default),
  de: () => import('./locales/server/de.json').then((module) => module.default),
  en: () => import('./locales/server/en.json').then((module) => module.default),
  es: () => import('./locales/server/es.json').then((module) => module.default),
  fr: () => import('./locales/server/fr.json').then((module) => module.default),
  hu: () => import('./locales/server/hu.json').then((module) => module.default),
  it: () => import('./locales/server/it.json').then((module) => module.default),
  nl: () => import('./locales/server/nl.json').then((module) => module.default),
  pl: () => import('./locales/server/pl.json').then((module) => module.default),
  'pt-br': () => import('./locales/server/pt-br.json').then((module) => module.default),
  pt: () => import('./locales/server/pt.json').then((module) => module.default),
};

/**
 * A locale's server catalog (see {@link serverMessageLoaders}); one that fails to load is logged and
 * comes back empty, so English shows.
 * @example const { email } = await loadServerMessages('de')
 */
export function loadServerMessages(locale: Locale): Promise<Messages> {
  return loadCatalog(serverMessageLoaders, locale, 'server message catalog');
}
