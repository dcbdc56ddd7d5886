import type { CookieConsentValue } from '@booking-kit/core';
import { type CookieCategory, type CookieConsentStorage, CookieConsent as Headless } from '@booking-kit/react';
import { Button, buttonVariants, CookieConsent, CookieSettingsButton } from '@booking-kit/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { createRef } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { inShadowRoot, shadowRootOf, withinShadowRoot } from '../fixtures/shadow-root';

/** A storage double that remembers in memory, with spies to see what was read and written. */
function memoryStorage(
  initial: CookieConsentValue | null = null,
  initialCategories: CookieCategory[] | null = null,
): CookieConsentStorage {
  let stored = initial;
  let categories = initialCategories;
  return {
    get: fn(() => stored),
    getCategories: fn(() => categories),
    set: fn((value: CookieConsentValue, allowed: ReadonlyArray<CookieCategory>) => {
      stored = value;
      categories = [...allowed];
    }),
  };
}

const ALL: CookieCategory[] = ['preferences', 'analytics'];

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
    await expect(args.storage?.set).toHaveBeenCalledWith('all', ALL);
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
    await expect(args.storage?.set).toHaveBeenCalledWith('all', ALL);
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
    await expect(within(banner).getAllByRole('button')).toHaveLength(3);
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

/** With the business's policy: the banner links to it under its text, before the choices. */
export const PolicyLink: Story = {
  args: { storage: memoryStorage(), policyHref: '/privacy' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = await canvas.findByRole('region', { name: 'Cookie consent' });
    const link = within(banner).getByRole('link', { name: 'Privacy policy' });
    await expect(link).toHaveAttribute('href', '/privacy');
    await expect(link).toHaveAttribute('data-part', 'policy-link');
    // Reached by Tab before the choices, in reading order.
    link.focus();
    await userEvent.tab();
    await expect(within(banner).getByRole('button', { name: 'Accept essential' })).toHaveFocus();
  },
};

