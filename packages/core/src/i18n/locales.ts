/** The interface locales booking-kit ships catalogs for, as the spec lists them. */
export const SUPPORTED_LOCALES = ['da', 'de', 'en', 'es', 'fr', 'hu', 'it', 'nl', 'pl', 'pt-br', 'pt'] as const;

/** A supported locale code. */
export type Locale = (typeof SUPPORTED_LOCALES)[number];

/** The default locale, and the last fallback. @default 'en' */
export const DEFAULT_LOCALE: Locale = 'en';

/** BCP 47 tags for `Intl`, per locale code (the spec's English catalog is en-US). */
export const LOCALE_TAGS: Record<Locale, string> = {
  da: 'da-DK',
  de: 'de-DE',
  en: 'en-US',
  es: 'es-ES',
  fr: 'fr-FR',
  hu: 'hu-HU',
  it: 'it-IT',
  nl: 'nl-NL',
  pl: 'pl-PL',
  'pt-br': 'pt-BR',
  pt: 'pt-PT',
};

/** Each locale's name in its own language, for a language switcher. */
export const LOCALE_NAMES: Record<Locale, string> = {
  da: 'Dansk',
  de: 'Deutsch',
  en: 'English',
  es: 'Español',
  fr: 'Français',
  hu: 'Magyar',
  it: 'Italiano',
  nl: 'Nederlands',
  pl: 'Polski',
  'pt-br': 'Português (Brasil)',
  pt: 'Português (Portugal)',
};

/**
 * Whether a string is a supported locale code.
 * @example isLocale('pt-br') // true
 */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}
