import { useLocale } from '@booking-kit/react';
import { Button, EmptyState } from '@booking-kit/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

const meta = {
  title: 'UI/EmptyState',
  component: EmptyState,
  args: {
    title: 'No slot available this month.',
    description: 'Try another month, or ask us about a waiting list.',
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Title and description, in a polite status so a visitor waiting for results hears there are none. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('No slot available this month.Try another month, or ask us about a waiting list.');
    await expect(canvas.getByText('No slot available this month.')).toBeVisible();
    await expect(canvas.queryByRole('heading')).toBeNull();
  },
};

const onNextAvailable = fn();

/** With an action: the visitor follows the way forward; the button is not part of the announcement. */
export const WithAction: Story = {
  args: {
    action: (
      <Button variant="secondary" onClick={onNextAvailable}>
        Go to the next available date
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Go to the next available date' });
    await expect(within(canvas.getByRole('status')).queryByRole('button')).toBeNull();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onNextAvailable).toHaveBeenCalledTimes(1);
  },
};

/** As a heading, when the empty state is a section of its own (e.g. "No bookings yet" on a page). */
export const AsHeading: Story = {
  args: { title: 'No bookings yet', description: 'Your upcoming appointments will show here.', headingLevel: 2 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2, name: 'No bookings yet' })).toBeVisible();
  },
};

/** Long text wraps, even an unbroken word, instead of overflowing a narrow container. */
export const LongText: Story = {
  args: {
    style: { maxWidth: '16rem' },
    title: 'There are no appointments available with Dr. Bartholomew Featherstonehaugh-Worthington this month.',
    description:
      'Our clinic publishes new appointments every Monday morning. Try the next month, choose another practitioner, or call reception at +31 20 123 4567 to be placed on the waiting list: https://example.com/waiting-list/physiotherapy/amsterdam-centrum',
  },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('.bk-empty-state') as HTMLElement;
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(/Featherstonehaugh-Worthington/);
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

/** Messages from the active catalog, as an app would pass them. */
function TranslatedEmptyState({ onAction }: { onAction: () => void }) {
  const { t } = useLocale();
  return (
    <EmptyState
      title={t('slotPicker.noSlotsThisMonth')}
      action={
        <Button variant="secondary" onClick={onAction}>
          {t('slotPicker.nextAvailable')}
        </Button>
      }
    />
  );
}

const onGermanAction = fn();

/** German: the title and action from the de catalog. */
export const German: Story = {
  globals: { locale: 'de' },
  render: () => <TranslatedEmptyState onAction={onGermanAction} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('In diesem Monat ist kein Termin verfügbar.');
    await userEvent.click(canvas.getByRole('button', { name: 'Zum nächsten verfügbaren Datum' }));
    await expect(onGermanAction).toHaveBeenCalledTimes(1);
  },
};

/** Dark theme: surface and muted text swap with the tokens; axe checks the contrast. */
export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.bk-root')).toHaveAttribute('data-theme', 'dark');
    await expect(within(canvasElement).getByText('Try another month, or ask us about a waiting list.')).toBeVisible();
  },
};
