import { Pagination, PostList } from '@booking-kit/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { journalHref, LONG_POST, POSTS } from '../fixtures/content';

const meta = {
  title: 'UI/Content/PostList',
  component: PostList,
  args: { posts: POSTS },
} satisfies Meta<typeof PostList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The journal's posts as a grid of cards, newest first; each card is named by its title and links to its post. */
export const Grid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Breathing at your desk',
      'What to expect from your first massage',
      'A wind-down routine for better sleep',
    ]);
    await expect(canvas.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/journal/b/breathing-at-your-desk/',
      '/journal/m/what-to-expect-from-your-first-massage/',
      '/journal/w/a-wind-down-routine/',
    ]);
    await expect(canvas.getByRole('article', { name: 'What to expect from your first massage' })).toHaveTextContent(
      'By Bruno Costa',
    );
    // Two covers; the third post has none.
    await expect(canvas.getAllByRole('img')).toHaveLength(2);
  },
};

/** One post a row, the cover beside the text; the first cover loads at once (above the fold), the rest lazily. */
export const ListLayout: Story = {
  args: { layout: 'list', eagerImages: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first, second] = canvas.getAllByRole('img');
    await expect(first).toHaveAttribute('loading', 'eager');
    await expect(second).toHaveAttribute('loading', 'lazy');
    await expect(canvasElement.querySelectorAll('.bk-content-card--horizontal')).toHaveLength(3);
  },
};

/** No posts: the catalog's empty state instead of an empty list. */
export const Empty: Story = {
  args: { posts: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('No posts yet.');
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** Empty, in German. */
export const EmptyGerman: Story = {
  args: { posts: [] },
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Noch keine Beiträge.');
  },
};

/** A long title next to short ones: the row's cards keep one height and nothing overflows. */
export const LongTitle: Story = {
  args: { posts: [LONG_POST, ...POSTS.slice(0, 2)] },
  play: async ({ canvasElement }) => {
    const cards = within(canvasElement).getAllByRole('article');
    for (const card of cards) await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    const heights = new Set(cards.map((card) => Math.round(card.getBoundingClientRect().height)));
    await expect(heights.size).toBe(1);
  },
};

/**
 * A page of the journal as the app composes it: the heading, page 2 of 5 of the posts, and the
 * pagination; cards are h2 under the page's h1.
 */
export const BlogPage: Story = {
  render: (args) => (
    <main>
      <h1 style={{ marginTop: 0 }}>Journal</h1>
      <PostList {...args} />
      <div style={{ marginTop: '2rem' }}>
        <Pagination page={2} pageCount={5} hrefFor={journalHref} />
      </div>
    </main>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Journal' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(3);
    const pages = within(canvas.getByRole('navigation', { name: 'Pages' }));
    await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(pages.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/journal/');
    await expect(pages.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/journal/?page=3');
  },
};

/** Under a section's heading ('Latest from the journal'): the cards are h3. */
export const InASection: Story = {
  args: { headingLevel: 3 },
  render: (args) => (
    <section aria-labelledby="latest">
      <h2 id="latest" style={{ marginTop: 0 }}>
        Latest from the journal
      </h2>
      <PostList {...args} />
    </section>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Latest from the journal' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  },
};

/** Dark theme: tokens swap, AA contrast on every card (axe checks it). */
export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.bk-root')).toHaveAttribute('data-theme', 'dark');
    await expect(within(canvasElement).getAllByRole('article')).toHaveLength(3);
  },
};
