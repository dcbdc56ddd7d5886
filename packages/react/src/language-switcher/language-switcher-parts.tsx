import type { Locale } from '@booking-kit/core';
import type { ComponentPropsWithRef } from 'react';
import { type AsChildProps, AsChildSlot } from '../utils/as-child';
import { InteractivePart } from '../utils/interactive-part';
import { mergePartProps } from '../utils/merge-part-props';
import { useLanguageSwitcherContext } from './language-switcher-context';

/** Props of {@link LanguageSwitcherList}. */
export interface LanguageSwitcherListProps extends AsChildProps, ComponentPropsWithRef<'ul'> {}

/**
 * The list of languages: a screen reader announces how many there are.
 * @selector [data-scope="language-switcher"][data-part="list"]
 * @example <LanguageSwitcher.List>{items}</LanguageSwitcher.List>
 */
export function LanguageSwitcherList({ asChild, ...props }: LanguageSwitcherListProps) {
  const merged = mergePartProps(useLanguageSwitcherContext().listProps, props);
  return asChild ? <AsChildSlot {...merged} /> : <ul {...merged} />;
}

/** Props of {@link LanguageSwitcherItem}. */
export interface LanguageSwitcherItemProps extends AsChildProps, ComponentPropsWithRef<'li'> {
  /** The language this item holds. */
  locale: Locale;
}

/**
 * One language of the list, holding its link; `data-current` on the page's language.
 * @selector [data-scope="language-switcher"][data-part="item"][data-locale="fr"][data-current]
 * @example <LanguageSwitcher.Item locale="fr"><LanguageSwitcher.Link locale="fr" /></LanguageSwitcher.Item>
 */
export function LanguageSwitcherItem({ locale, asChild, ...props }: LanguageSwitcherItemProps) {
  const merged = mergePartProps(useLanguageSwitcherContext().getItemProps(locale), props);
  return asChild ? <AsChildSlot {...merged} /> : <li {...merged} />;
}

/** Props of {@link LanguageSwitcherLink}. */
export interface LanguageSwitcherLinkProps extends AsChildProps, ComponentPropsWithRef<'a'> {
  /** The language this link goes to. */
  locale: Locale;
}

/**
 * A link to the page in one language, showing (and named by) the language's own name, e.g.
 * 'Français' with `lang="fr-FR"` and `hrefLang="fr-FR"`; the page's language has
 * `aria-current="true"` and stays a link. With `asChild`, the app's router link gets the `href`
 * and the rest, and the name when it is empty. It shows its interaction state (`data-hovered`,
 * `data-pressed`, `data-focus-visible`).
 * @selector [data-scope="language-switcher"][data-part="link"][data-locale="fr"][data-current]
 * @selector [data-part="link"][data-hovered] [data-pressed] [data-focus-visible]
 * @example <LanguageSwitcher.Link locale="fr" asChild><Link to="/fr/" reloadDocument /></LanguageSwitcher.Link>
 */
export function LanguageSwitcherLink({ locale, ...props }: LanguageSwitcherLinkProps) {
  const api = useLanguageSwitcherContext();
  return <InteractivePart as="a" content={api.nameOf(locale)} {...mergePartProps(api.getLinkProps(locale), props)} />;
}
