import type { CookieConsentValue } from '@booking-kit/core';
import type { CookieConsentStorage } from '@booking-kit/react';
import { Button, CookieConsent, CookieSettingsButton } from '@booking-kit/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

/** A storage double that remembers in memory, with spies to see what was read and written. */
function memoryStorage(initial: CookieConsentValue | null = null): CookieConsentStorage {
  let stored = initial;
  return {
    get: fn(() => stored),
    set: fn((value: CookieConsentValue) => {
      stored = value;
    }),
  };
}

const clearConsentCookie = () => {
  // biome-ignore lint/suspicious/noDocumentCookie: the stories reset the real cookie the default storage uses.
  document.cookie = 'bk-consent=; Max-Age=0; Path=/';
};

const meta = {
  title: 'UI/CookieConsent',
  component: CookieConsent,
  args: { onValueChange: fn(), onOpenChange: fn() },
  // The banner sits in a page with something to focus before it and a footer with "Cookie settings".
  render: (args) => (
    <CookieConsent {...args}>
      <p>Book a haircut with Anna.</p>
      <Button variant="secondary">Choose a time</Button>
      <footer style={{ marginTop: '1rem' }}>
        <CookieSettingsButton />
      </footer>
    </CookieConsent>
  ),
  beforeEach: () => {
    clearConsentCookie();
    return clearConsentCookie;
  },
} satisfies Meta<typeof CookieConsent>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Default: a first visit shows the banner without taking focus; "Accept essential" sets the cookie. */
export const AcceptEssential: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const banner = await canvas.findByRole('region', { name: 'Cookie consent' });
    await expect(banner).not.toContainElement(document.activeElement as HTMLElement);
    await expect(within(banner).getByText(/essential cookies/)).toBeVisible();
    await userEvent.click(within(banner).getByRole('button', { name: 'Accept essential' }));
    await expect(canvas.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('essential');
    await expect(document.cookie).toContain('bk-consent=essential');
  },
};

/** "Accept all", remembered through a storage adapter. */
export const AcceptAll: Story = {
  args: { storage: memoryStorage() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const banner = await canvas.findByRole('region', { name: 'Cookie consent' });
    await userEvent.click(within(banner).getByRole('button', { name: 'Accept all' }));
    await expect(args.storage?.set).toHaveBeenCalledWith('all');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('all');
    await expect(canvas.queryByRole('region')).toBeNull();
  },
};

/** Empty: a returning visitor's cookie holds their choice, so there is no banner, only "Cookie settings". */
export const Remembered: Story = {
  beforeEach: () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the story stands for a visitor who chose on an earlier visit.
    document.cookie = 'bk-consent=all; Path=/';
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(args.onValueChange).toHaveBeenCalledWith('all'));
    await expect(canvas.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Cookie settings' })).toHaveAttribute('aria-expanded', 'false');
  },
};

/** "Cookie settings" reopens the banner and moves focus into it; choosing gives focus back to the button. */
export const ReopenSettings: Story = {
  args: { storage: memoryStorage('essential') },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const settings = canvas.getByRole('button', { name: 'Cookie settings' });
    await waitFor(() => expect(args.onValueChange).toHaveBeenCalledWith('essential'));
    await userEvent.click(settings);
    const banner = await canvas.findByRole('region', { name: 'Cookie consent' });
    await waitFor(() => expect(banner).toHaveFocus());
    await expect(settings).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(within(banner).getByRole('button', { name: 'Accept all' }));
    await waitFor(() => expect(settings).toHaveFocus());
    await expect(args.storage?.set).toHaveBeenCalledWith('all');
    await expect(settings).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Keyboard only: Tab into the banner, Enter to choose, focus returns; Escape closes a reopened banner. */
export const KeyboardOnly: Story = {
  args: { storage: memoryStorage() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('region', { name: 'Cookie consent' });
    const page = canvas.getByRole('button', { name: 'Choose a time' });
    page.focus();
    await userEvent.tab(); // Cookie settings
    await userEvent.tab(); // into the banner
    await expect(canvas.getByRole('button', { name: 'Accept essential' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Cookie settings' })).toHaveFocus());
    await expect(args.onValueChange).toHaveBeenLastCalledWith('essential');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('region', { name: 'Cookie consent' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Cookie settings' })).toHaveFocus());
    await expect(args.storage?.set).toHaveBeenCalledTimes(1);
  },
};

/** Controlled `open`: the app shows the banner itself; choosing asks it to close. */
export const ControlledOpen: Story = {
  args: { open: true, storage: memoryStorage('all') },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const banner = await canvas.findByRole('region', { name: 'Cookie consent' });
    await userEvent.click(within(banner).getByRole('button', { name: 'Accept essential' }));
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(args.onValueChange).toHaveBeenLastCalledWith('essential');
  },
};

/** Long text, inline: the app's own longer explanation wraps inside the banner where the app put it. */
export const LongDescriptionInline: Story = {
  args: {
    placement: 'inline',
    storage: memoryStorage(),
    description:
      'Essential cookies keep your booking and your language while you move between pages; they cannot be switched off. With your permission we also count visits to learn which services people look for, and remember your last booked service so we can suggest it next time. We never sell these details or share them with advertisers.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = await canvas.findByRole('region', { name: 'Cookie consent' });
    await expect(within(banner).getByText(/never sell these details/)).toBeVisible();
    await expect(banner.scrollWidth).toBeLessThanOrEqual(banner.clientWidth);
    await expect(within(banner).getAllByRole('button')).toHaveLength(2);
  },
};

/** Polish: the banner's name, text and choices from the pl catalog. */
export const Polish: Story = {
  globals: { locale: 'pl' },
  args: { storage: memoryStorage() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const banner = await canvas.findByRole('region', { name: 'Zgoda na pliki cookie' });
    await expect(within(banner).getByRole('button', { name: 'Akceptuj niezbędne' })).toBeVisible();
    await userEvent.click(within(banner).getByRole('button', { name: 'Akceptuj wszystkie' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('all');
    await expect(canvas.getByRole('button', { name: 'Ustawienia plików cookie' })).toBeVisible();
  },
};

/** Dark theme: tokens swap and contrast stays AA (axe checks it). */
export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { storage: memoryStorage() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('.bk-root')).toHaveAttribute('data-theme', 'dark');
    await expect(await canvas.findByRole('region', { name: 'Cookie consent' })).toBeVisible();
  },
};
