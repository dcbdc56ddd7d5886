#!/usr/bin/env node
/**
 * Merges new message keys into the 11 locale catalogs in one step, so that several people (or
 * helpers) adding keys at once never overwrite each other's work.
 *
 * Usage: `node scripts/add-messages.mjs additions.json`, where the file maps each locale code to
 * a nested object of keys (`{ "en": { "timeZonePicker": { "label": "Time zone" } }, "de": ... }`).
 * Existing keys are replaced, new keys are appended after the namespace's existing ones.
 * Every one of the 11 locales must be present in the file, so no catalog is left behind.
 * Namespaces only a server writes (`email`) go to the server catalogs (`locales/server/`), those
 * of the site around the widgets (the cookie banner, forms, posts, the app's pages) to the site
 * catalogs (`locales/site/`), the cart's and managing a booking's to their parts of the widgets'
 * catalogs (`locales/cart/`, `locales/manage/`), the others to the booking catalogs (`locales/`).
 */
import { mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const catalogs = path.join(root, 'packages/core/src/i18n/locales');
const LOCALES = ['da', 'de', 'en', 'es', 'fr', 'hu', 'it', 'nl', 'pl', 'pt-br', 'pt'];
/** The namespaces of core's server catalogs (see core's `server-messages.ts`). */
const SERVER_NAMESPACES = new Set(['email']);
/** The namespaces of the widgets' catalog parts besides a booking's (see `loadWidgetCatalogs` in core's `messages.ts`). */
const WIDGET_PART_NAMESPACES = new Map([
  ['cart', 'cart'],
  ['servicePicker', 'cart'],
  ['manage', 'manage'],
  ['cancelBooking', 'manage'],
  ['rescheduleBooking', 'manage'],
]);
/** The namespaces of core's site catalogs (see `siteMessageLoaders` in core's `messages.ts`). */
const SITE_NAMESPACES = new Set([
  'httpErrors',
  'expiredLink',
  'serviceChoice',
  'oneTimeLink',
  'findBooking',
  'cancelPage',
  'site',
  'appPages',
  'embed',
  'content',
  'pagination',
  'preview',
  'cookieConsent',
  'formRenderer',
]);

const file = process.argv[2];
if (!file) {
  console.error('Usage: node scripts/add-messages.mjs additions.json');
  process.exit(2);
}
const additions = JSON.parse(readFileSync(file, 'utf8'));
const missing = LOCALES.filter((locale) => !additions[locale]);
if (missing.length > 0) {
  console.error(`Missing locales in ${file}: ${missing.join(', ')}`);
  process.exit(1);
}

/** Deep-merges `source` into `target`, keeping the target's key order. */
function merge(target, source) {
  for (const [key, value] of Object.entries(source)) {
    if (value && typeof value === 'object' && target[key] && typeof target[key] === 'object') merge(target[key], value);
    else target[key] = value;
  }
  return target;
}

// A directory as a lock: mkdir is atomic, so only one writer holds it at a time.
const lock = path.join(catalogs, '.lock');
const deadline = Date.now() + 30_000;
for (;;) {
  try {
    mkdirSync(lock);
    break;
  } catch {
    if (Date.now() > deadline) {
      console.error(`Could not take ${lock}; remove it if no other merge is running.`);
      process.exit(1);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
try {
  for (const locale of LOCALES) {
    /** Which catalog a namespace goes to: the server's, the site's, a widget part's, or a booking's (the top folder). */
    const folderOf = (namespace) =>
      SERVER_NAMESPACES.has(namespace)
        ? 'server'
        : SITE_NAMESPACES.has(namespace)
          ? 'site'
          : (WIDGET_PART_NAMESPACES.get(namespace) ?? '');
    for (const folder of ['', 'cart', 'manage', 'site', 'server']) {
      const part = Object.fromEntries(Object.entries(additions[locale]).filter(([namespace]) => folderOf(namespace) === folder));
      if (Object.keys(part).length === 0) continue;
      const target = path.join(catalogs, folder, `${locale}.json`);
      const catalog = merge(JSON.parse(readFileSync(target, 'utf8')), part);
      writeFileSync(target, `${JSON.stringify(catalog, null, 2)}\n`);
    }
  }
  console.info(`Merged ${file} into ${LOCALES.length} catalogs.`);
} finally {
  rmdirSync(lock);
}
