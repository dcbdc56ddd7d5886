import type { Locale } from './locales';
import {
  type LocaleCatalogs,
  loadCatalog,
  loadCatalogParts,
  type Messages,
  messageLoaders,
  siteMessageLoaders,
} from './messages';
import { cartMessageLoaders, manageMessageLoaders } from './widget-part-messages';

/*
 * The loaders of whole catalogs, every part at once. A module apart from the tables' own: a bundle
 * places a module whole, and one that names every table would carry them all into a page that
 * loads one part (a one-service Booker's first screen).
 */

/** The widgets' catalog parts: a booking's, the cart's, managing a booking's. */
const WIDGET_CATALOGS = [messageLoaders, cartMessageLoaders, manageMessageLoaders];

/**
 * The catalog of a locale, the widgets' words and the site's (see `siteMessageLoaders`). A catalog
 * that fails to load (a chunk the network lost) is logged to the console and comes back empty, so
 * the translator shows the English fallback instead of the page failing.
 * @example const messages = await loadMessages('de')
 */
export async function loadMessages(locale: Locale): Promise<Messages> {
  const parts = await Promise.all(
    [...WIDGET_CATALOGS, siteMessageLoaders].map((loaders) => loadCatalog(loaders, locale, 'message catalog')),
  );
  return Object.assign({}, ...parts);
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
  return loadCatalogParts(locale, [...WIDGET_CATALOGS, siteMessageLoaders]);
}

/**
 * {@link loadCatalogs} for the widgets' words only (no cookie banner, forms or pages): a booking's,
 * the cart's and managing a booking's. A function of its own, so that a bundle that uses it leaves
 * the site's catalogs out; {@link loadCatalogParts} loads fewer parts.
 * @example const { messages, fallback } = await loadWidgetCatalogs('de')
 */
export function loadWidgetCatalogs(locale: Locale): Promise<LocaleCatalogs> {
  return loadCatalogParts(locale, WIDGET_CATALOGS);
}
