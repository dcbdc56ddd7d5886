import { useLocale } from '@booking-kit/react';
import { Alert, Button } from '@booking-kit/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

interface AlertStoryProps {
  onRetry?: () => void;
}

/** The booking page's failure message with its retry action. */
function BookingFailed({ onRetry }: AlertStoryProps) {
  const { t } = useLocale();
  return (
    <Alert tone="danger" title={t('errors.somethingWrong')}>
      <p>{t('errors.unableToSchedule')}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {t('slotPicker.retry')}
      </Button>
    </Alert>
  );
}

/** A polite notice after a request was sent. */
function RequestSent() {
  const { t } = useLocale();
  return (
    <Alert tone="info" title={t('confirmation.requested')}>
      {t('confirmation.requestedHint')}
    </Alert>
  );
}

const meta = {
  title: 'UI/Alert',
  component: BookingFailed,
  args: { onRetry: fn() },
} satisfies Meta<typeof BookingFailed>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Danger interrupts (`role="alert"`); the visitor reads it and retries. */
export const Danger: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('We were unable to schedule your appointment. Please try again.');
    await expect(alert).toHaveClass('bk-alert--danger');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Info waits its turn (`role="status"`). */
export const Info: Story = {
  render: () => <RequestSent />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Appointment requested');
    await expect(status).toHaveTextContent('The studio will confirm your request shortly.');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** Danger in the dark theme keeps AA contrast. */
export const DangerDark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toHaveFocus();
  },
};
