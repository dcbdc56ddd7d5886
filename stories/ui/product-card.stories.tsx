import { ProductCard } from '@booking-kit/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { GIFT_CARD_50, GIFT_CARD_100 } from '../fixtures/content';

const meta = {
  title: 'UI/Content/ProductCard',
  component: ProductCard,
  args: { product: GIFT_CARD_50 },
  parameters: { maxWidth: '20rem' },
  decorators: [
    (Story, { parameters }) => (
      <div style={{ maxWidth: parameters.maxWidth as string }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The €50 gift card: its picture, name linking to its page, description and price in the locale. */
export const WithImage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article', { name: 'Gift card €50' });
    await expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent('Gift card €50');
    await expect(within(card).getByRole('link', { name: 'Gift card €50' })).toHaveAttribute('href', '/shop/p/gift-card-50/');
    await expect(within(card).getByText('€50.00')).toBeVisible();
    await expect(within(card).getByText('Good for any treatment or class, valid for a year.')).toBeVisible();
    const image = within(card).getByRole('img', { name: 'A cream gift card with a terracotta ribbon' });
    await expect(image).toHaveAttribute('width', '1200');
    await expect(image).toHaveAttribute('loading', 'lazy');
  },
};

/** The €100 gift card has no picture: the text alone. */
export const WithoutImage: Story = {
  args: { product: GIFT_CARD_100, headingLevel: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Gift card €100' })).toBeVisible();
    await expect(canvas.getByText('€100.00')).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/** A long name and no description wrap inside the card. */
export const LongName: Story = {
  args: {
    product: {
      ...GIFT_CARD_100,
      id: 'spa-day',
      name: 'A whole day at the studio for two: massage, sauna, yoga class, lunch and a bottle of our own massage oil to take home',
      description: '',
      priceMinor: 32950,
    },
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article');
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    await expect(within(card).getByText('€329.50')).toBeVisible();
  },
};

/** Keyboard: one tab stop, the name link; the ring goes around the card. */
export const KeyboardPath: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Gift card €50' })).toHaveFocus();
  },
};

/** French: the price written the French way. */
export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/^50,00\s€$/)).toBeVisible();
  },
};

/** Dark theme: tokens swap, AA contrast (axe checks it). */
export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.bk-root')).toHaveAttribute('data-theme', 'dark');
    await expect(within(canvasElement).getByText('€50.00')).toBeVisible();
  },
};
