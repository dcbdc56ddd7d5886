import { type CartEntry, Cart as Headless } from '@booking-kit/react';
import { buttonVariants, Cart } from '@booking-kit/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { createRef } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  CART_ITEMS,
  DEEP_TISSUE,
  ELEVEN_ITEMS,
  FACIAL,
  LONG_SERVICE,
  STAFF,
  SWEDISH_MASSAGE,
  TUESDAY_2_30_PM,
  TUESDAY_10_AM,
  YOGA_CLASS,
} from '../fixtures/services';
import { inShadowRoot, shadowRootOf, withinShadowRoot } from '../fixtures/shadow-root';

const meta = {
  title: 'UI/Cart',
  component: Cart,
  args: { defaultValue: CART_ITEMS, onValueChange: fn(), onProceed: fn() },
} satisfies Meta<typeof Cart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three services: each with its staff, time in the visitor's zone, length and price; the total; Continue. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const cart = canvas.getByRole('group', { name: 'Your cart' });
    const items = within(cart).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent(
      /Swedish massage.*Tue, Mar 10, 10:00\sAM GMT\+1.*60 min.*with Anna de Vries.*€45\.00/,
    );
    await expect(items[1]).toHaveTextContent(/Classic facial.*2:30\sPM.*45 min.*Any available staff.*€55\.00/);
    await expect(items[2]).toHaveTextContent(/Intro call.*Free/);
    await expect(within(items[0] as HTMLElement).getByRole('time')).toHaveAttribute('datetime', TUESDAY_10_AM);
    await expect(canvas.getByRole('status')).toHaveTextContent('3 services in your cart');
    await expect(canvas.getByText('€100.00')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onProceed).toHaveBeenCalledWith(CART_ITEMS);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Removing moves focus to the next row's remove button, then the previous one's, then the empty text. */
export const RemoveMovesFocus: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Remove Classic facial, Tue, Mar 10, 2:30\sPM/ }));
    await expect(canvas.getByRole('button', { name: /^Remove Intro call/ })).toHaveFocus();
    await expect(canvas.getByRole('status')).toHaveTextContent('2 services in your cart');
    await expect(canvas.getByText('€45.00', { selector: '[data-part="total-amount"]' })).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: /^Remove Swedish massage/ })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByText('Your cart is empty. Choose a service to begin.')).toHaveFocus();
    await expect(canvas.getByRole('status')).toHaveTextContent('0 services in your cart');
    await expect(args.onValueChange).toHaveBeenLastCalledWith([]);
  },
};

/** Empty: the message, no total; Continue is enabled, and pressing it says what is missing and takes focus there. */
export const Empty: Story = {
  args: { defaultValue: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Your cart is empty. Choose a service to begin.')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.queryByText('Total')).toBeNull();
    const proceed = canvas.getByRole('button', { name: 'Continue' });
    await expect(proceed).toBeEnabled();
    await expect(proceed).not.toHaveAttribute('aria-disabled');
    await userEvent.click(proceed);
    await expect(args.onProceed).not.toHaveBeenCalled();
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Please ensure you select services for all guests before proceeding.');
    await waitFor(() => expect(alert).toHaveFocus());
  },
};

/**
 * A guest without a service: Continue shows the spec's message as an alert that describes it.
 * Each row says whom it is for.
 */
export const ServicesForAllGuests: Story = {
  args: {
    attendees: ['me', 'ada', 'bo'],
    people: [
      { id: 'me', name: 'You' },
      { id: 'ada', name: 'Ada Lovelace' },
      { id: 'bo', name: 'Bo Diddley' },
    ],
    defaultValue: [
      { id: 'a', service: SWEDISH_MASSAGE, staff: STAFF[0], start: TUESDAY_10_AM, attendees: ['me'] },
      { id: 'b', service: DEEP_TISSUE, staff: STAFF[1], start: TUESDAY_10_AM, attendees: ['ada'] },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByText('For You')).toBeVisible();
    await expect(canvas.getByText('For Ada Lovelace')).toBeVisible();
    const proceed = canvas.getByRole('button', { name: 'Continue' });
    await userEvent.click(proceed);
    const message = 'Please ensure you select services for all guests before proceeding.';
    await expect(canvas.getByRole('alert')).toHaveTextContent(message);
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveFocus());
    await expect(proceed).toHaveAccessibleDescription(message);
    await expect(args.onProceed).not.toHaveBeenCalled();
  },
};

const yogaForFive: CartEntry = { id: 'yoga', service: YOGA_CLASS, start: TUESDAY_10_AM, seats: 5 };

