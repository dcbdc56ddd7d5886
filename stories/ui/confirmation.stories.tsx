import type { CalendarEvent } from '@booking-kit/core';
import type { ConfirmationBooking } from '@booking-kit/react';
import { AddToCalendar, Confirmation } from '@booking-kit/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

/** Ada's haircut with Anna on Monday 9 March 2026, 14:00–14:30 in Amsterdam (the stories' zone). */
const booking: ConfirmationBooking = {
  id: 'bk_7Hq2xMw9LpR4sT1v',
  status: 'scheduled',
  service: { name: 'Haircut' },
  staff: { name: 'Anna de Vries' },
  start: '2026-03-09T13:00:00.000Z',
  end: '2026-03-09T13:30:00.000Z',
  contact: { firstName: 'Ada', lastName: 'Lovelace' },
};

const event: CalendarEvent = {
  uid: `${booking.id}@booking-kit`,
  title: 'Haircut · with Anna de Vries',
  start: booking.start,
  end: booking.end,
  createdAt: '2026-03-06T12:00:00.000Z',
};

const OFFICE_PHONE = '+31 20 123 4567';

/** The details list as label → value pairs. */
function details(canvasElement: HTMLElement): Record<string, string> {
  const rows = canvasElement.querySelectorAll('[data-part="details"] > div');
  return Object.fromEntries(
    [...rows].map((row) => [row.querySelector('dt')?.textContent ?? '', row.querySelector('dd')?.textContent ?? '']),
  );
}

const meta = {
  title: 'UI/Confirmation',
  component: Confirmation,
  args: { booking, officePhone: OFFICE_PHONE },
} satisfies Meta<typeof Confirmation>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Scheduled: the heading takes focus, the details show in the visitor's zone, the phone is a tel: link, add-to-calendar follows. */
export const Scheduled: Story = {
  args: { children: <AddToCalendar event={event} headingLevel={3} /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 2, name: 'Your appointment is scheduled' });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.getByRole('region', { name: 'Your appointment is scheduled' })).toHaveAttribute(
      'data-status',
      'scheduled',
    );
    const rows = details(canvasElement);
    await expect(rows.What).toBe('Haircut');
    await expect(rows.When).toMatch(/^Monday, March 9, 2026, 2:00\s–\s2:30\sPM GMT\+1$/);
    await expect(rows.Who).toBe('Ada Lovelace · with Anna de Vries');
    await expect(rows['Booking reference']).toBe('bk_7Hq2xMw9LpR4sT1v');
    const phone = canvas.getByRole('link', { name: OFFICE_PHONE });
    await expect(phone).toHaveAttribute('href', 'tel:+31201234567');
    await expect(phone.closest('p')).toHaveTextContent(`Questions? Call us at ${OFFICE_PHONE}`);
    await expect(canvas.getByRole('group', { name: 'Add to calendar' })).toBeVisible();
  },
};

