import type { Locale } from '@booking-kit/core';
import { LanguageSwitcher } from '@booking-kit/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentPropsWithRef } from 'react';
import { expect, userEvent, within } from 'storybook/test';

/** The booking page in each language, as the app's `prefix` strategy writes it. */
const hrefFor = (locale: Locale) => `/${locale}/widget/appointment/anna-de-vries/massage-60`;

/** The languages as a visitor's screen reader lists the links, in order. */
const NAMES = [
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
];

const names = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('link')
    .map((link) => link.textContent);

const meta = {
  title: 'UI/LanguageSwitcher',
  component: LanguageSwitcher,
  args: { hrefFor },
} satisfies Meta<typeof LanguageSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * English: a navigation named 'Language' with the 11 languages, each by its own name and in its
 * own language; English, the page's language, is marked current and shown bold, not underlined.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Language' });
    await expect(within(nav).getByRole('list')).toBeVisible();
    await expect(names(canvasElement)).toEqual(NAMES);
    const english = canvas.getByRole('link', { name: 'English' });
    await expect(english).toHaveAttribute('aria-current', 'true');
    await expect(canvasElement.querySelectorAll('[aria-current]')).toHaveLength(1);
    await expect(getComputedStyle(english).fontWeight).toBe('700');
    await expect(getComputedStyle(english).textDecorationLine).toBe('none');
    const french = canvas.getByRole('link', { name: 'Français' });
    await expect(french).not.toHaveAttribute('aria-current');
    await expect(getComputedStyle(french).textDecorationLine).toBe('underline');
    await expect(french).toHaveAttribute('href', '/fr/widget/appointment/anna-de-vries/massage-60');
    await expect(french).toHaveAttribute('lang', 'fr-FR');
    await expect(french).toHaveAttribute('hreflang', 'fr-FR');
  },
};

/** Keyboard: Tab goes from link to link in the list's order, the current language included. */
export const KeyboardPath: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of NAMES) {
      await userEvent.tab();
      await expect(canvas.getByRole('link', { name })).toHaveFocus();
    }
  },
};

/** German: the navigation is named 'Sprache'; the names stay each language's own; Deutsch is current. */
export const German: Story = {
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Sprache' })).toBeVisible();
    await expect(names(canvasElement)).toEqual(NAMES);
    await expect(canvas.getByRole('link', { name: 'Deutsch' })).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('link', { name: 'English' })).not.toHaveAttribute('aria-current');
  },
};

/** French: 'Langue', Français current. */
export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Langue' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Français' })).toHaveAttribute('aria-current', 'true');
    await expect(canvasElement.querySelectorAll('[aria-current]')).toHaveLength(1);
  },
};

/** Brazilian Portuguese: 'Idioma', and of the two Portugueses only Brazil's is current. */
export const BrazilianPortuguese: Story = {
  globals: { locale: 'pt-br' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Idioma' })).toBeVisible();
    const brazil = canvas.getByRole('link', { name: 'Português (Brasil)' });
    await expect(brazil).toHaveAttribute('aria-current', 'true');
    await expect(brazil).toHaveAttribute('lang', 'pt-BR');
    await expect(canvas.getByRole('link', { name: 'Português (Portugal)' })).not.toHaveAttribute('aria-current');
  },
};

/** A few languages, in the order given, at the start of the line. */
export const SomeLanguages: Story = {
  args: { locales: ['nl', 'en', 'de'], align: 'start' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(names(canvasElement)).toEqual(['Nederlands', 'English', 'Deutsch']);
    await expect(canvas.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('link', { name: 'Nederlands' })).toHaveAttribute(
      'href',
      '/nl/widget/appointment/anna-de-vries/massage-60',
    );
  },
};

/** The dark tone on a dark page (the app's error page): light links, the current one in the light text colour, AA contrast (axe checks it). */
export const DarkTone: Story = {
  args: { tone: 'dark' },
  decorators: [
    (Story) => (
      <div style={{ background: '#0f1115', padding: '2rem 1rem' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('.bk-root')).toHaveAttribute('data-theme', 'light');
    // The dark values of --bk-color-accent and --bk-color-fg, though the theme is light.
    await expect(getComputedStyle(canvas.getByRole('link', { name: 'Français' })).color).toBe('rgb(147, 197, 253)');
    const english = canvas.getByRole('link', { name: 'English' });
    await expect(english).toHaveAttribute('aria-current', 'true');
    await expect(getComputedStyle(english).color).toBe('rgb(241, 245, 249)');
  },
};

/** Dark theme with no tone: the switcher follows the theme's colours. */
export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('.bk-root')).toHaveAttribute('data-theme', 'dark');
    await expect(getComputedStyle(canvas.getByRole('link', { name: 'Deutsch' })).color).toBe('rgb(147, 197, 253)');
    await expect(canvas.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
  },
};

/** A router's link: what `renderLink` returns gets each link's address, language and name. */
function RouterLink(props: ComponentPropsWithRef<'a'>) {
  return <a {...props} data-router-link="" />;
}

/** With the app's router links (renderLink) instead of plain anchors. */
export const RouterLinks: Story = {
  args: { renderLink: () => <RouterLink /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(11);
    for (const link of links) await expect(link).toHaveAttribute('data-router-link');
    await expect(canvas.getByRole('link', { name: 'Italiano' })).toHaveAttribute(
      'href',
      '/it/widget/appointment/anna-de-vries/massage-60',
    );
    await expect(canvas.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
  },
};

/** A phone: the languages wrap onto more lines instead of overflowing. */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '20rem' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Language' });
    await expect(nav.scrollWidth).toBeLessThanOrEqual(nav.clientWidth);
    await expect(within(nav).getByRole('link', { name: 'Português (Portugal)' })).toBeVisible();
  },
};
