import { type BookingKitEventMap, type BookingKitWidget, defineBookingKitWidget, domEventType } from '@booking-kit/embed';
// Registers the Booker of shadow-root widgets: the story's own copy, not the booking app's module.
import '@booking-kit/embed/booker';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { createElement } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createInMemoryBookingClient, type InMemoryBookingClient } from '../fixtures/in-memory-booking-client';
import { FIXTURE_TIME_ZONE, fixtureNow } from '../fixtures/march-2026-slots';

/*
 * `<booking-kit-widget>` in each of its modes, as a website that is not a React app puts it on a
 * page: here with `render="shadow"` (the Booker itself in the element's shadow root), whose
 * Booker talks to the stories' in-memory booking API over March 2026 in Europe/Amsterdam (set on
 * the element as `bookerProps`, with the stories' clock). The iframe rendering needs the booking
 * app; the end-to-end tests (e2e/embed.spec.ts) show it, and these modes, on a real host page.
 */

defineBookingKitWidget();

/** The attributes a page gives its widget, and the story's in-memory API. */
interface WidgetStoryArgs {
  mode: 'inline' | 'popup' | 'floating';
  /** The language (the widget's `lang`). */
  lang: string;
  theme: 'light' | 'dark' | 'auto';
  brandColor?: string;
}

/** The in-memory API the story's widget books against (made by the story's loader). */
const clientOf = (loaded: Record<string, unknown>) => loaded.client as InMemoryBookingClient;

/** The widget's shadow root, where its button, dialog and Booker live. */
function widgetRoot(canvasElement: HTMLElement): ShadowRoot {
  const root = canvasElement.querySelector<BookingKitWidget>('booking-kit-widget')?.shadowRoot;
  if (!root) throw new Error('the widget has no shadow root');
  return root;
}

/** Testing Library queries inside the widget's shadow root. */
const inWidget = (canvasElement: HTMLElement) => within(widgetRoot(canvasElement) as unknown as HTMLElement);

/** The moments the page heard from its widget, in order. */
function recordMoments(canvasElement: HTMLElement): string[] {
  const heard: string[] = [];
  for (const name of ['ready', 'dateSelected', 'slotSelected'] as const satisfies (keyof BookingKitEventMap)[])
    canvasElement.addEventListener(domEventType(name), () => heard.push(name));
  return heard;
}

const meta = {
  title: 'Embed/BookingKitWidget',
  args: { mode: 'inline', lang: 'en', theme: 'light' },
  argTypes: {
    mode: { control: 'inline-radio', options: ['inline', 'popup', 'floating'] },
    theme: { control: 'inline-radio', options: ['light', 'dark', 'auto'] },
  },
  loaders: [() => ({ client: createInMemoryBookingClient() })],
  render: ({ mode, lang, theme, brandColor }, { loaded }) => (
    <>
      {mode === 'popup' ? (
        <button type="button" data-booking-kit-popup="booker">
          Book an intro call
        </button>
      ) : null}
      {createElement('booking-kit-widget', {
        id: 'booker',
        render: 'shadow',
        mode,
        lang,
        theme,
        'brand-color': brandColor,
        origin: 'https://booking.example.com',
        service: 'intro-call',
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        // Set as a property before the element connects: React 19 sets a defined element's own properties.
        bookerProps: { api: clientOf(loaded), now: fixtureNow, timeZone: FIXTURE_TIME_ZONE, storageKey: false },
      })}
    </>
  ),
} satisfies Meta<WidgetStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Inline, in the page's flow: the Booker's calendar shows in the widget, and a chosen day and time are told to the page. */
export const Inline: Story = {
  play: async ({ canvasElement }) => {
    const heard = recordMoments(canvasElement);
    const widget = inWidget(canvasElement);
    const day = await widget.findByRole('button', { name: /^Monday, March 9, 2026, \d+ times? available$/ });
    await waitFor(() => expect(heard).toEqual(['ready']));
    await userEvent.click(day);
    const list = await widget.findByRole('radiogroup', { name: 'Available times on Monday, March 9, 2026' });
    await userEvent.click(within(list).getAllByRole('radio')[0] as HTMLElement);
    await waitFor(() => expect(heard).toEqual(['ready', 'dateSelected', 'slotSelected']));
  },
};

/**
 * A popup, opened by the page's own button (`data-booking-kit-popup`): a modal dialog that takes
 * focus and shows the Booker; its close button closes it and focus returns to the button (the
 * browser's own Escape, which user-event cannot press, is the end-to-end tests'). Shown open.
 */
export const Popup: Story = {
  args: { mode: 'popup' },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Book an intro call' });
    await userEvent.click(trigger);
    const widget = inWidget(canvasElement);
    const dialog = await widget.findByRole('dialog', { name: 'Booking' });
    await expect(await within(dialog).findByRole('heading', { name: 'Date and time' })).toBeVisible();
    const close = within(dialog).getByRole('button', { name: 'Close booking' });
    await expect(close).toBe(widgetRoot(canvasElement).activeElement);
    await userEvent.click(close);
    await waitFor(() => expect(dialog).not.toBeVisible());
    await expect(trigger).toHaveFocus();
    // Open again, as the picture shows it.
    await userEvent.click(trigger);
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

/** A floating button in the corner of the page, in the brand colour, that opens the same dialog. */
export const Floating: Story = {
  args: { mode: 'floating', brandColor: '#0f766e' },
  play: async ({ canvasElement }) => {
    const widget = inWidget(canvasElement);
    const launcher = widget.getByRole('button', { name: 'Book an appointment' });
    await userEvent.click(launcher);
    const dialog = await widget.findByRole('dialog', { name: 'Booking' });
    await expect(await within(dialog).findByRole('heading', { name: 'Date and time' })).toBeVisible();
  },
};
