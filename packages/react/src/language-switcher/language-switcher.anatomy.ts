import { type AnatomyPart, createAnatomy } from '../utils/anatomy';

/**
 * The parts of a language switcher, declared once: each value is the part's `data-part` attribute.
 * @selector [data-scope="language-switcher"][data-part="link"][data-current]
 */
export const languageSwitcherAnatomy = createAnatomy('language-switcher', {
  root: 'root',
  list: 'list',
  item: 'item',
  link: 'link',
});

/** A language switcher part name. */
export type LanguageSwitcherPart = AnatomyPart<typeof languageSwitcherAnatomy>;

/** The `data-scope` / `data-part` attributes that identify a part for CSS and tests. */
export const languageSwitcherPartAttrs = languageSwitcherAnatomy.attrs;
