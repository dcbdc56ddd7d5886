/** Locale: the provider every component needs, and its hook. */
export { type LocaleContextValue, useLocale, useOptionalLocale } from './locale-context';
export { LocaleProvider, type LocaleProviderProps } from './locale-provider';
