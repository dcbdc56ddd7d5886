import type { Translator } from '@booking-kit/core';
import { type ReactNode, useMemo } from 'react';
import { I18nProvider } from 'react-aria';
import { enableShadowDOM } from 'react-stately/private/flags/flags';
import { LocaleContextProvider, type LocaleContextValue } from './locale-context';

// react-aria's shadow-DOM-aware event targets and focus checks (its documented opt-in, off by
// default): the widget is often embedded in a shadow root, where without it clicks on calendar days
// are not pressed and arrow keys in the grid are ignored. Set here, once, because every booking-kit
// widget renders under this provider; the flag is global and idempotent.
enableShadowDOM();

/** Props of {@link LocaleProvider}. */
export interface LocaleProviderProps {
  /** A translator from core's `createTranslator(locale, messages, fallbackMessages)`. */
  translator: Translator;
  /** The visitor's IANA time zone; dates and times are shown in it. */
  timeZone: string;
  children?: ReactNode;
}

/**
 * Provides the locale, its messages and the visitor's time zone to every booking-kit component
 * below it. Load the catalog before rendering (core's `loadCatalogs`) so the first paint, and the
 * server render, are already translated.
 * @example
 * const { messages, fallback } = await loadCatalogs('de');
 * const translator = createTranslator('de', messages, fallback);
 * <LocaleProvider translator={translator} timeZone="Europe/Berlin"><SlotPicker ... /></LocaleProvider>
 */
export function LocaleProvider({ translator, timeZone, children }: LocaleProviderProps) {
  const value = useMemo<LocaleContextValue>(
    () => ({ t: translator.t, locale: translator.locale, tag: translator.tag, timeZone }),
    [translator, timeZone],
  );
  // react-aria's own parts (calendar, listbox, combobox) read the locale from its I18nProvider:
  // the same tag, so their strings, week start and direction follow the widget's locale.
  return (
    <I18nProvider locale={translator.tag}>
      <LocaleContextProvider value={value}>{children}</LocaleContextProvider>
    </I18nProvider>
  );
}
