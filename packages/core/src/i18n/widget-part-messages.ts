import type { Locale } from './locales';
import type { Messages } from './messages';

/*
 * The widgets' catalog parts besides a booking's (`messageLoaders`), each a table of one literal
 * `import()` per locale like the others. A module of their own: a bundle places a module whole,
 * so a table kept beside `messageLoaders` rode in every Booker's first screen, even one for a
 * single service that never shows a cart or manages a booking.
 */

/** Loads one locale's cart catalog: booking several services at once (`Cart`, a provider's `<Booker>`), and choosing them (`ServicePicker`). */
export const cartMessageLoaders: Record<Locale, () => Promise<Messages>> = {
  da: () => import('./locales/cart/da.json').then((module) => module.default),
  de: () => import('./locales/cart/de.json').then((module) => module.default),
  en: () => import('./locales/cart/en.json').then((module) => module.default),
  es: () => import('./locales/cart/es.json').then((module) => module.default),
  fr: () => import('./locales/cart/fr.json').then((module) => module.default),
  hu: () => import('./locales/cart/hu.json').then((module) => module.default),
  it: () => import('./locales/cart/it.json').then((module) => module.default),
  nl: () => import('./locales/cart/nl.json').then((module) => module.default),
  pl: () => import('./locales/cart/pl.json').then((module) => module.default),
  'pt-br': () => import('./locales/cart/pt-br.json').then((module) => module.default),
  pt: () => import('./locales/cart/pt.json').then((module) => module.default),
};

/** Loads one locale's catalog for managing a booking: `<ManageBooking>`, reschedule, cancel, copy link. */
export const manageMessageLoaders: Record<Locale, () => Promise<Messages>> = {
  da: () => import('./locales/manage/da.json').then((module) => module.default),
  de: () => import('./locales/manage/de.json').then((module) => module.default),
  en: () => import('./locales/manage/en.json').then((module) => module.default),
  es: () => import('./locales/manage/es.json').then((module) => module.default),
  fr: () => import('./locales/manage/fr.json').then((module) => module.default),
  hu: () => import('./locales/manage/hu.json').then((module) => module.default),
  it: () => import('./locales/manage/it.json').then((module) => module.default),
  nl: () => import('./locales/manage/nl.json').then((module) => module.default),
  pl: () => import('./locales/manage/pl.json').then((module) => module.default),
  'pt-br': () => import('./locales/manage/pt-br.json').then((module) => module.default),
  pt: () => import('./locales/manage/pt.json').then((module) => module.default),
};
