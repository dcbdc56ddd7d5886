import type { Booking } from '@booking-kit/core';
import { ManageBooking, type ManageBookingProps } from '@booking-kit/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createInMemoryBookingClient, type InMemoryBookingClient } from '../fixtures/in-memory-booking-client';
import { FIXTURE_TIME_ZONE, fixtureNow } from '../fixtures/march-2026-slots';

/** The booking each story manages: Ada's intro call on Monday 9 March 2026, 9:30, booked in its loader. */
interface ManageLoaded {
  client: InMemoryBookingClient;
  booking: Booking;
}

/** A story's props: ManageBooking's, but the client and the booking come from the loader. */
type ManageStoryProps = Omit<ManageBookingProps, 'api' | 'booking' | 'manageToken'>;

const loadedOf = (loaded: Record<string, unknown>) => loaded as unknown as ManageLoaded;

const meta = {
  title: 'UI/ManageBooking',
  args: {
    now: fixtureNow,
    timeZone: FIXTURE_TIME_ZONE,
    manageUrl: 'https://booking.example.com/widget/booking/BK-0001?token=manage-token-0001',
    onRescheduled: fn(),
    onCancelled: fn(),
  },
  loaders: [
    async () => {
      const client = createInMemoryBookingClient();
      const booking = await client.createBooking({
        service: 'intro-call',
        staff: 'any',
        start: '2026-03-09T08:30:00.000Z',
        timeZone: FIXTURE_TIME_ZONE,
        locale: 'en',
        contact: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' },
      });
      return { client, booking };
    },
  ],
  render: (args, { loaded }) => {
    const { client, booking } = loadedOf(loaded);
    return <ManageBooking {...args} api={client} booking={booking} manageToken={booking.manageToken} />;
  },
} satisfies Meta<ManageStoryProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The manage link to keep, and 'Reschedule' and 'Cancel appointment' to open each form. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', { name: 'Manage your booking' });
    await expect(within(section).getByRole('textbox', { name: /manage link/i })).toHaveValue(
      'https://booking.example.com/widget/booking/BK-0001?token=manage-token-0001',
    );
    await expect(within(section).getByRole('button', { name: 'Reschedule' })).toBeVisible();
  },
};

/** Reschedule: the service's free times with the same staff member; the booking moves, through the API with the manage token. */
export const Reschedule: Story = {
  play: async ({ canvasElement, args, loaded }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Reschedule' }));
    const form = await canvas.findByRole('form', { name: 'Reschedule your appointment' });
    const day = await within(form).findByRole('button', { name: /^Tuesday, March 10, 2026, \d+ times? available$/ });
    await userEvent.click(day);
    await userEvent.click(within(form).getByRole('radio', { name: /^10:00\sAM/ }));
    await userEvent.click(within(form).getByRole('button', { name: 'Reschedule' }));
    await waitFor(() => expect(args.onRescheduled).toHaveBeenCalledOnce());
    const { client, booking } = loadedOf(loaded);
    await expect(client.bookings.find((stored) => stored.id === booking.id)?.start).toBe('2026-03-10T09:00:00.000Z');
  },
};

/** Cancel with the visitor's reason, confirmed in a dialog: the booking is cancelled through the API, with the reason. */
export const Cancel: Story = {
  play: async ({ canvasElement, args, loaded }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel appointment' }));
    const form = await canvas.findByRole('form', { name: 'Cancel your appointment' });
    await userEvent.type(within(form).getByLabelText(/^Cancellation reason/), 'I am unwell');
    await userEvent.click(within(form).getByRole('button', { name: 'Cancel appointment' }));
    const dialog = await canvas.findByRole('alertdialog', { name: 'Cancel this appointment?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    await waitFor(() => expect(args.onCancelled).toHaveBeenCalledOnce());
    const { client, booking } = loadedOf(loaded);
    await expect(client.bookings.find((stored) => stored.id === booking.id)).toMatchObject({
      status: 'cancelled',
      cancellationReason: 'I am unwell',
    });
    // Nothing is left to manage: the outcome is said, and no action is offered any more.
    await expect(await canvas.findByRole('status')).toHaveTextContent('Your appointment is cancelled');
    await expect(canvas.queryByRole('button', { name: 'Reschedule' })).not.toBeInTheDocument();
  },
};
