import type { Locale } from '@booking-kit/core';
import {
  LanguageSwitcherItem,
  LanguageSwitcherLink,
  LanguageSwitcherList,
  LanguageSwitcherRoot,
  type LanguageSwitcherRootProps,
} from '@booking-kit/react';
import type { ReactElement } from 'react';
import { cx } from '../lib/cx';
import { type LanguageSwitcherVariantProps, languageSwitcherVariants } from './language-switcher.variants';

/** Props of {@link LanguageSwitcher}. */
export interface LanguageSwitcherProps extends Omit<LanguageSwitcherRootProps, 'asChild' | 'children'> {
  /**
   * Renders each link as the app's router link instead of a plain `<a href>`: return an element
   * for `href`; the switcher merges its own props (`lang`, `hrefLang`, `aria-current`, classes)
   * into it and fills it with the language's name. Without it, links are plain anchors, right for
   * server-rendered pages.
   * @example renderLink={({ href }) => <Link to={href} reloadDocument />}
   */
  renderLink?: (props: { href: string; locale: Locale }) => ReactElement;
  /**
   * The surface the switcher sits on: `dark` on a dark page or band, `light` on a light one; the
   * links' colours follow it, with AA contrast. @default the theme's (`<BookingKitRoot theme>`)
   */
  tone?: NonNullable<LanguageSwitcherVariantProps['tone']>;
  /** @default 'center' */
  align?: NonNullable<LanguageSwitcherVariantProps['align']>;
}

/**
 * The language choice: a navigation named 'Language' with a link to the same page in each
 * language, each showing the language's own name ('Deutsch', 'Français'); the page's language is
 * marked `aria-current="true"` and shown bold. Put it in a page's footer.
 * @selector .bk-root .bk-language-switcher [data-scope="language-switcher"][data-part="list|item|link"][data-current]
 * @example <LanguageSwitcher hrefFor={(locale) => `/${locale}/widget/`} tone="dark" />
 */
export function LanguageSwitcher({ renderLink, tone, align = 'center', className, ...props }: LanguageSwitcherProps) {
  return (
    <LanguageSwitcherRoot {...props} className={cx(languageSwitcherVariants({ tone, align }), className)}>
      {(api) => (
        <LanguageSwitcherList>
          {api.items.map((item) => (
            <LanguageSwitcherItem key={item.locale} locale={item.locale}>
              <LanguageSwitcherLink
                locale={item.locale}
                {...(renderLink && { asChild: true, children: renderLink({ href: item.href, locale: item.locale }) })}
              />
            </LanguageSwitcherItem>
          ))}
        </LanguageSwitcherList>
      )}
    </LanguageSwitcherRoot>
  );
}
