import type { Locale } from '@booking-kit/core';
import { act, type ComponentPropsWithRef } from 'react';
import { within } from 'storybook/test';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { renderInLocale } from '../test/render-in-locale';
import * as LanguageSwitcher from './language-switcher';

/** A router's link as an app passes it: it renders an anchor with the props it is given. */
function RouterLink(props: ComponentPropsWithRef<'a'>) {
  return <a {...props} className="router-link" />;
}

const hrefFor = (locale: Locale) => `/${locale}/widget/appointment/anna`;

describe('LanguageSwitcher parts', () => {
  it('render a navigation named Language (common.language) with a list of links', async () => {
    const { container } = await renderInLocale(<LanguageSwitcher.Root hrefFor={hrefFor} />);
    const nav = within(container).getByRole('navigation', { name: 'Language' });
    expect(nav.dataset.scope).toBe('language-switcher');
    expect(nav.dataset.part).toBe('root');
    const list = within(nav).getByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(11);
    expect(within(list).getAllByRole('link')).toHaveLength(11);
  });

  it('offer the 11 locales by default, each link named by the language’s own name, in order', async () => {
    const { container } = await renderInLocale(<LanguageSwitcher.Root hrefFor={hrefFor} />);
    const names = within(container)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual([
      'Dansk',
      'Deutsch',
      'English',
      'Español',
      'Français',
      'Magyar',
      'Italiano',
      'Nederlands',
      'Polski',
      'Português (Brasil)',
      'Português (Portugal)',
    ]);
    expect(within(container).getByRole('link', { name: 'Français' })).toBeTruthy();
  });

  it('mark the page’s language (from the locale by default) with aria-current="true", and only that one', async () => {
    const { container } = await renderInLocale(<LanguageSwitcher.Root hrefFor={hrefFor} />);
    const current = container.querySelectorAll('[aria-current]');
    expect(current).toHaveLength(1);
    expect(current[0]?.getAttribute('aria-current')).toBe('true');
    expect(current[0]?.textContent).toBe('English');
    expect(current[0]?.hasAttribute('data-current')).toBe(true);
    expect(container.querySelector('li[data-current]')?.getAttribute('data-locale')).toBe('en');
    expect(within(container).getByRole('link', { name: 'Deutsch' }).hasAttribute('aria-current')).toBe(false);
  });

  it('mark the language given as current instead of the locale’s', async () => {
    const { container } = await renderInLocale(<LanguageSwitcher.Root hrefFor={hrefFor} current="fr" />);
    const canvas = within(container);
    expect(canvas.getByRole('link', { name: 'Français' }).getAttribute('aria-current')).toBe('true');
    expect(canvas.getByRole('link', { name: 'English' }).hasAttribute('aria-current')).toBe(false);
    expect(container.querySelectorAll('[aria-current]')).toHaveLength(1);
  });

  it('give each link the language of its name (lang) and of the page it opens (hrefLang)', async () => {
    const { container } = await renderInLocale(<LanguageSwitcher.Root hrefFor={hrefFor} />);
    const canvas = within(container);
    const french = canvas.getByRole('link', { name: 'Français' });
    expect(french.getAttribute('lang')).toBe('fr-FR');
    expect(french.getAttribute('hreflang')).toBe('fr-FR');
    const brazil = canvas.getByRole('link', { name: 'Português (Brasil)' });
    expect(brazil.getAttribute('lang')).toBe('pt-BR');
    expect(brazil.getAttribute('hreflang')).toBe('pt-BR');
    expect(brazil.dataset.locale).toBe('pt-br');
  });

  it('take each address from hrefFor, once per locale shown', async () => {
    const spy = vi.fn((locale: Locale) => (locale === 'en' ? '/widget/?lang=en' : `/widget/?lang=${locale}`));
    const { container } = await renderInLocale(<LanguageSwitcher.Root hrefFor={spy} />);
    const canvas = within(container);
    expect(canvas.getByRole('link', { name: 'Deutsch' }).getAttribute('href')).toBe('/widget/?lang=de');
    expect(canvas.getByRole('link', { name: 'English' }).getAttribute('href')).toBe('/widget/?lang=en');
    expect(canvas.getByRole('link', { name: 'Polski' }).getAttribute('href')).toBe('/widget/?lang=pl');
    expect(spy.mock.calls.map(([locale]) => locale)).toEqual([
      'da',
      'de',
      'en',
      'es',
      'fr',
      'hu',
      'it',
      'nl',
      'pl',
      'pt-br',
      'pt',
    ]);
  });

  it('offer only the locales given, in their order', async () => {
    const { container } = await renderInLocale(
      <LanguageSwitcher.Root hrefFor={hrefFor} locales={['nl', 'en', 'de']} current="de" />,
    );
    const links = within(container).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Nederlands', '/nl/widget/appointment/anna'],
      ['English', '/en/widget/appointment/anna'],
      ['Deutsch', '/de/widget/appointment/anna'],
    ]);
    expect(within(container).getByRole('link', { name: 'Deutsch' }).getAttribute('aria-current')).toBe('true');
  });

  it('render the app’s own link with asChild, filled with the language’s name when empty', async () => {
    const { container } = await renderInLocale(
      <LanguageSwitcher.Root hrefFor={hrefFor} locales={['en', 'fr']}>
        {(api) => (
          <LanguageSwitcher.List>
            {api.items.map((item) => (
              <LanguageSwitcher.Item key={item.locale} locale={item.locale}>
                <LanguageSwitcher.Link locale={item.locale} asChild>
                  <RouterLink />
                </LanguageSwitcher.Link>
              </LanguageSwitcher.Item>
            ))}
          </LanguageSwitcher.List>
        )}
      </LanguageSwitcher.Root>,
    );
    const links = [...container.querySelectorAll<HTMLAnchorElement>('a.router-link')];
    expect(links.map((link) => link.textContent)).toEqual(['English', 'Français']);
    expect(links[1]?.getAttribute('href')).toBe('/fr/widget/appointment/anna');
    expect(links[1]?.getAttribute('lang')).toBe('fr-FR');
    expect(links[0]?.getAttribute('aria-current')).toBe('true');
    expect(links[1]?.dataset.part).toBe('link');
  });

  it('pass the consumer’s handlers to the link, and take another name for the navigation', async () => {
    const onClick = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const { container } = await renderInLocale(
      <LanguageSwitcher.Root hrefFor={hrefFor} label="Choose a language">
        <LanguageSwitcher.Link locale="de" onClick={onClick} />
      </LanguageSwitcher.Root>,
    );
    const canvas = within(container);
    canvas.getByRole('navigation', { name: 'Choose a language' });
    act(() => canvas.getByRole('link', { name: 'Deutsch' }).click());
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('throw outside a root, naming it', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(renderInLocale(<LanguageSwitcher.Link locale="de" />)).rejects.toThrow('LanguageSwitcher.Root');
    error.mockRestore();
  });

  it('show keyboard focus and hover on a link as data attributes; Enter follows it once', async () => {
    const onClick = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const { container } = await renderInLocale(
      <LanguageSwitcher.Root hrefFor={hrefFor} locales={['de', 'fr']}>
        <LanguageSwitcher.List>
          <LanguageSwitcher.Item locale="de">
            <LanguageSwitcher.Link locale="de" onClick={onClick} />
          </LanguageSwitcher.Item>
          <LanguageSwitcher.Item locale="fr">
            <LanguageSwitcher.Link locale="fr" />
          </LanguageSwitcher.Item>
        </LanguageSwitcher.List>
      </LanguageSwitcher.Root>,
    );
    const [deutsch, francais] = container.querySelectorAll<HTMLElement>('[data-part="link"]');
    await act(() => userEvent.tab());
    expect(document.activeElement).toBe(deutsch);
    expect(deutsch?.getAttribute('data-focus-visible')).toBe('');
    await act(() => userEvent.keyboard('{Enter}'));
    expect(onClick).toHaveBeenCalledTimes(1);
    await act(() => userEvent.hover(francais as HTMLElement));
    expect(francais?.getAttribute('data-hovered')).toBe('');
  });
});
