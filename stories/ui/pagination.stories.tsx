import { Pagination } from '@booking-kit/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentPropsWithRef } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { journalHref } from '../fixtures/content';

/** The page links as a visitor's screen reader lists them: name → address. */
function links(canvasElement: HTMLElement): Array<[string, string | null]> {
  return within(canvasElement)
    .getAllByRole('link')
    .map((link) => [link.getAttribute('aria-label') ?? link.textContent ?? '', link.getAttribute('href')]);
}

const meta = {
  title: 'UI/Pagination',
  component: Pagination,
  args: { page: 1, pageCount: 10, hrefFor: journalHref },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Page 1 of 10: no 'Previous page', the first five pages, a gap, the last page and 'Next page'. */
export const FirstPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Pages' });
    await expect(canvas.queryByRole('link', { name: 'Previous page' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/journal/');
    await expect(canvas.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/journal/?page=2');
    await expect(nav).toHaveTextContent('12345…10Next page');
    await expect(links(canvasElement)).toEqual([
      ['Page 1', '/journal/'],
      ['Page 2', '/journal/?page=2'],
      ['Page 3', '/journal/?page=3'],
      ['Page 4', '/journal/?page=4'],
      ['Page 5', '/journal/?page=5'],
      ['Page 10', '/journal/?page=10'],
      ['Next page', '/journal/?page=2'],
    ]);
  },
};

/** Page 5 of 10: the first page, a gap, pages 4–6, a gap, the last page; only page 5 is current. */
export const MiddlePage: Story = {
  args: { page: 5 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Pages' })).toHaveTextContent('Previous page1…456…10Next page');
    await expect(canvas.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/journal/?page=4');
    await expect(canvas.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/journal/?page=6');
    await expect(canvas.getByRole('link', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    await expect(canvasElement.querySelectorAll('[aria-current]')).toHaveLength(1);
    await expect(canvas.getByRole('link', { name: 'Page 4' })).not.toHaveAttribute('aria-current');
    await expect(canvas.getAllByText('…')).toHaveLength(2);
    await expect(canvas.queryByRole('link', { name: 'Page 3' })).toBeNull();
  },
};

/** Page 10 of 10: 'Previous page' to page 9, the last five pages, no 'Next page'. */
export const LastPage: Story = {
  args: { page: 10 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Pages' })).toHaveTextContent('Previous page1…678910');
    await expect(canvas.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/journal/?page=9');
    await expect(canvas.queryByRole('link', { name: 'Next page' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Page 10' })).toHaveAttribute('aria-current', 'page');
  },
};

/** Three pages: every page, no gap. */
export const FewPages: Story = {
  args: { page: 2, pageCount: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(links(canvasElement).map(([name]) => name)).toEqual([
      'Previous page',
      'Page 1',
      'Page 2',
      'Page 3',
      'Next page',
    ]);
    await expect(canvas.queryByText('…')).toBeNull();
  },
};

/** One page: nothing to page through, so nothing is shown. */
export const SinglePage: Story = {
  args: { pageCount: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};

/** A router's link: what `renderLink` returns gets each link's address, name and classes. */
function RouterLink(props: ComponentPropsWithRef<'a'>) {
  return <a {...props} data-router-link="" />;
}

/** With the app's router links (renderLink) instead of plain anchors. */
export const RouterLinks: Story = {
  args: { page: 2, pageCount: 4, renderLink: () => <RouterLink /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const link of canvas.getAllByRole('link')) await expect(link).toHaveAttribute('data-router-link');
    await expect(canvas.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Page 3' })).toHaveTextContent('3');
    await expect(canvas.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/journal/?page=3');
  },
};

/** Keyboard: Tab goes from 'Previous page' through the page numbers (the gaps are not stops) to 'Next page'. */
export const KeyboardPath: Story = {
  args: { page: 5 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const order = ['Previous page', 'Page 1', 'Page 4', 'Page 5', 'Page 6', 'Page 10', 'Next page'];
    for (const name of order) {
      await userEvent.tab();
      await expect(canvas.getByRole('link', { name })).toHaveFocus();
    }
  },
};

/** German: the navigation, the links and their names from the de catalog. */
export const German: Story = {
  globals: { locale: 'de' },
  args: { page: 5 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Seiten' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Vorherige Seite' })).toHaveAttribute('href', '/journal/?page=4');
    await expect(canvas.getByRole('link', { name: 'Nächste Seite' })).toHaveAttribute('href', '/journal/?page=6');
    await expect(canvas.getByRole('link', { name: 'Seite 5' })).toHaveAttribute('aria-current', 'page');
  },
};

/** A phone: the links wrap onto a second line instead of overflowing. */
export const Narrow: Story = {
  args: { page: 50, pageCount: 120 },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '20rem' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Pages' });
    await expect(nav.scrollWidth).toBeLessThanOrEqual(nav.clientWidth);
    await expect(within(nav).getByRole('link', { name: 'Page 120' })).toBeVisible();
  },
};

/** Dark theme: tokens swap; the current page and the links keep AA contrast (axe checks it). */
export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { page: 5 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('.bk-root')).toHaveAttribute('data-theme', 'dark');
    await expect(canvas.getByRole('link', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
  },
};

/** Page links reached with Tab show the ring; the one under the pointer shows its hover. */
export const KeyboardFocus: Story = {
  args: { page: 5 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    const first = canvas.getByRole('link', { name: 'Page 1' });
    await expect(first).toHaveFocus();
    await expect(first).toHaveAttribute('data-focus-visible', '');
    const next = canvas.getByRole('link', { name: 'Next page' });
    await userEvent.hover(next);
    await expect(next).toHaveAttribute('data-hovered', '');
  },
};
