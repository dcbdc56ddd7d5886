import type { Translator } from '@booking-kit/core';
import { type ReactNode, useMemo } from 'react';
import { LocaleContext, type LocaleContextValue } from './locale-context';

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
 * below it. Load the catalog before rendering (core's `loadMessages`) so the first paint, and the
 * server render, are already translated.
 * @example
 * const translator = createTranslator('de', await loadMessages('de'), await loadMessages('en'));
 * <LocaleProvider translator={translator} timeZone="Europe/Berlin"><SlotPicker ... /></LocaleProvider>
 */
export function LocaleProvider({ translator, timeZone, children }: LocaleProviderProps) {
  const value = useMemo<LocaleContextValue>(
    () => ({ t: translator.t, locale: translator.locale, tag: translator.tag, timeZone }),
    [translator, timeZone],
  );
  return <LocaleContext.Provider value={value}>{children}</LocaleContext.Provider>;
}
