import type { Locale, MessageValues } from '@booking-kit/core';
import { createContext, useContext } from 'react';

/** What {@link useLocale} returns: the active locale, its translator and the visitor's time zone. */
export interface LocaleContextValue {
  /** Translates a message key of the core catalogs, e.g. `t('slotPicker.noSlotsDay')`. */
  t: (key: string, values?: MessageValues) => string;
  /** The locale code, e.g. `pt-br`. */
  locale: Locale;
  /** The BCP 47 tag for `Intl`, e.g. `pt-BR`. */
  tag: string;
  /** The visitor's IANA time zone, e.g. `Europe/Amsterdam`. */
  timeZone: string;
}

/** @internal The locale context; `null` outside a `<LocaleProvider>`. */
export const LocaleContext = createContext<LocaleContextValue | null>(null);

/**
 * The active locale, translator and time zone from the nearest `<LocaleProvider>`.
 * @throws when used outside a `<LocaleProvider>`.
 * @example const { t, tag, timeZone } = useLocale();
 */
export function useLocale(): LocaleContextValue {
  const context = useContext(LocaleContext);
  if (!context) throw new Error('`useLocale` must be used within `<LocaleProvider>`');
  return context;
}

/**
 * Like {@link useLocale}, but `null` outside a `<LocaleProvider>`: for parts that must render
 * even when no catalog could be loaded, such as an app's last-resort error page.
 * @example const locale = useOptionalLocale(); const title = locale?.t('errors.somethingWrong') ?? 'Something went wrong';
 */
export function useOptionalLocale(): LocaleContextValue | null {
  return useContext(LocaleContext);
}
