import { ErrorState } from '@booking-kit/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

const meta = {
  title: 'UI/ErrorState',
  component: ErrorState,
  args: { message: 'We could not load the available times.', onRetry: fn() },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The message is an alert, and "Try again" is described by it, so focusing it says what failed. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Something went wrong');
    await expect(alert).toHaveTextContent('We could not load the available times.');
    const retry = canvas.getByRole('button', { name: 'Try again' });
    await expect(retry).toHaveAccessibleDescription('Something went wrong We could not load the available times.');
    await expect(within(alert).queryByRole('button')).toBeNull();
  },
};

/** The visitor presses "Try again" by mouse, then by keyboard: `onRetry` runs each time. */
export const RetryCalled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(2);
  },
};

let finishRetry: () => void = () => {};
const slowRetry = fn(
  () =>
    new Promise<void>((resolve) => {
      finishRetry = resolve;
    }),
);

/** A retry that takes a while: the button is busy, ignores a second press and keeps the focus. */
export const Retrying: Story = {
  args: { onRetry: slowRetry },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const retry = canvas.getByRole('button', { name: 'Try again' });
    await userEvent.click(retry);
    await expect(retry).toHaveAttribute('aria-busy', 'true');
    await expect(retry).toHaveAttribute('aria-disabled', 'true');
    await expect(canvasElement.querySelector('.bk-error-state')).toHaveAttribute('data-state', 'retrying');
    await userEvent.click(retry);
    await expect(slowRetry).toHaveBeenCalledTimes(1);
    await expect(retry).toHaveFocus();
    finishRetry();
    await waitFor(() => expect(retry).not.toHaveAttribute('aria-busy'));
    await expect(retry).toHaveFocus();
  },
};

/** When the error replaces what the visitor was using, focus moves to the message. */
export const FocusOnMount: Story = {
  args: { focusOnMount: true, title: 'Cannot find calendar.', message: undefined },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await waitFor(() => expect(alert).toHaveFocus());
    await expect(alert).toHaveTextContent('Cannot find calendar.');
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Try again' })).toHaveFocus();
  },
};

/** Without `onRetry` there is nothing to press: only the message shows. */
export const WithoutRetry: Story = {
  args: { onRetry: undefined, message: 'We were unable to schedule your appointment. Please try again.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('We were unable to schedule your appointment. Please try again.');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Long text wraps, even a long unbroken reference, inside a narrow container. */
export const LongText: Story = {
  args: {
    style: { maxWidth: '18rem' },
    title: 'The booking service did not answer in time, so your appointments could not be loaded',
    message:
      'This usually passes within a minute. If it keeps happening, tell us the reference ERR-2026-03-09-AMSTERDAM-CENTRUM-PHYSIOTHERAPY-7f3a9c and we will look into it.',
  },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('.bk-error-state') as HTMLElement;
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(/7f3a9c/);
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

/** German: the default title and the button from the de catalog. */
export const German: Story = {
  globals: { locale: 'de' },
  args: { message: 'Die verfügbaren Uhrzeiten konnten nicht geladen werden.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Etwas ist schiefgelaufen');
    await userEvent.click(canvas.getByRole('button', { name: 'Erneut versuchen' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Dark theme: danger colours swap with the tokens; axe checks the contrast. */
export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.bk-root')).toHaveAttribute('data-theme', 'dark');
    await expect(within(canvasElement).getByRole('alert')).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
