import { Hero } from '@booking-kit/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SUNRISE_IMAGE } from '../fixtures/content';

const meta = {
  title: 'UI/Content/Hero',
  component: Hero,
  args: {
    heading: 'Breathe, stretch, unwind',
    text: 'Massage, yoga and breathing classes in the heart of Utrecht. Book online in a minute.',
    cta: { label: 'Book a massage', href: '/widget/appointment/service/massage-60' },
    image: SUNRISE_IMAGE,
  },
} satisfies Meta<typeof Hero>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The home page's opening: an h1, the text, one call to action and the photo beside them, loaded first. */
export const WithImage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const hero = canvas.getByRole('region', { name: 'Breathe, stretch, unwind' });
    await expect(within(hero).getByRole('heading', { level: 1, name: 'Breathe, stretch, unwind' })).toBeVisible();
    await expect(within(hero).getByText(/^Massage, yoga and breathing classes/)).toBeVisible();
    await expect(within(hero).getByRole('link', { name: 'Book a massage' })).toHaveAttribute(
      'href',
      '/widget/appointment/service/massage-60',
    );
    const photo = within(hero).getByRole('img', { name: 'The sun rising over calm water' });
    await expect(photo).toHaveAttribute('loading', 'eager');
    await expect(photo).toHaveAttribute('fetchpriority', 'high');
    await expect(photo).toHaveAttribute('width', '1200');
    await expect(photo).toHaveAttribute('height', '800');
    const heading = within(hero).getByRole('heading');
    await expect(photo.getBoundingClientRect().left).toBeGreaterThan(heading.getBoundingClientRect().right);
  },
};

/** No image, centred: the text alone. */
export const WithoutImageCentered: Story = {
  args: { image: undefined, align: 'center' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(getComputedStyle(canvas.getByRole('heading')).textAlign).toBe('center');
  },
};

/** Further down a page: an h2, and no call to action. */
export const SectionHeadingWithoutAction: Story = {
  args: { headingLevel: 2, cta: undefined, heading: 'Our studio', text: 'Three rooms, warm light and a garden.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Our studio' })).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** A long heading on a phone: text and photo stack, the heading wraps, nothing overflows. */
export const LongHeadingNarrow: Story = {
  args: {
    heading: 'Deep-tissue massage, hot stones and restorative yoga for people who sit at a desk all day',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '22rem' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const hero = canvas.getByRole('region');
    await expect(hero.scrollWidth).toBeLessThanOrEqual(hero.clientWidth);
    await expect(canvas.getByRole('img').getBoundingClientRect().top).toBeGreaterThan(
      canvas.getByRole('link').getBoundingClientRect().bottom,
    );
  },
};

/** Keyboard: the call to action is the one tab stop, with a visible ring. */
export const KeyboardPath: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Book a massage' })).toHaveFocus();
  },
};

/** Dark theme: tokens swap, text and button keep AA contrast (axe checks it). */
export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.bk-root')).toHaveAttribute('data-theme', 'dark');
    await expect(within(canvasElement).getByRole('link', { name: 'Book a massage' })).toBeVisible();
  },
};
