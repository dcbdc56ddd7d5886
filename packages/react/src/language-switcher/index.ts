/**
 * The language switcher parts as a namespace (`<LanguageSwitcher.Root>`, `<LanguageSwitcher.Link>`, ...).
 * @example <LanguageSwitcher.Root hrefFor={(locale) => `/${locale}/widget/`} />
 */
export * as LanguageSwitcher from './language-switcher';
export { type LanguageSwitcherPart, languageSwitcherAnatomy } from './language-switcher.anatomy';
export { useLanguageSwitcherContext } from './language-switcher-context';
export {
  LanguageSwitcherItem,
  type LanguageSwitcherItemProps,
  LanguageSwitcherLink,
  type LanguageSwitcherLinkProps,
  LanguageSwitcherList,
  type LanguageSwitcherListProps,
} from './language-switcher-parts';
export { LanguageSwitcherRoot, type LanguageSwitcherRootProps } from './language-switcher-root';
export {
  type LanguageSwitcherApi,
  type LanguageSwitcherEntry,
  type LanguageSwitcherItemPropBag,
  type LanguageSwitcherLinkPropBag,
  type LanguageSwitcherRootPropBag,
  type UseLanguageSwitcherOptions,
  useLanguageSwitcher,
} from './use-language-switcher';
