import { Prose } from '@booking-kit/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { POST_BODY_HTML } from '../fixtures/content';

const meta = {
  title: 'UI/Content/Prose',
  component: Prose,
  args: { html: POST_BODY_HTML },
} satisfies Meta<typeof Prose>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A post's body: headings, lists, a quote, code, a figure and underlined links, lines of about 70 characters. */
export const PostBody: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Before you start' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Box breathing',
      'The long exhale',
    ]);
    await expect(canvas.getByRole('heading', { level: 4, name: 'A timer on your computer' })).toBeVisible();
    const link = canvas.getByRole('link', { name: 'the evening routine' });
    await expect(link).toHaveAttribute('href', '/journal/w/a-wind-down-routine/');
    await expect(getComputedStyle(link).textDecorationLine).toBe('underline');
    await expect(canvas.getByRole('img', { name: 'Four smooth grey stones stacked on each other' })).toBeVisible();
    await expect(canvas.getByText('Balance comes from small, steady adjustments.').tagName).toBe('FIGCAPTION');
    // The column is at most 70ch of its own font wide, though the page is wider.
    const prose = canvasElement.querySelector('.bk-prose') as HTMLElement;
    const probe = document.createElement('span');
    probe.style.cssText = 'position: absolute; visibility: hidden; width: 70ch';
    prose.append(probe);
    const measure = probe.getBoundingClientRect().width;
    probe.remove();
    await expect(prose.getBoundingClientRect().width).toBeLessThanOrEqual(measure + 1);
    await expect(prose.getBoundingClientRect().width).toBeLessThan(canvasElement.getBoundingClientRect().width - 100);
  },
};

/** A figure with its caption, and a closing paragraph with a link (the end of the post's body). */
export const FigureAndCaption: Story = {
  args: { html: POST_BODY_HTML.slice(POST_BODY_HTML.indexOf('<h4>')) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const image = canvas.getByRole('img', { name: 'Four smooth grey stones stacked on each other' });
    await expect(image.closest('figure')).toHaveTextContent('Balance comes from small, steady adjustments.');
    // Never wider than the column, at the photo's own proportions (3:2).
    const box = image.getBoundingClientRect();
    await expect(box.width).toBeLessThanOrEqual((canvasElement.querySelector('.bk-prose') as HTMLElement).clientWidth);
    await expect(Math.round((box.width / box.height) * 10) / 10).toBe(1.5);
    await expect(canvas.getByRole('link', { name: 'write to the studio' })).toHaveAttribute('href', '/contact/');
  },
};

/** The larger size for a post read at length. */
export const Large: Story = {
  args: { size: 'lg', html: POST_BODY_HTML.split('<h3>')[0] ?? '' },
  play: async ({ canvasElement }) => {
    const paragraph = within(canvasElement).getByText(/^Most of us breathe/);
    await expect(getComputedStyle(paragraph).fontSize).toBe('18px');
  },
};

/** A code line longer than the column wraps instead of needing a scrollbar a keyboard cannot reach. */
export const LongCodeLine: Story = {
  args: {
    html: '<p>Our booking page, with the service chosen:</p><pre><code>https://studio.example/widget/appointment/service/massage-60?staff=anna-de-vries&amp;date=2026-03-09&amp;time=14:00&amp;utm_source=newsletter</code></pre>',
  },
  play: async ({ canvasElement }) => {
    const pre = canvasElement.querySelector('pre') as HTMLElement;
    await expect(pre.scrollWidth).toBeLessThanOrEqual(pre.clientWidth);
  },
};

/** Dark theme: tokens swap; text, links, code and the quote keep AA contrast (axe checks it). */
export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.bk-root')).toHaveAttribute('data-theme', 'dark');
    await expect(within(canvasElement).getByRole('link', { name: 'write to the studio' })).toBeVisible();
  },
};
