/**
 * The parts of a language switcher, declared once: each value is the part's `data-part` attribute.
 * @selector [data-scope="language-switcher"][data-part="link"][data-current]
 */
export const languageSwitcherAnatomy = {
  root: 'root',
  list: 'list',
  item: 'item',
  link: 'link',
} as const;

/** A language switcher part name. */
export type LanguageSwitcherPart = (typeof languageSwitcherAnatomy)[keyof typeof languageSwitcherAnatomy];

/** The `data-scope` / `data-part` attributes that identify a part for CSS and tests. */
export function languageSwitcherPartAttrs(part: LanguageSwitcherPart) {
  return { 'data-scope': 'language-switcher', 'data-part': part } as const;
}
