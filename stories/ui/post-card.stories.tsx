import { PostCard } from '@booking-kit/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BREATHING_POST, LONG_POST, MASSAGE_POST, SLEEP_POST } from '../fixtures/content';

const meta = {
  title: 'UI/Content/PostCard',
  component: PostCard,
  args: { post: BREATHING_POST },
  parameters: { maxWidth: '22rem' },
  decorators: [
    (Story, { parameters }) => (
      <div style={{ maxWidth: parameters.maxWidth as string }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PostCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A post with its cover: the title links to the post, then the category, the excerpt, the author and
 * the date in the visitor's zone (00:30 on 3 March in Amsterdam, still 2 March in UTC).
 */
export const WithCover: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article', { name: 'Breathing at your desk' });
    const title = within(card).getByRole('heading', { level: 2, name: 'Breathing at your desk' });
    await expect(within(title).getByRole('link', { name: 'Breathing at your desk' })).toHaveAttribute(
      'href',
      '/journal/b/breathing-at-your-desk/',
    );
    await expect(within(card).getAllByRole('link')).toHaveLength(1);
    await expect(within(card).getByText('Breathing')).toBeVisible();
    await expect(within(card).getByText(/^Three short exercises/)).toBeVisible();
    await expect(within(card).getByText('By Anna de Vries')).toBeVisible();
    const date = within(card).getByText('March 3, 2026');
    await expect(date.tagName).toBe('TIME');
    await expect(date).toHaveAttribute('datetime', '2026-03-02T23:30:00.000Z');
    const cover = within(card).getByRole('img', { name: 'Four smooth grey stones stacked on each other' });
    await expect(cover).toHaveAttribute('width', '1200');
    await expect(cover).toHaveAttribute('height', '800');
    await expect(cover).toHaveAttribute('loading', 'lazy');
    // The whole card is the title link's target: a click on the cover lands on the link.
    const box = cover.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    await expect(hit?.closest('a')).toHaveAttribute('href', '/journal/b/breathing-at-your-desk/');
  },
};

/** No cover image: the text alone, no empty image box. */
export const WithoutCover: Story = {
  args: { post: SLEEP_POST },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'A wind-down routine for better sleep' });
    await expect(within(card).queryByRole('img')).toBeNull();
    await expect(within(card).getByText('By Anna de Vries')).toBeVisible();
    await expect(within(card).getByText('January 28, 2026')).toBeVisible();
  },
};

/** A long title, category and author wrap inside the card instead of overflowing it. */
export const LongTitle: Story = {
  args: { post: LONG_POST },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article');
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    await expect(within(card).getByRole('link', { name: /^Why slow, deep-tissue work/ })).toBeVisible();
    await expect(within(card).getByText('By Bruno Miguel Costa Ferreira de Albuquerque')).toBeVisible();
  },
};

/** Under a section's own heading: the title is an h3; eager loading for a card at the top of the page. */
export const HeadingLevelThreeEager: Story = {
  args: { post: MASSAGE_POST, headingLevel: 3, imageLoading: 'eager' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'What to expect from your first massage' })).toBeVisible();
    await expect(canvas.getByRole('img')).toHaveAttribute('loading', 'eager');
    await expect(canvas.getByText('By Bruno Costa')).toBeVisible();
  },
};

/** Horizontal: the cover beside the text, for a list of one post a row. */
export const Horizontal: Story = {
  args: { orientation: 'horizontal' },
  parameters: { maxWidth: '44rem' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cover = canvas.getByRole('img');
    const title = canvas.getByRole('heading', { name: 'Breathing at your desk' });
    await expect(cover.getBoundingClientRect().right).toBeLessThanOrEqual(title.getBoundingClientRect().left);
  },
};

/** Keyboard: the card is one tab stop, its title link; the focus ring goes around the whole card. */
export const KeyboardPath: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Breathing at your desk' })).toHaveFocus();
    await expect(getComputedStyle(canvas.getByRole('article')).outlineStyle).toBe('solid');
  },
};

/** German: 'Von Anna de Vries' and the date in German, in the visitor's zone. */
export const German: Story = {
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Von Anna de Vries')).toBeVisible();
    await expect(canvas.getByText('3. März 2026')).toBeVisible();
  },
};

/** Dark theme: tokens swap, the category and muted text keep AA contrast (axe checks it). */
export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.bk-root')).toHaveAttribute('data-theme', 'dark');
    await expect(within(canvasElement).getByRole('link', { name: 'Breathing at your desk' })).toBeVisible();
  },
};

/** In a preview, a draft's card carries the 'Draft' mark (the site never shows a draft). */
export const DraftInPreview: Story = {
  args: { post: { ...SLEEP_POST, draft: true } },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article');
    await expect(within(card).getByText('Draft', { exact: true })).toBeVisible();
  },
};
