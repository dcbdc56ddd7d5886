import type { Locale } from '@booking-kit/core';

/**
 * Translations as stored (a `translations` jsonb column): per locale code, the entry's texts in
 * that language (`{ de: { name: 'Massage (60 Min.)' } }`). What a locale leaves out is shown in the
 * default text, the business's default locale.
 */
export type StoredTranslations = Partial<Record<Locale, Partial<Record<string, unknown>>>> | null | undefined;

/**
 * An entry's `field` in `locale`: its translation when there is one, else the default text.
 * Without a locale, the default text.
 * @example translatedText({ de: { name: 'Erstgespräch' } }, 'de', 'name', 'Intro call') // 'Erstgespräch'
 * @example translatedText({ de: { name: 'Erstgespräch' } }, 'fr', 'name', 'Intro call') // 'Intro call'
 */
export function translatedText(
  translations: StoredTranslations,
  locale: Locale | undefined,
  field: string,
  defaultText: string,
): string {
  if (locale === undefined) return defaultText;
  const text = translations?.[locale]?.[field];
  // An empty translation says nothing: the default text stands.
  return typeof text === 'string' && text !== '' ? text : defaultText;
}
