import { ProductGrid } from '@booking-kit/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PRODUCTS } from '../fixtures/content';

const meta = {
  title: 'UI/Content/ProductGrid',
  component: ProductGrid,
  args: { products: PRODUCTS },
} satisfies Meta<typeof ProductGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A collection's gift cards side by side, each linking to its page with its price. */
export const GiftCards: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(canvas.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Gift card €50', '/shop/p/gift-card-50/'],
      ['Gift card €100', '/shop/p/gift-card-100/'],
    ]);
    await expect(within(items[0] as HTMLElement).getByText('€50.00')).toBeVisible();
    await expect(within(items[1] as HTMLElement).getByText('€100.00')).toBeVisible();
    const [first, second] = canvas.getAllByRole('article');
    await expect(first?.getBoundingClientRect().top).toBe(second?.getBoundingClientRect().top);
  },
};

/** Under a collection's heading: the products are h3, the first image loads at once. */
export const InACollection: Story = {
  args: { headingLevel: 3, eagerImages: 1 },
  render: (args) => (
    <section aria-labelledby="gift-cards">
      <h2 id="gift-cards" style={{ marginTop: 0 }}>
        Gift cards
      </h2>
      <ProductGrid {...args} />
    </section>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Gift cards' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(2);
    await expect(canvas.getByRole('img')).toHaveAttribute('loading', 'eager');
  },
};

/** No products: the catalog's empty state. */
export const Empty: Story = {
  args: { products: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('No products yet.');
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** Polish: the prices written the Polish way. */
export const Polish: Story = {
  globals: { locale: 'pl' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/^50,00\s€$/)).toBeVisible();
  },
};

/** Dark theme: tokens swap, AA contrast (axe checks it). */
export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('article')).toHaveLength(2);
  },
};