/** Rescheduled: its own heading, the new time, and the office phone. */
export const Rescheduled: Story = {
  args: {
    status: 'rescheduled',
    booking: { ...booking, start: '2026-03-10T09:00:00.000Z', end: '2026-03-10T09:30:00.000Z' },
    children: (
      <AddToCalendar event={{ ...event, start: '2026-03-10T09:00:00.000Z', end: '2026-03-10T09:30:00.000Z' }} headingLevel={3} />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Your appointment is rescheduled' })).toHaveFocus());
    await expect(details(canvasElement).When).toMatch(/^Tuesday, March 10, 2026, 10:00\s–\s10:30\sAM GMT\+1$/);
    await expect(canvas.getByRole('link', { name: OFFICE_PHONE })).toHaveAttribute('href', 'tel:+31201234567');
  },
};

/** Requested: the request-confirmation message describes the section and is shown under the heading. */
export const Requested: Story = {
  args: { booking: { ...booking, status: 'requested' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Appointment requested' })).toHaveFocus());
    await expect(canvas.getByRole('region', { name: 'Appointment requested' })).toHaveAccessibleDescription(
      'The studio will confirm your request shortly.',
    );
    await expect(canvas.getByText('The studio will confirm your request shortly.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: OFFICE_PHONE })).toBeVisible();
  },
};

/** A paid booking: the total, the deposit paid now, the paid amount and what is left for the appointment. */
export const DepositPaid: Story = {
  args: {
    booking: {
      ...booking,
      service: { name: 'Massage (60 min)' },
      amounts: { currency: 'EUR', totalMinor: 8000, dueNowMinor: 2000, paidMinor: 2000, choice: 'deposit' },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(details(canvasElement)).toMatchObject({
      Total: '€80.00',
      'Deposit paid now': '€20.00',
      'Paid amount': '€20.00',
      'Remaining, paid at the appointment': '€60.00',
    });
  },
};

/** Cancelled: the heading, the cancellation reason among the details, no calendar links. */
export const Cancelled: Story = {
  args: { booking: { ...booking, status: 'cancelled', cancellationReason: 'I have a fever and cannot come.' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Your appointment is cancelled' })).toHaveFocus());
    await expect(details(canvasElement)['Cancellation reason']).toBe('I have a fever and cannot come.');
    await expect(canvas.queryByRole('group', { name: 'Add to calendar' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: OFFICE_PHONE })).toHaveAttribute('href', 'tel:+31201234567');
  },
};

/** Without an office phone the contact line is left out; a heading level 1 for a page of its own. */
export const WithoutPhoneAsPage: Story = {
  args: { officePhone: undefined, headingLevel: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1, name: 'Your appointment is scheduled' })).toHaveFocus());
    await expect(canvas.queryByText(/Questions\?/)).not.toBeInTheDocument();
  },
};

/** German: heading, labels and the contact line from the de catalog, the time in German with the zone. */
export const German: Story = {
  globals: { locale: 'de' },
  args: { officePhone: '+49 30 1234567' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Ihr Termin ist gebucht' })).toHaveFocus());
    const rows = details(canvasElement);
    await expect(rows.Wann).toMatch(/^Montag, 9\. März 2026, 14:00\s?–\s?14:30\sUhr MEZ$/);
    await expect(rows.Wer).toBe('Ada Lovelace · mit Anna de Vries');
    await expect(canvas.getByRole('link', { name: '+49 30 1234567' }).closest('p')).toHaveTextContent(
      'Fragen? Rufen Sie uns an unter +49 30 1234567',
    );
  },
};

/** Long text: a long service name, long names and a long reference wrap inside the card instead of overflowing. */
export const LongText: Story = {
  args: {
    booking: {
      ...booking,
      id: 'bk_7Hq2xMw9LpR4sT1vZ8yN3bQ6cD0fG5hJ2kL9mP4rS7tV1wX3',
      service: { name: 'Deep-tissue sports massage with hot stones, aromatherapy oils and a stretching session (extended)' },
      staff: { name: 'Maria Magdalena Wilhelmina van der Berg-Oudendijk' },
      contact: { firstName: 'Alexandrina Victoria', lastName: 'Saxe-Coburg-Gotha-Windsor' },
    },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '22rem' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region');
    await expect(section.scrollWidth).toBeLessThanOrEqual(section.clientWidth);
    await expect(within(section).getByText(/Deep-tissue sports massage/)).toBeVisible();
  },
};

/** Keyboard: from the focused heading, Tab reaches the phone link, then the calendar links. */
export const KeyboardPath: Story = {
  args: { children: <AddToCalendar event={event} headingLevel={3} /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Your appointment is scheduled' })).toHaveFocus());
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: OFFICE_PHONE })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Google Calendar (opens in a new tab)' })).toHaveFocus();
  },
};

/** Dark theme: tokens swap, contrast stays AA (axe checks it) for every status accent. */
export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { booking: { ...booking, status: 'cancelled', cancellationReason: 'Moving abroad.' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('.bk-root')).toHaveAttribute('data-theme', 'dark');
    await expect(canvas.getByRole('heading', { name: 'Your appointment is cancelled' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: OFFICE_PHONE })).toBeVisible();
  },
};