/** Too many seats for a class: the spec's SEAT_LIMIT message on the row and in the alert. */
export const SeatLimit: Story = {
  args: { showErrors: true, defaultValue: [yogaForFive, CART_ITEMS[1] as CartEntry] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const message =
      'You can reserve up to 4 slots for this service. To book for additional guests, kindly select a different service for the same time slot.';
    await expect(canvas.getByRole('alert')).toHaveTextContent(message);
    const row = canvas.getAllByRole('listitem')[0] as HTMLElement;
    // Priced as it would be booked: at most 4 seats (core's cartLineSeats), €60.00, until the visitor fixes it.
    await expect(row).toHaveTextContent(/4 seats.*€60\.00/);
    await expect(within(row).getByRole('button', { name: /^Remove Morning yoga class/ })).toHaveAccessibleDescription(message);
    await userEvent.click(within(row).getByRole('button', { name: /^Remove Morning yoga class/ }));
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeEnabled();
  },
};

/** Many items: eleven is one more than a booking takes; removing one lets the visitor continue. */
export const TooManyItems: Story = {
  args: { defaultValue: ELEVEN_ITEMS },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(11);
    await expect(canvas.getByRole('status')).toHaveTextContent('11 services in your cart');
    const proceed = canvas.getByRole('button', { name: 'Continue' });
    await userEvent.click(proceed);
    await expect(canvas.getByRole('alert')).toHaveTextContent('You can book up to 10 services at once.');
    await userEvent.click(canvas.getByRole('button', { name: /^Remove Treatment 11/ }));
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.click(proceed);
    await expect(args.onProceed).toHaveBeenCalledWith(ELEVEN_ITEMS.slice(0, 10));
  },
};

/** Long service names wrap; the price and the remove button keep their place. */
export const LongText: Story = {
  args: { defaultValue: [{ id: 'long', service: LONG_SERVICE, staff: STAFF[2], start: TUESDAY_2_30_PM, durationMinutes: 120 }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = canvas.getByRole('listitem');
    await expect(row).toHaveTextContent(/120 min.*with Chloé Dubois.*€1,299\.00/);
    await expect(row.scrollWidth).toBeLessThanOrEqual(row.clientWidth);
    await expect(canvas.getByRole('button', { name: /^Remove Hot-stone/ })).toBeVisible();
  },
};

/** German: title, count, weekday and zone name, euros written '100,00 €'. */
export const German: Story = {
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Ihr Warenkorb' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('3 Leistungen im Warenkorb');
    const first = canvas.getAllByRole('listitem')[0] as HTMLElement;
    await expect(first).toHaveTextContent(/Di\., 10\. März, 10:00 MEZ.*mit Anna de Vries.*45,00\s€/);
    await expect(canvas.getByText('Gesamt')).toBeVisible();
    await expect(canvas.getByText('100,00 €')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Classic facial, Di\., 10\. März, 14:30 MEZ entfernen$/ })).toBeVisible();
  },
};

/** Dark theme, with an error showing: tokens swap and contrast stays AA (axe checks it). */
export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { showErrors: true, defaultValue: [yogaForFive, { id: 'f', service: FACIAL, start: TUESDAY_2_30_PM }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('.bk-root')).toHaveAttribute('data-theme', 'dark');
    await expect(canvas.getByRole('alert')).toHaveTextContent(/You can reserve up to 4 slots/);
  },
};

/** On a phone: the page shows 'View cart (3)' with the total (the sheet's code loads only here); the cart itself waits in a sheet. */
export const OnAPhone: Story = {
  args: { layout: 'sheet' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = await canvas.findByRole('button', { name: /^View cart \(3\)\s€100\.00$/ });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('group', { name: 'Your cart' })).toBeNull();
    await expect(canvas.queryByRole('dialog')).toBeNull();
  },
};

/** The sheet open: named 'Your cart', rendered inside the widget's root, every part of the inline cart inside. */
export const OnAPhoneOpen: Story = {
  args: { layout: 'sheet' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /^View cart \(3\)/ }));
    const sheet = await canvas.findByRole('dialog', { name: 'Your cart' });
    await expect(sheet.closest('.bk-root')).not.toBeNull();
    await expect(within(sheet).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(sheet).getByRole('status')).toHaveTextContent('3 services in your cart');
    await waitFor(() => expect(within(sheet).getByRole('button', { name: 'Close cart' })).toHaveFocus());
  },
};

