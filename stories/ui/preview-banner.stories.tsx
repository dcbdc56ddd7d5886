import { PreviewBanner } from '@booking-kit/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

const meta = {
  title: 'UI/PreviewBanner',
  component: PreviewBanner,
  args: { title: 'About the studio', expiresAt: '2026-12-05T17:30:00.000Z', publishedHref: '/about', siteHref: '/' },
} satisfies Meta<typeof PreviewBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A published page with unpublished edits: what is previewed, until when, and its published page. */
export const EditedPage: Story = {
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('region', { name: 'Preview' });
    await expect(banner).toHaveTextContent('You are previewing “About the studio”: visitors do not see these changes.');
    await expect(banner).toHaveTextContent(/This preview link works until Dec 5, 2026/);
    await expect(within(banner).getByRole('link', { name: 'See the published page' })).toHaveAttribute('href', '/about');
  },
};

/** A draft has no published page yet: the banner says so, and the way out is the site's home. */
export const Draft: Story = {
  args: { title: 'Spring retreat: a weekend of yoga and breath', draft: true },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('region', { name: 'Preview' });
    await expect(banner).toHaveTextContent('This draft is not on the site yet.');
    await expect(within(banner).getByRole('link', { name: 'Leave the preview' })).toHaveAttribute('href', '/');
  },
};