/** The policy link in German and in the dark theme: its own words, and AA contrast (axe). */
export const PolicyLinkGermanDark: Story = {
  globals: { locale: 'de', theme: 'dark' },
  args: { storage: memoryStorage(), policyHref: '/datenschutz' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = await canvas.findByRole('region', { name: 'Cookie-Einwilligung' });
    await expect(within(banner).getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute('href', '/datenschutz');
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

/** 'Customize' opens the preferences: essential always on, the optional categories off; the visitor allows analytics only. */
export const Preferences: Story = {
  args: { storage: memoryStorage() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const banner = await canvas.findByRole('region', { name: 'Cookie consent' });
    await userEvent.click(within(banner).getByRole('button', { name: 'Customize' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Cookie preferences' });
    await expect(dialog).toHaveAccessibleDescription(/^Choose which cookies we may use/);
    const essential = within(dialog).getByRole('switch', { name: 'Essential' });
    await expect(essential).toBeChecked();
    await expect(essential).toBeDisabled();
    await expect(essential).toHaveAccessibleDescription(/^Keep your booking/);
    await waitFor(() => expect(within(dialog).getByText('Always on')).toBeVisible());
    await expect(within(dialog).getByRole('switch', { name: 'Preferences' })).not.toBeChecked();
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Analytics' }));
    await expect(within(dialog).getByRole('switch', { name: 'Analytics' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save choices' }));
    await expect(args.storage?.set).toHaveBeenCalledWith('essential', ['analytics']);
    await expect(args.onValueChange).toHaveBeenLastCalledWith('essential');
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
    // The banner is gone, so focus goes to "Cookie settings", where the choice can be changed.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Cookie settings' })).toHaveFocus());
  },
};

/** The preferences open: every category with its explanation and switch. */
export const PreferencesOpen: Story = {
  args: { storage: memoryStorage() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Customize' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Cookie preferences' });
    await expect(dialog.closest('.bk-root')).not.toBeNull();
    await expect(within(dialog).getAllByRole('switch')).toHaveLength(3);
    await waitFor(() => expect(within(dialog).getByRole('switch', { name: 'Preferences' })).toHaveFocus());
  },
};

/** Reopening shows the stored choices: a returning visitor who allowed analytics only sees just that switched on. */
export const PreferencesShowStoredChoice: Story = {
  args: { storage: memoryStorage('essential', ['analytics']) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(args.onValueChange).toHaveBeenCalledWith('essential'));
    await userEvent.click(canvas.getByRole('button', { name: 'Cookie settings' }));
    const banner = await canvas.findByRole('region', { name: 'Cookie consent' });
    await userEvent.click(within(banner).getByRole('button', { name: 'Customize' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Cookie preferences' });
    await expect(within(dialog).getByRole('switch', { name: 'Analytics' })).toBeChecked();
    await expect(within(dialog).getByRole('switch', { name: 'Preferences' })).not.toBeChecked();
    // Switching without saving is forgotten: Escape, then reopening shows the stored choice again.
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Preferences' }));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(within(banner).getByRole('button', { name: 'Customize' }));
    const again = await canvas.findByRole('dialog', { name: 'Cookie preferences' });
    await expect(within(again).getByRole('switch', { name: 'Preferences' })).not.toBeChecked();
    await userEvent.click(within(again).getByRole('button', { name: 'Accept all' }));
    await expect(args.storage?.set).toHaveBeenLastCalledWith('all', ALL);
  },
};

/** WAI-ARIA dialog keys: Enter opens, focus on the first switch, Space switches, Tab/Shift+Tab stay inside, Escape returns to 'Customize'. */
export const PreferencesKeyboard: Story = {
  args: { storage: memoryStorage() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const banner = await canvas.findByRole('region', { name: 'Cookie consent' });
    const customize = within(banner).getByRole('button', { name: 'Customize' });
    customize.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await canvas.findByRole('dialog', { name: 'Cookie preferences' });
    const preferences = within(dialog).getByRole('switch', { name: 'Preferences' });
    const close = within(dialog).getByRole('button', { name: 'Close' });
    await waitFor(() => expect(preferences).toHaveFocus());
    await userEvent.keyboard(' ');
    await expect(preferences).toBeChecked();
    await userEvent.tab();
    await expect(within(dialog).getByRole('switch', { name: 'Analytics' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Accept all' })).toHaveFocus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(within(dialog).getByRole('button', { name: 'Accept all' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(customize).toHaveFocus());
    // The banner stays: nothing was chosen.
    await expect(banner).toBeVisible();
    await expect(args.storage?.set).not.toHaveBeenCalled();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(within(canvas.getByRole('dialog')).getByRole('switch', { name: 'Preferences' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(customize).toHaveFocus());
  },
};

/** In a shadow root: the dialog renders inside it, styled; Tab stays inside; Escape gives focus back to 'Customize'. */
export const PreferencesInShadowRoot: Story = {
  args: { storage: memoryStorage() },
  decorators: [inShadowRoot],
  play: async ({ canvasElement }) => {
    const shadow = shadowRootOf(canvasElement);
    const canvas = withinShadowRoot(canvasElement);
    const customize = await canvas.findByRole('button', { name: 'Customize' });
    customize.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await canvas.findByRole('dialog', { name: 'Cookie preferences' });
    await expect(dialog.getRootNode()).toBe(shadow);
    const preferences = within(dialog).getByRole('switch', { name: 'Preferences' });
    await waitFor(() => expect(shadow.activeElement).toBe(preferences));
    await userEvent.tab();
    await expect(shadow.activeElement).toBe(within(dialog).getByRole('switch', { name: 'Analytics' }));
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await expect(shadow.activeElement).toBe(within(dialog).getByRole('button', { name: 'Close' }));
    await userEvent.tab({ shift: true });
    await expect(shadow.activeElement).toBe(within(dialog).getByRole('button', { name: 'Accept all' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(shadow.activeElement).toBe(customize));
  },
};

const preferencesRefs = {
  customize: createRef<HTMLButtonElement>(),
  overlay: createRef<HTMLDivElement>(),
  content: createRef<HTMLDivElement>(),
  title: createRef<HTMLHeadingElement>(),
  description: createRef<HTMLParagraphElement>(),
  category: createRef<HTMLDivElement>(),
  save: createRef<HTMLButtonElement>(),
  acceptAll: createRef<HTMLButtonElement>(),
  close: createRef<HTMLButtonElement>(),
};

/** Headless preferences composed by hand: a ref on every part reaches its element. */
export const RefsOnPreferencesParts: Story = {
  args: { storage: memoryStorage() },
  render: (args) => (
    <Headless.Root storage={args.storage}>
      <Headless.Banner>
        <Headless.Customize ref={preferencesRefs.customize} className={buttonVariants({ variant: 'secondary' })} />
      </Headless.Banner>
      <Headless.Preferences>
        <Headless.PreferencesOverlay ref={preferencesRefs.overlay} />
        <Headless.PreferencesContent ref={preferencesRefs.content}>
          <Headless.PreferencesTitle ref={preferencesRefs.title} />
          <Headless.PreferencesDescription ref={preferencesRefs.description} />
          <Headless.Category ref={preferencesRefs.category} category="analytics" />
          <Headless.PreferencesSave ref={preferencesRefs.save} className={buttonVariants()} />
          <Headless.PreferencesAcceptAll ref={preferencesRefs.acceptAll} className={buttonVariants()} />
          <Headless.PreferencesClose ref={preferencesRefs.close} className={buttonVariants({ variant: 'ghost' })} />
        </Headless.PreferencesContent>
      </Headless.Preferences>
    </Headless.Root>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(preferencesRefs.customize.current).toHaveTextContent('Customize'));
    await userEvent.click(preferencesRefs.customize.current as HTMLButtonElement);
    const dialog = await canvas.findByRole('dialog', { name: 'Cookie preferences' });
    await expect(preferencesRefs.content.current).toBe(dialog);
    await expect(preferencesRefs.overlay.current).toHaveAttribute('data-part', 'preferences-overlay');
    await expect(preferencesRefs.title.current).toHaveTextContent('Cookie preferences');
    await expect(preferencesRefs.description.current).toHaveTextContent(/^Choose which cookies/);
    await expect(preferencesRefs.category.current).toHaveAttribute('data-category', 'analytics');
    await expect(preferencesRefs.close.current).toHaveAccessibleName('Close');
    await expect(preferencesRefs.acceptAll.current).toHaveTextContent('Accept all');
    // The part's own ref beside the consumer's: first focus lands on the first switch.
    await waitFor(() => expect(within(dialog).getByRole('switch', { name: 'Analytics' })).toHaveFocus());
    await userEvent.keyboard(' ');
    await userEvent.click(preferencesRefs.save.current as HTMLButtonElement);
    await expect(args.storage?.set).toHaveBeenCalledWith('essential', ['analytics']);
  },
};
