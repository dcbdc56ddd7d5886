import { ServiceCards } from '@booking-kit/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { INTRO_CALL_SERVICE, MASSAGE_SERVICE, SERVICES } from '../fixtures/content';

const meta = {
  title: 'UI/Content/ServiceCards',
  component: ServiceCards,
  args: { services: SERVICES },
} satisfies Meta<typeof ServiceCards>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The free 15-minute intro call and the €80 60-minute massage. Each 'Book' link goes to the
 * service's booking page and is named after the service, so a list of links says which is which.
 */
export const IntroCallAndMassage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const intro = canvas.getByRole('article', { name: 'Intro call' });
    await expect(within(intro).getByRole('heading', { level: 2, name: 'Intro call' })).toBeVisible();
    await expect(within(intro).getByText('15 min')).toBeVisible();
    await expect(within(intro).getByText('Free')).toBeVisible();
    const bookIntro = within(intro).getByRole('link', { name: 'Book Intro call' });
    await expect(bookIntro).toHaveAttribute('href', '/widget/appointment/service/intro-call');
    await expect(bookIntro).toHaveTextContent(/^Book$/);
    await expect(bookIntro).toHaveAccessibleDescription('15 min Free');

    const massage = canvas.getByRole('article', { name: 'Massage' });
    await expect(within(massage).getByText('Full-body massage with warm oil, sixty minutes.')).toBeVisible();
    await expect(within(massage).getByText('60 min')).toBeVisible();
    await expect(within(massage).getByText('€80.00')).toBeVisible();
    await expect(within(massage).getByRole('link', { name: 'Book Massage' })).toHaveAttribute(
      'href',
      '/widget/appointment/service/massage-60',
    );
    await expect(canvas.getAllByRole('link').map((link) => link.textContent)).toEqual(['Book', 'Book']);
  },
};

/** Keyboard: Tab goes from one service's 'Book' link to the next. */
export const KeyboardPath: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Book Intro call' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Book Massage' })).toHaveFocus();
  },
};

/** A long name and description wrap; a service without a description shows its length and price only. */
export const LongText: Story = {
  args: {
    services: [
      {
        ...MASSAGE_SERVICE,
        slug: 'hot-stone',
        name: 'Hot-stone massage with aromatherapy oils and a guided breathing session to finish',
        description:
          'Warm basalt stones on the back, shoulders and legs loosen deep tension, followed by ten minutes of guided breathing while the oils work in.',
        durationMinutes: 90,
        priceMinor: 11500,
      },
      { ...INTRO_CALL_SERVICE, description: '' },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '40rem' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const card of canvas.getAllByRole('article')) await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    await expect(canvas.getByText('90 min')).toBeVisible();
    await expect(canvas.getByText('€115.00')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /^Book Hot-stone massage/ })).toBeVisible();
  },
};

/** Under a page section's heading ('Book a treatment'): the services are h3. */
export const InASection: Story = {
  args: { headingLevel: 3 },
  render: (args) => (
    <section aria-labelledby="treatments">
      <h2 id="treatments" style={{ marginTop: 0 }}>
        Book a treatment
      </h2>
      <ServiceCards {...args} />
    </section>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Intro call',
      'Massage',
    ]);
  },
};

/** None to book: the catalog's empty state. */
export const Empty: Story = {
  args: { services: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('No services to book yet.');
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** German: 'Buchen', named 'Massage buchen', 'Kostenlos', and the length and price the German way. */
export const German: Story = {
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const book = canvas.getByRole('link', { name: 'Massage buchen' });
    await expect(book).toHaveTextContent(/^Buchen$/);
    await expect(canvas.getByText('Kostenlos')).toBeVisible();
    await expect(canvas.getByText('60 Min.')).toBeVisible();
    await expect(canvas.getByText(/^80,00\s€$/)).toBeVisible();
  },
};

/** Dark theme: tokens swap, the 'Book' buttons keep AA contrast (axe checks it). */
export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.bk-root')).toHaveAttribute('data-theme', 'dark');
    await expect(within(canvasElement).getByRole('link', { name: 'Book Massage' })).toBeVisible();
  },
};