/** WAI-ARIA dialog keys on the sheet: Enter/Space open, Tab and Shift+Tab stay inside, Escape closes, focus returns to the trigger. */
export const SheetKeyboard: Story = {
  args: { layout: 'sheet' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = await canvas.findByRole('button', { name: /^View cart \(3\)/ });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const sheet = await canvas.findByRole('dialog', { name: 'Your cart' });
    const close = within(sheet).getByRole('button', { name: 'Close cart' });
    const proceed = within(sheet).getByRole('button', { name: 'Continue' });
    await waitFor(() => expect(close).toHaveFocus());
    await userEvent.tab({ shift: true });
    await expect(proceed).toHaveFocus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab();
    await expect(within(sheet).getByRole('button', { name: /^Remove Swedish massage/ })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard(' ');
    await waitFor(() => expect(within(canvas.getByRole('dialog')).getByRole('button', { name: 'Close cart' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/** Removing inside the sheet: focus moves to the next row, the trigger's count and total follow; Continue proceeds. */
export const SheetRemoveAndProceed: Story = {
  args: { layout: 'sheet' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /^View cart \(3\)/ }));
    const sheet = await canvas.findByRole('dialog', { name: 'Your cart' });
    await userEvent.click(within(sheet).getByRole('button', { name: /^Remove Classic facial/ }));
    await waitFor(() => expect(within(sheet).getByRole('button', { name: /^Remove Intro call/ })).toHaveFocus());
    await expect(within(sheet).getByRole('status')).toHaveTextContent('2 services in your cart');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Continue' }));
    await expect(args.onProceed).toHaveBeenCalledWith([CART_ITEMS[0], CART_ITEMS[2]]);
    await userEvent.click(within(sheet).getByRole('button', { name: 'Close cart' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: /^View cart \(2\)\s€45\.00$/ })).toHaveFocus());
  },
};

/** `layout="auto"` (the default) follows the media query: a sheet while it matches, inline otherwise. */
export const AutoLayout: Story = {
  args: { sheetQuery: 'all' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: /^View cart \(3\)/ })).toBeVisible();
    await expect(canvas.queryByRole('group', { name: 'Your cart' })).toBeNull();
  },
};

/** In a shadow root: the sheet renders inside it, styled; Tab stays inside and Escape gives focus back to the trigger. */
export const SheetInShadowRoot: Story = {
  args: { layout: 'sheet' },
  decorators: [inShadowRoot],
  play: async ({ canvasElement }) => {
    const shadow = shadowRootOf(canvasElement);
    const canvas = withinShadowRoot(canvasElement);
    const trigger = await canvas.findByRole('button', { name: /^View cart \(3\)/ });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const sheet = await canvas.findByRole('dialog', { name: 'Your cart' });
    await expect(sheet.getRootNode()).toBe(shadow);
    const close = within(sheet).getByRole('button', { name: 'Close cart' });
    const proceed = within(sheet).getByRole('button', { name: 'Continue' });
    await waitFor(() => expect(shadow.activeElement).toBe(close));
    await userEvent.tab({ shift: true });
    await expect(shadow.activeElement).toBe(proceed);
    await userEvent.tab();
    await expect(shadow.activeElement).toBe(close);
    await userEvent.tab();
    await expect(shadow.activeElement).toBe(within(sheet).getByRole('button', { name: /^Remove Swedish massage/ }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(shadow.activeElement).toBe(trigger));
    await expect(canvas.queryByRole('dialog')).toBeNull();
  },
};

const sheetRefs = {
  trigger: createRef<HTMLButtonElement>(),
  overlay: createRef<HTMLDivElement>(),
  content: createRef<HTMLDivElement>(),
  title: createRef<HTMLHeadingElement>(),
  close: createRef<HTMLButtonElement>(),
};

/** Headless sheet parts composed by hand: a ref on every part reaches its element. */
export const RefsOnSheetParts: Story = {
  render: (args) => (
    <Headless.Root layout="sheet" defaultValue={args.defaultValue}>
      <Headless.Sheet>
        <Headless.SheetTrigger ref={sheetRefs.trigger} className={buttonVariants()} />
        <Headless.SheetPortal>
          <Headless.SheetOverlay ref={sheetRefs.overlay} />
          <Headless.SheetContent ref={sheetRefs.content}>
            <Headless.SheetTitle ref={sheetRefs.title} />
            <Headless.SheetClose ref={sheetRefs.close} className={buttonVariants({ variant: 'ghost', size: 'sm' })} />
            <Headless.Count />
          </Headless.SheetContent>
        </Headless.SheetPortal>
      </Headless.Sheet>
    </Headless.Root>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(sheetRefs.trigger.current).toHaveAccessibleName(/^View cart \(3\)/);
    await userEvent.click(sheetRefs.trigger.current as HTMLButtonElement);
    const sheet = await canvas.findByRole('dialog', { name: 'Your cart' });
    await expect(sheetRefs.content.current).toBe(sheet);
    await expect(sheetRefs.overlay.current).toHaveAttribute('data-part', 'sheet-overlay');
    await expect(sheetRefs.title.current).toHaveTextContent('Your cart');
    // The part's own ref beside the consumer's: first focus lands on the close button.
    await waitFor(() => expect(sheetRefs.close.current).toHaveFocus());
    await userEvent.click(sheetRefs.close.current as HTMLButtonElement);
    await waitFor(() => expect(sheetRefs.trigger.current).toHaveFocus());
  },
};
