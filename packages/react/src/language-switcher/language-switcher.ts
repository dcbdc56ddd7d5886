/** The language switcher parts as a namespace: `<LanguageSwitcher.Root>`, `<LanguageSwitcher.Link>`, ... */
export {
  LanguageSwitcherItem as Item,
  LanguageSwitcherLink as Link,
  LanguageSwitcherList as List,
} from './language-switcher-parts';
export { LanguageSwitcherRoot as Root } from './language-switcher-root';
