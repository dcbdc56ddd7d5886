import { LOCALE_NAMES, LOCALE_TAGS, type Locale, SUPPORTED_LOCALES } from '@booking-kit/core';
import { useLocale } from '../locale/locale-context';
import { languageSwitcherPartAttrs } from './language-switcher.anatomy';

/** Options of {@link useLanguageSwitcher}: which languages to offer, which is current, and where each one is. */
export interface UseLanguageSwitcherOptions {
  /**
   * The address of the page in a locale, e.g. with core's `switchLocaleHref`:
   * `(locale) => switchLocaleHref(location.pathname, location.search, locale, routing)`.
   */
  hrefFor: (locale: Locale) => string;
  /** The languages offered, in this order. @default SUPPORTED_LOCALES (all 11) */
  locales?: readonly Locale[];
  /** The page's language, marked `aria-current`. @default useLocale().locale */
  current?: Locale;
  /** The navigation's accessible name. @default t('common.language') ('Language') */
  label?: string;
}

/** One language of the switcher: what its link shows and where it goes. */
export interface LanguageSwitcherEntry {
  /** The locale code, e.g. `pt-br`. */
  locale: Locale;
  /** The language's name in its own language (`LOCALE_NAMES`), e.g. 'Français': what the link shows and is named. */
  name: string;
  /** Its BCP 47 tag (`LOCALE_TAGS`), e.g. `fr-FR`: the link's `lang` and `hrefLang`. */
  tag: string;
  /** The page in this language, from `hrefFor`. */
  href: string;
  /** Whether this is the page's language. */
  isCurrent: boolean;
}

/** Props of the navigation: its name and part attributes. */
export type LanguageSwitcherRootPropBag = { 'aria-label': string } & ReturnType<typeof languageSwitcherPartAttrs>;

/** Props of a list item: which locale it holds, and `data-current` on the page's language. */
export type LanguageSwitcherItemPropBag = {
  'data-locale': Locale;
  'data-current'?: '';
} & ReturnType<typeof languageSwitcherPartAttrs>;

/**
 * Props of a language's link: its address, the language of its text and of the page it goes to,
 * and `aria-current="true"` on the page's language.
 */
export type LanguageSwitcherLinkPropBag = {
  href: string;
  lang: string;
  hrefLang: string;
  'aria-current'?: 'true';
  'data-current'?: '';
  'data-locale': Locale;
} & ReturnType<typeof languageSwitcherPartAttrs>;

/** What {@link useLanguageSwitcher} returns: the languages to show and a prop bag per part. */
export interface LanguageSwitcherApi {
  /** The page's language. */
  current: Locale;
  /** The languages offered, in order, each with its name, tag, address and whether it is current. */
  items: LanguageSwitcherEntry[];
  hrefFor: (locale: Locale) => string;
  /** The `<nav>`'s props: named 'Language' (`common.language`) in the page's language. */
  rootProps: LanguageSwitcherRootPropBag;
  /** The `<ul>`'s props. */
  listProps: ReturnType<typeof languageSwitcherPartAttrs>;
  /** A `<li>`'s props. */
  getItemProps(locale: Locale): LanguageSwitcherItemPropBag;
  /** A link's props: `href`, `lang`, `hrefLang`, and `aria-current="true"` on the current one. */
  getLinkProps(locale: Locale): LanguageSwitcherLinkPropBag;
  /** A language's name in its own language, e.g. `nameOf('de')` → 'Deutsch'. */
  nameOf(locale: Locale): string;
}

/**
 * The behaviour of a language switcher: a navigation landmark named 'Language' (in the page's
 * language) holding a list of plain links, one per locale, to the same page in that language.
 * Each link shows the language's own name ('Deutsch', 'Français') with `lang` set to it, so a
 * screen reader pronounces it in that language (WCAG 3.1.2), and `hrefLang` saying what the page
 * it opens is in; the page's language is marked `aria-current="true"` (the current item of the
 * set) and stays a link. No state: the page's language is the app's (its URL or cookie).
 *
 * Hand-written rather than built on react-aria: react-aria has no language-switcher or link-list
 * pattern, and none is needed — this is a `<nav>` of ordinary links, whose keyboard and screen
 * reader behaviour the browser already gives (Tab from link to link, Enter follows). Links rather
 * than a select or a menu, so the choice works before hydration and on pages that run no script,
 * and choosing never changes the page as a side effect of moving through options (WCAG 3.2.2).
 * @example const api = useLanguageSwitcher({ hrefFor: (locale) => `/${locale}/widget/` });
 */
export function useLanguageSwitcher(options: UseLanguageSwitcherOptions): LanguageSwitcherApi {
  const { t, locale } = useLocale();
  const { hrefFor, locales = SUPPORTED_LOCALES, current = locale } = options;
  const nameOf = (code: Locale) => LOCALE_NAMES[code];
  const items = locales.map((code) => ({
    locale: code,
    name: nameOf(code),
    tag: LOCALE_TAGS[code],
    href: hrefFor(code),
    isCurrent: code === current,
  }));

  return {
    current,
    items,
    hrefFor,
    rootProps: { 'aria-label': options.label ?? t('common.language'), ...languageSwitcherPartAttrs('root') },
    listProps: languageSwitcherPartAttrs('list'),
    getItemProps: (code) => ({
      'data-locale': code,
      ...(code === current && { 'data-current': '' as const }),
      ...languageSwitcherPartAttrs('item'),
    }),
    getLinkProps: (code) => ({
      href: items.find((item) => item.locale === code)?.href ?? hrefFor(code),
      // The name is written in its own language: read it in that language.
      lang: LOCALE_TAGS[code],
      hrefLang: LOCALE_TAGS[code],
      // 'true', not 'page': the current entry of a set of languages (every link goes to this page).
      ...(code === current && { 'aria-current': 'true' as const, 'data-current': '' as const }),
      'data-locale': code,
      ...languageSwitcherPartAttrs('link'),
    }),
    nameOf,
  };
}
