import type { ComponentPropsWithRef, ReactNode } from 'react';
import { type AsChildProps, AsChildSlot } from '../utils/as-child';
import { mergePartProps } from '../utils/merge-part-props';
import { LanguageSwitcherProvider } from './language-switcher-context';
import { LanguageSwitcherItem, LanguageSwitcherLink, LanguageSwitcherList } from './language-switcher-parts';
import { type LanguageSwitcherApi, type UseLanguageSwitcherOptions, useLanguageSwitcher } from './use-language-switcher';

/** Props of {@link LanguageSwitcherRoot}. */
export interface LanguageSwitcherRootProps
  extends UseLanguageSwitcherOptions,
    AsChildProps,
    Omit<ComponentPropsWithRef<'nav'>, 'children'> {
  /**
   * The parts, or a function of the switcher's API (to map its `items`). Without children it
   * renders the list with a plain link per language.
   */
  children?: ReactNode | ((api: LanguageSwitcherApi) => ReactNode);
}

/**
 * The language choice: a `<nav>` named 'Language' holding a link to the same page in each locale,
 * each showing the language's own name, the page's language marked `aria-current="true"`. Every
 * part reads `hrefFor` from here, so each link is a plain `href` a server render can show.
 * @selector [data-scope="language-switcher"][data-part="root"]
 * @example
 * <LanguageSwitcher.Root hrefFor={(locale) => `/${locale}/widget/`}>
 *   {(api) => (
 *     <LanguageSwitcher.List>
 *       {api.items.map((item) => (
 *         <LanguageSwitcher.Item key={item.locale} locale={item.locale}>
 *           <LanguageSwitcher.Link locale={item.locale} asChild>
 *             <Link to={item.href} reloadDocument />
 *           </LanguageSwitcher.Link>
 *         </LanguageSwitcher.Item>
 *       ))}
 *     </LanguageSwitcher.List>
 *   )}
 * </LanguageSwitcher.Root>
 */
export function LanguageSwitcherRoot({
  hrefFor,
  locales,
  current,
  label,
  asChild,
  children,
  ...props
}: LanguageSwitcherRootProps) {
  const api = useLanguageSwitcher({
    hrefFor,
    ...(locales !== undefined && { locales }),
    ...(current !== undefined && { current }),
    ...(label !== undefined && { label }),
  });
  const merged = mergePartProps(api.rootProps, props);
  const content = typeof children === 'function' ? children(api) : (children ?? <DefaultParts api={api} />);
  return (
    <LanguageSwitcherProvider value={api}>
      {asChild ? <AsChildSlot {...merged}>{content}</AsChildSlot> : <nav {...merged}>{content}</nav>}
    </LanguageSwitcherProvider>
  );
}

/** What a root without children shows. */
function DefaultParts({ api }: { api: LanguageSwitcherApi }) {
  return (
    <LanguageSwitcherList>
      {api.items.map((item) => (
        <LanguageSwitcherItem key={item.locale} locale={item.locale}>
          <LanguageSwitcherLink locale={item.locale} />
        </LanguageSwitcherItem>
      ))}
    </LanguageSwitcherList>
  );
}
