import type { Locale, MessageValues } from '@booking-kit/core';
import { createContext } from '@radix-ui/react-context';

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

/** @internal The locale context. */
const [LocaleContextProvider, useLocaleValue] = createContext<{ value: LocaleContextValue }>('<LocaleProvider>');

export { LocaleContextProvider };

/**
 * The active locale, translator and time zone from the nearest `<LocaleProvider>`.
 * @throws when used outside a `<LocaleProvider>`.
 * @example const { t, tag, timeZone } = useLocale();
 */
export function useLocale(): LocaleContextValue {
  return useLocaleValue('useLocale').value;
}

/**
 * Like {@link useLocale}, but `null` outside a `<LocaleProvider>`: for parts that must render
 * even when no catalog could be loaded, such as an app's last-resort error page.
 * @example const locale = useOptionalLocale(); const title = locale?.t('errors.somethingWrong') ?? 'Something went wrong';
 */
export function useOptionalLocale(): LocaleContextValue | null {
  return useLocaleValue('useOptionalLocale', { optional: true })?.value ?? null;
}
