import { useLocale } from '@booking-kit/react';
import { Button, Card, TextField } from '@booking-kit/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

/** The details step of the booking page: a card holding a small form. */
function DetailsCard({ onSubmit }: { onSubmit: () => void }) {
  const { t } = useLocale();
  return (
    <Card asChild>
      <section aria-labelledby="details-title">
        <h2 id="details-title">{t('details.title')}</h2>
        <form
          style={{ display: 'grid', gap: '1rem' }}
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
        >
          <TextField label={t('details.firstName')} name="firstName" autoComplete="given-name" required />
          <Button type="submit">{t('booking.submit')}</Button>
        </form>
      </section>
    </Card>
  );
}

const meta = {
  title: 'UI/Card',
  component: DetailsCard,
  args: { onSubmit: fn() },
} satisfies Meta<typeof DetailsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor fills in the card's form and submits it. */
export const DetailsStep: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Your details' });
    await expect(region).toHaveAttribute('data-scope', 'card');
    await userEvent.type(within(region).getByRole('textbox', { name: /First name/ }), 'Anna');
    await userEvent.click(within(region).getByRole('button', { name: 'Book appointment' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};
