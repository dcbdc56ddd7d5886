import { type SlotDay, TEST_CARDS } from '@booking-kit/core';
import { Booker, type BookerProps } from '@booking-kit/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  createInMemoryBookingClient,
  type InMemoryBookingClient,
  type InMemoryBookingClientOptions,
} from '../fixtures/in-memory-booking-client';
import { fixtureNow, MARCH_2026_DAYS } from '../fixtures/march-2026-slots';
import { inShadowRoot, shadowRootOf, withinShadowRoot } from '../fixtures/shadow-root';

/*
 * The whole booking of one service, and of several through the cart (the stories named Cart…,
 * on the studio's page without a `service`), against an in-memory booking API (stories/fixtures/
 * in-memory-booking-client.ts) over the fixtures' March 2026 in Europe/Amsterdam. The Booker's
 * clock is pinned to the fixtures' "now" (Friday 6 March 2026, noon), so March 2026 is the month
 * it opens on and every hold countdown stands still at 10:00. No `locale` prop: the Booker speaks
 * the language of the locale toolbar (the preview's LocaleProvider). Nothing is kept in the tab
 * (`storageKey={false}`), so no story starts where another one left off.
 */

/** The story's options of the in-memory client (`parameters.bookingClient`). */
interface BookerParameters {
  bookingClient?: InMemoryBookingClientOptions;
}

/** A story's props: the Booker's, but `api` is the in-memory client each render gets afresh. */
type BookerStoryProps = Omit<BookerProps, 'api'>;

const OFFICE_PHONE = '+31 20 123 4567';

type Canvas = ReturnType<typeof within>;

/** A control by its label's text; the label's required mark (`*`) is hidden from screen readers. */
const field = (canvas: Canvas, label: string) => canvas.getByLabelText(new RegExp(`^${label}\\*?$`));

/** The client the story's Booker talks to (made by the story's loader). */
const clientOf = (loaded: Record<string, unknown>) => loaded.client as InMemoryBookingClient;

/**
 * Waits until the step's heading has focus, as after every step change: `document.activeElement`,
 * or the shadow root's own `activeElement` when the Booker lives in one. Several bookings
 * confirmed together (a cart's, a series') each carry the outcome as their heading, the others'
 * arriving once read: the first of them is the step's and takes focus.
 */
async function expectStepHeadingFocused(canvas: Canvas, name: string | RegExp, root: Document | ShadowRoot = document) {
  const [heading] = await canvas.findAllByRole('heading', { name });
  await waitFor(() => expect(root.activeElement).toBe(heading));
  return heading as HTMLElement;
}

/** Chooses a day in the calendar (its accessible name starts with the date), then a time in its list. */
async function chooseTime(canvas: Canvas, day: string, time: RegExp) {
  const dayButton = await canvas.findByRole('button', { name: new RegExp(`^${day}, \\d+ times? available$`) });
  await userEvent.click(dayButton);
  const list = await canvas.findByRole('radiogroup', { name: `Available times on ${day}` });
  const option = within(list).getByRole('radio', { name: time });
  await userEvent.click(option);
  await expect(option).toHaveAttribute('aria-checked', 'true');
}

/**
 * Types into a field inside a shadow root, as the browser does it: a click, then per character
 * keydown, the new value, an `input` event and keyup. user-event 14 cannot: it follows a field's
 * value from focus events on the document, where focus inside a shadow root arrives retargeted
 * to the host, so its `type` leaves such a field empty.
 */
async function typeInShadowRoot(element: HTMLElement, text: string) {
  await userEvent.click(element);
  const input = element as HTMLInputElement;
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  for (const key of text) {
    input.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, composed: true }));
    setValue?.call(input, input.value + key);
    input.dispatchEvent(new InputEvent('input', { data: key, inputType: 'insertText', bubbles: true, composed: true }));
    input.dispatchEvent(new KeyboardEvent('keyup', { key, bubbles: true, composed: true }));
  }
}

/** Types the visitor's details the way a visitor does, field by field. */
async function fillDetails(canvas: Canvas, type: (element: HTMLElement, text: string) => Promise<void> = userEvent.type) {
  await type(field(canvas, 'First name'), 'Ada');
  await type(field(canvas, 'Last name'), 'Lovelace');
  await type(field(canvas, 'Email'), 'ada@example.com');
  await type(field(canvas, 'Phone'), '+44 20 7946 0000');
}

/** Types a card: any future expiry, any CVC and name go with the test cards. */
async function fillCard(canvas: Canvas, number: string) {
  await userEvent.type(canvas.getByLabelText('Card number'), number);
  await userEvent.type(canvas.getByLabelText('Expiry date (MM/YY)'), '1230');
  await userEvent.type(canvas.getByLabelText('Security code (CVC)'), '123');
  await userEvent.type(canvas.getByLabelText('Name on card'), 'Ada Lovelace');
}

/** A visitor's way to the details: a time, 'Continue' (the hold), the details step's heading focused, the details typed. */
async function holdAndFillDetails(canvas: Canvas, day: string, time: RegExp) {
  await chooseTime(canvas, day, time);
  await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
  await expectStepHeadingFocused(canvas, 'Your details');
  await fillDetails(canvas);
}

/** Adds the first guest by name and email, as a visitor does; answers the guest list. */
async function addGuest(canvas: Canvas, name: string, email: string) {
  const guests = await canvas.findByRole('group', { name: 'Guests' });
  await userEvent.click(within(guests).getByRole('button', { name: 'Add guest' }));
  const guest = canvas.getByRole('group', { name: 'Guest 1' });
  await userEvent.type(within(guest).getByLabelText('Name'), name);
  await userEvent.type(within(guest).getByLabelText('Email'), email);
  return guests;
}

const meta = {
  title: 'UI/Booker',
  args: {
    service: 'intro-call',
    now: fixtureNow,
    storageKey: false,
    officePhone: OFFICE_PHONE,
    onStepChange: fn(),
    onSlotSelected: fn(),
    onHoldCreated: fn(),
    onBookingCreated: fn(),
    onBookingFailed: fn(),
    onPaymentDeclined: fn(),
  },
  // A fresh in-memory API for every render: holds and bookings never carry over between stories.
  loaders: [({ parameters }) => ({ client: createInMemoryBookingClient((parameters as BookerParameters).bookingClient) })],
  render: (args, { loaded }) => <Booker {...args} api={clientOf(loaded)} />,
} satisfies Meta<BookerStoryProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The month's times never arrive: the time step shows its heading and a loading placeholder that says 'Loading…'. */
export const Loading: Story = {
  parameters: { bookingClient: { slots: 'never' } },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Date and time' })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Loading…'));
    await expect(canvas.queryByRole('grid')).not.toBeInTheDocument();
    await expect(clientOf(loaded).callCount('getSlots')).toBe(1);
  },
};

/** A month without a single time: the calendar says so, and the next month can be looked at. */
export const NoSlots: Story = {
  parameters: { bookingClient: { slots: 'empty' } },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No slot available this month.')).toBeVisible();
    await expect(canvas.getByRole('grid', { name: 'March 2026' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next month' }));
    await expect(await canvas.findByRole('grid', { name: 'April 2026' })).toBeVisible();
    await expect(await canvas.findByText('No slot available this month.')).toBeVisible();
    await expect(clientOf(loaded).callCount('getSlots')).toBe(2);
  },
};

/** The month could not be loaded: the error says so, and 'Try again' loads it. */
export const SlotsError: Story = {
  parameters: { bookingClient: { slots: { failures: 1 } } },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('We could not load the available times.');
    await userEvent.click(within(alert.parentElement ?? alert).getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('radiogroup', { name: 'Available times on Monday, March 9, 2026' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(clientOf(loaded).callCount('getSlots')).toBe(2);
  },
};

/**
 * A time is chosen and 'Continue' holds it: the details step's heading takes focus, under the
 * selected time and the hold's countdown.
 */
export const ChooseTime: Story = {
  play: async ({ canvasElement, args, loaded }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Date and time' });
    await chooseTime(canvas, 'Monday, March 9, 2026', /^9:30\sAM/);
    await expect(args.onSlotSelected).toHaveBeenCalledWith(expect.objectContaining({ start: '2026-03-09T08:30:00.000Z' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expectStepHeadingFocused(canvas, 'Your details');
    await expect(canvas.getByText('Selected time:').parentElement).toHaveTextContent(
      /^Selected time: Monday, March 9, 2026, 9:30\s–\s9:45\sAM$/,
    );
    await expect(canvas.getByRole('timer')).toHaveTextContent('We hold this time for you for 10:00');
    const client = clientOf(loaded);
    await expect(client.holds).toEqual([
      expect.objectContaining({
        start: '2026-03-09T08:30:00.000Z',
        seats: 1,
        staff: expect.objectContaining({ slug: 'anna-de-vries' }),
      }),
    ]);
    await expect(args.onStepChange).toHaveBeenLastCalledWith('details');
  },
};

/**
 * The free intro call from start to end: a time, the details, 'Book appointment', and the
 * confirmation, whose heading takes focus; the API has one scheduled booking.
 */
export const BookedFree: Story = {
  play: async ({ canvasElement, args, loaded }) => {
    const canvas = within(canvasElement);
    await holdAndFillDetails(canvas, 'Tuesday, March 10, 2026', /^4:30\sPM/);
    await userEvent.click(canvas.getByRole('button', { name: 'Book appointment' }));
    await expectStepHeadingFocused(canvas, 'Your appointment is scheduled');
    const confirmation = canvas.getByRole('region', { name: 'Your appointment is scheduled' });
    await expect(within(confirmation).getByText('Intro call')).toBeVisible();
    await expect(within(confirmation).getByText(/^Tuesday, March 10, 2026, 4:30\s–\s4:45\sPM/)).toBeVisible();
    await expect(within(confirmation).getByRole('link', { name: OFFICE_PHONE })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Add to calendar' })).toBeVisible();
    const client = clientOf(loaded);
    await expect(client.bookings).toEqual([
      expect.objectContaining({
        status: 'scheduled',
        start: '2026-03-10T15:30:00.000Z',
        contact: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '+44 20 7946 0000' },
      }),
    ]);
    // The hold was booked, not left behind.
    await expect(client.holds).toEqual([]);
    await expect(args.onBookingCreated).toHaveBeenCalledOnce();
  },
};

/**
 * A massage paid online on Anna's page (a person: no staff step): after the details, 'Continue'
 * opens the payment, whose heading takes focus; the 30 % deposit is paid with 4242 4242 4242 4242.
 */
export const Paid: Story = {
  args: { service: 'deep-tissue', provider: 'anna-de-vries' },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await holdAndFillDetails(canvas, 'Tuesday, March 10, 2026', /^10:00\sAM/);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expectStepHeadingFocused(canvas, 'Payment');
    await expect(canvas.getByRole('radio', { name: 'A deposit of €19.50 (30%)' })).toBeChecked();
    await expect(canvas.getByRole('timer')).toHaveTextContent('We hold this time for you for 10:00');
    await fillCard(canvas, TEST_CARDS.success);
    await userEvent.click(canvas.getByRole('button', { name: 'Pay €19.50' }));
    await expectStepHeadingFocused(canvas, 'Your appointment is scheduled');
    await expect(canvas.getByText('Deep tissue massage')).toBeVisible();
    const [booking] = clientOf(loaded).bookings;
    await expect(booking).toMatchObject({
      status: 'scheduled',
      staff: { slug: 'anna-de-vries' },
      amounts: { totalMinor: 6500, dueNowMinor: 1950, paidMinor: 1950, choice: 'deposit' },
      payment: { status: 'succeeded', amountMinor: 1950, last4: '4242' },
    });
  },
};

/**
 * 4000 0000 0000 0002 is declined: the step says why and keeps everything typed; 4242… then pays
 * the same booking (the API made one booking and was asked to pay it twice).
 */
export const DeclinedCard: Story = {
  args: { service: 'deep-tissue', provider: 'anna-de-vries' },
  play: async ({ canvasElement, args, loaded }) => {
    const canvas = within(canvasElement);
    await holdAndFillDetails(canvas, 'Thursday, March 12, 2026', /^11:00\sAM/);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expectStepHeadingFocused(canvas, 'Payment');
    await fillCard(canvas, TEST_CARDS.declined);
    await userEvent.click(canvas.getByRole('button', { name: 'Pay €19.50' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Your card was declined. Try another card.');
    await expect(args.onPaymentDeclined).toHaveBeenCalledOnce();
    await expect(canvas.getByLabelText('Name on card')).toHaveValue('Ada Lovelace');
    // The booking now waits for its payment: going back would leave it, so 'Back' is gone.
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Back' })).toBeNull());
    const client = clientOf(loaded);
    await expect(client.bookings).toEqual([expect.objectContaining({ status: 'awaiting_payment' })]);
    const number = canvas.getByLabelText('Card number');
    await userEvent.clear(number);
    await userEvent.type(number, TEST_CARDS.success);
    await userEvent.click(canvas.getByRole('button', { name: 'Pay €19.50' }));
    await expectStepHeadingFocused(canvas, 'Your appointment is scheduled');
    await expect(client.callCount('createBooking')).toBe(1);
    await expect(client.callCount('confirmPayment')).toBe(2);
    await expect(client.bookings).toEqual([
      expect.objectContaining({ status: 'scheduled', payment: expect.objectContaining({ status: 'succeeded' }) }),
    ]);
  },
};

/**
 * Times for the weekly series: Monday 9 March 9:00 and the fixture's other days, nothing on
 * Monday 16 March (Tuesday 17 at 10:00 instead), and Monday 23 March at 9:00 again.
 */
const SERIES_DAYS: SlotDay[] = [
  ...MARCH_2026_DAYS,
  {
    date: '2026-03-17',
    slots: [{ start: '2026-03-17T09:00:00.000Z', end: '2026-03-17T09:30:00.000Z', staff: [], seatsLeft: 1 }],
  },
  {
    date: '2026-03-23',
    slots: [{ start: '2026-03-23T08:00:00.000Z', end: '2026-03-23T08:30:00.000Z', staff: [], seatsLeft: 1 }],
  },
].sort((a, b) => a.date.localeCompare(b.date));

/**
 * 'Repeat' books the massage weekly, 3 times: the second Monday is taken, so the visitor takes
 * the Tuesday offered instead; the details show the series, the deposit of all three is paid at
 * once, and the API made three bookings.
 */
export const RepeatWeekly: Story = {
  args: { service: 'deep-tissue', provider: 'anna-de-vries' },
  parameters: { bookingClient: { days: SERIES_DAYS } },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await chooseTime(canvas, 'Monday, March 9, 2026', /^9:00\sAM/);
    // The series' part is fetched once a time is chosen.
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Repeat' }));
    await expect(canvas.getByRole('radio', { name: 'Every week' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: '3 times' }));
    const series = canvas.getByRole('group', { name: 'Repeat this booking' });
    await waitFor(() =>
      expect(within(series).getByRole('status')).toHaveTextContent('1 time is taken: choose another time or leave it out.'),
    );
    const instead = canvas.getByRole('radiogroup', { name: 'Instead of Monday, March 16, 2026 at 9:00 AM' });
    await userEvent.click(within(instead).getByRole('radio', { name: 'Tue, Mar 17, 10:00 AM' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expectStepHeadingFocused(canvas, 'Your details');
    await expect(canvas.getByText('Repeats:').parentElement).toHaveTextContent('Repeats: Every week, 3 times');
    await fillDetails(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expectStepHeadingFocused(canvas, 'Payment');
    await fillCard(canvas, TEST_CARDS.success);
    await userEvent.click(canvas.getByRole('button', { name: 'Pay €58.50' }));
    await expectStepHeadingFocused(canvas, 'Your appointment is scheduled');
    const client = clientOf(loaded);
    await expect(client.bookings.map(({ start, status }) => ({ start, status }))).toEqual([
      { start: '2026-03-09T08:00:00.000Z', status: 'scheduled' },
      { start: '2026-03-17T09:00:00.000Z', status: 'scheduled' },
      { start: '2026-03-23T08:00:00.000Z', status: 'scheduled' },
    ]);
    await expect(client.bookings[0]?.payment).toMatchObject({ amountMinor: 5850, status: 'succeeded' });
  },
};

/**
 * Someone else books Monday 9:00 while the visitor types their details: the booking answers 409
 * SLOT_UNAVAILABLE, the Booker goes back to the times (their heading takes focus) with the
 * catalog's message and no time chosen; another time books with the details kept.
 */
export const SlotTaken: Story = {
  parameters: { bookingClient: { taken: [{ start: '2026-03-09T08:00:00.000Z', at: 'booking' }] } },
  play: async ({ canvasElement, args, loaded }) => {
    const canvas = within(canvasElement);
    await holdAndFillDetails(canvas, 'Monday, March 9, 2026', /^9:00\sAM/);
    await userEvent.click(canvas.getByRole('button', { name: 'Book appointment' }));
    await expectStepHeadingFocused(canvas, 'Date and time');
    await expect(canvas.getByRole('alert')).toHaveTextContent('This time is no longer available. Please choose another time.');
    await expect(args.onBookingFailed).toHaveBeenCalledWith(expect.objectContaining({ code: 'SLOT_UNAVAILABLE' }));
    const list = canvas.getByRole('radiogroup', { name: 'Available times on Monday, March 9, 2026' });
    for (const radio of within(list).getAllByRole('radio')) await expect(radio).toHaveAttribute('aria-checked', 'false');
    const client = clientOf(loaded);
    // The hold on the lost time is given back at once.
    await waitFor(() => expect(client.holds).toEqual([]));
    await chooseTime(canvas, 'Monday, March 9, 2026', /^2:00\sPM/);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expectStepHeadingFocused(canvas, 'Your details');
    await expect(field(canvas, 'First name')).toHaveValue('Ada');
    await userEvent.click(canvas.getByRole('button', { name: 'Book appointment' }));
    await expectStepHeadingFocused(canvas, 'Your appointment is scheduled');
    await expect(client.bookings).toEqual([expect.objectContaining({ start: '2026-03-09T13:00:00.000Z' })]);
  },
};

/** A facial the studio confirms itself: the booking is `requested`, and the confirmation says so. */
export const Requested: Story = {
  args: { service: 'facial' },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await holdAndFillDetails(canvas, 'Thursday, March 12, 2026', /^11:00\sAM/);
    await userEvent.click(canvas.getByRole('button', { name: 'Book appointment' }));
    await expectStepHeadingFocused(canvas, 'Appointment requested');
    await expect(canvas.getByText('The studio will confirm your request shortly.')).toBeVisible();
    // Not on the calendar until the studio confirms it.
    await expect(canvas.queryByRole('group', { name: 'Add to calendar' })).not.toBeInTheDocument();
    await expect(clientOf(loaded).bookings).toEqual([expect.objectContaining({ status: 'requested' })]);
  },
};

/**
 * The studio's team page: three of its people perform the massage, so the staff step comes
 * first; Bram is chosen, and the times and the hold are his.
 */
export const TeamStaffStep: Story = {
  args: { service: 'deep-tissue', provider: 'harbor-studio' },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Staff' })).toBeVisible();
    const group = canvas.getByRole('radiogroup', { name: 'Choose a staff member' });
    await expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('aria-label') ?? radio.textContent),
    ).toHaveLength(4);
    await expect(within(group).getByRole('radio', { name: 'Any available staff' })).toBeChecked();
    await expect(within(group).queryByRole('radio', { name: 'Dorota Nowak' })).not.toBeInTheDocument();
    await userEvent.click(within(group).getByRole('radio', { name: 'Bram Jansen' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expectStepHeadingFocused(canvas, 'Date and time');
    await chooseTime(canvas, 'Monday, March 9, 2026', /^9:00\sAM/);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expectStepHeadingFocused(canvas, 'Your details');
    const client = clientOf(loaded);
    await expect(client.holds).toEqual([expect.objectContaining({ staff: expect.objectContaining({ slug: 'bram-jansen' }) })]);
    // Back to the times, then back to the staff, each heading taking focus.
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expectStepHeadingFocused(canvas, 'Date and time');
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expectStepHeadingFocused(canvas, 'Staff');
    await expect(canvas.getByRole('radio', { name: 'Bram Jansen' })).toBeChecked();
  },
};

/**
 * A class: the visitor brings a guest (two seats), the times show the seats left, and the
 * booking takes both seats with the guest's name.
 */
export const ClassWithGuests: Story = {
  args: { service: 'yoga-class' },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const guests = await addGuest(canvas, 'Alan Turing', 'alan@example.com');
    await expect(within(guests).getByRole('status')).toHaveTextContent('1 guest');
    await chooseTime(canvas, 'Tuesday, March 10, 2026', /^10:00\sAM\s*12 seats left$/);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expectStepHeadingFocused(canvas, 'Your details');
    const client = clientOf(loaded);
    await expect(client.holds).toEqual([expect.objectContaining({ seats: 2 })]);
    await fillDetails(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Book appointment' }));
    await expectStepHeadingFocused(canvas, 'Your appointment is scheduled');
    await expect(client.bookings).toEqual([
      expect.objectContaining({ seats: 2, guests: [{ name: 'Alan Turing', email: 'alan@example.com' }] }),
    ]);
  },
};

/**
 * The most a class takes per booking (4 seats): the host knew two guests (`defaultValues`), the
 * visitor adds a third, and the spec's words say how to bring more; 'Add guest' is then disabled.
 */
export const ClassAtSeatLimit: Story = {
  args: {
    service: 'yoga-class',
    defaultValues: {
      guests: [
        { name: 'Alan Turing', email: 'alan@example.com' },
        { name: 'Grace Hopper', email: 'grace@example.com' },
      ],
    },
  },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const guests = await canvas.findByRole('group', { name: 'Guests' });
    await expect(within(guests).getByRole('status')).toHaveTextContent('2 guests');
    await userEvent.click(within(guests).getByRole('button', { name: 'Add guest' }));
    const third = canvas.getByRole('group', { name: 'Guest 3' });
    await userEvent.type(within(third).getByLabelText('Name'), 'Katherine Johnson');
    await userEvent.type(within(third).getByLabelText('Email'), 'katherine@example.com');
    await expect(within(guests).getByRole('button', { name: 'Add guest' })).toBeDisabled();
    await expect(
      canvas.getByText(
        'You can reserve up to 4 slots for this service. To book for additional guests, kindly select a different service for the same time slot.',
      ),
    ).toBeVisible();
    // The month is asked for again for the seats wanted now (the visitor and three guests).
    await waitFor(() => expect(clientOf(loaded).callCount('getSlots')).toBe(2));
    await chooseTime(canvas, 'Thursday, March 12, 2026', /^11:00\sAM\s*12 seats left$/);
  },
};

/**
 * Embedded in a shadow root, as a widget on someone else's page often is: the whole booking
 * works there, and each step's heading takes focus inside the shadow root.
 */
export const InShadowRoot: Story = {
  decorators: [inShadowRoot],
  play: async ({ canvasElement, loaded }) => {
    const shadow = shadowRootOf(canvasElement);
    const canvas = withinShadowRoot(canvasElement);
    await chooseTime(canvas, 'Monday, March 9, 2026', /^9:30\sAM/);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    const details = await expectStepHeadingFocused(canvas, 'Your details', shadow);
    await expect(details.getRootNode()).toBe(shadow);
    await fillDetails(canvas, typeInShadowRoot);
    await userEvent.click(canvas.getByRole('button', { name: 'Book appointment' }));
    const confirmation = await expectStepHeadingFocused(canvas, 'Your appointment is scheduled', shadow);
    await expect(confirmation.getRootNode()).toBe(shadow);
    await expect(clientOf(loaded).bookings).toEqual([
      expect.objectContaining({ status: 'scheduled', contact: expect.objectContaining({ email: 'ada@example.com' }) }),
    ]);
  },
};

/** The Booker's own dark theme (`theme="dark"`, its own styled root) on the payment step; axe checks the contrast. */
export const Dark: Story = {
  args: { service: 'deep-tissue', provider: 'anna-de-vries', theme: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseTime(canvas, 'Monday, March 9, 2026', /^2:00\sPM/);
    await expect(canvasElement.querySelector('.bk-booker')?.closest('.bk-root')).toHaveAttribute('data-theme', 'dark');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expectStepHeadingFocused(canvas, 'Your details');
    await fillDetails(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expectStepHeadingFocused(canvas, 'Payment');
    await userEvent.click(canvas.getByRole('radio', { name: 'The full amount of €65.00' }));
    await expect(canvas.getByRole('button', { name: 'Pay €65.00' })).toBeVisible();
  },
};

/**
 * German from the locale toolbar (no `locale` prop: the surrounding LocaleProvider's language):
 * the month, weekdays, times and every text in German, up to the German details heading.
 */
export const German: Story = {
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Datum und Uhrzeit' })).toBeVisible();
    await expect(await canvas.findByRole('grid', { name: 'März 2026' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Dienstag, 10. März 2026, 2 Uhrzeiten verfügbar' }));
    await userEvent.click(canvas.getByRole('radio', { name: /^16:30/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Weiter' }));
    await expectStepHeadingFocused(canvas, 'Ihre Angaben');
    await expect(canvas.getByText('Gewählte Uhrzeit:').parentElement).toHaveTextContent(
      /^Gewählte Uhrzeit: Dienstag, 10\. März 2026, 16:30\s?–\s?16:45 Uhr$/,
    );
    await expect(canvas.getByRole('timer')).toHaveTextContent(/10:00/);
    await expect(canvas.getByRole('button', { name: 'Termin buchen' })).toBeVisible();
  },
};

/*
 * Several services through the cart: no `service`, a provider whose services the visitor
 * chooses (checkboxes), a time for each in turn, the cart, one details form, one payment.
 */

/** Ticks services in the first step (their checkboxes are named by the service's name first). */
async function chooseServices(canvas: Canvas, names: string[]) {
  await expect(await canvas.findByRole('heading', { name: 'Services' })).toBeVisible();
  for (const name of names) {
    const checkbox = await canvas.findByRole('checkbox', { name: new RegExp(`^${name}`) });
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
  }
}

/** The time step of one service of the cart: its heading ('… choose a time (1 of 2)') has focus. */
const timeStepHeading = (canvas: Canvas, service: string, index: number, count: number) =>
  expectStepHeadingFocused(canvas, `${service}: choose a time (${index} of ${count})`);

/** The cart's rows (one list item per service). */
const cartRows = (canvas: Canvas) => within(canvas.getByRole('group', { name: 'Your cart' })).getAllByRole('listitem');

/** The cart's row of a service. */
const cartRow = (canvas: Canvas, service: string) => {
  const row = cartRows(canvas).find((item) => item.textContent?.includes(service));
  if (!row) throw new Error(`no cart row for ${service}`);
  return row;
};

/** An amount as the English catalog writes it ('€65.00'), in cents. */
const cents = (text: string | null | undefined) => Math.round(Number((text ?? '').replace(/[^\d.]/g, '')) * 100);

/**
 * The studio's team: a massage with Bram (chosen on its time step) and the free intro call with
 * Anna. The cart shows both rows and their total; one details form; the payment offers the
 * massage's deposit and the visitor pays the full amount, which is the cart's total. The client
 * got one booking request with both items, and both bookings are scheduled and paid.
 */
export const CartTwoServices: Story = {
  args: { service: undefined, provider: 'harbor-studio' },
  play: async ({ canvasElement, args, loaded }) => {
    const canvas = within(canvasElement);
    await chooseServices(canvas, ['Deep tissue massage', 'Intro call']);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));

    await timeStepHeading(canvas, 'Deep tissue massage', 1, 2);
    const staff = canvas.getByRole('radiogroup', { name: 'Choose a staff member' });
    await userEvent.click(within(staff).getByRole('radio', { name: 'Bram Jansen' }));
    await chooseTime(canvas, 'Monday, March 9, 2026', /^9:00\sAM/);
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));

    // Anna alone gives intro calls: no staff to choose.
    await timeStepHeading(canvas, 'Intro call', 2, 2);
    await expect(canvas.queryByRole('radiogroup', { name: 'Choose a staff member' })).not.toBeInTheDocument();
    await chooseTime(canvas, 'Tuesday, March 10, 2026', /^4:30\sPM/);
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));

    await expectStepHeadingFocused(canvas, 'Your cart');
    await expect(cartRows(canvas)).toHaveLength(2);
    await expect(canvas.getByText('2 services in your cart')).toBeVisible();
    const massage = cartRow(canvas, 'Deep tissue massage');
    await expect(massage).toHaveTextContent('Bram Jansen');
    await expect(within(massage).getByRole('time')).toHaveAttribute('datetime', '2026-03-09T08:00:00.000Z');
    await expect(massage).toHaveTextContent('€65.00');
    const call = cartRow(canvas, 'Intro call');
    await expect(within(call).getByRole('time')).toHaveAttribute('datetime', '2026-03-10T15:30:00.000Z');
    await expect(call).toHaveTextContent('Free');
    const total = canvasElement.querySelector('[data-scope="cart"] [data-part="total-amount"]')?.textContent;
    await expect(total).toBe('€65.00');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));

    await expectStepHeadingFocused(canvas, 'Your details');
    await fillDetails(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));

    await expectStepHeadingFocused(canvas, 'Payment');
    await expect(canvas.getByRole('radio', { name: 'Deposits where offered: €19.50 now' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: `The full amount of ${total}` }));
    await fillCard(canvas, TEST_CARDS.success);
    await userEvent.click(canvas.getByRole('button', { name: `Pay ${total}` }));

    await expectStepHeadingFocused(canvas, 'Your appointment is scheduled');
    await expect(args.onBookingCreated).toHaveBeenCalledOnce();
    const client = clientOf(loaded);
    await expect(client.callCount('createBooking')).toBe(1);
    const [request] = client.bookingRequests;
    await expect(request?.items).toEqual([
      expect.objectContaining({ service: 'deep-tissue', staff: 'bram-jansen', start: '2026-03-09T08:00:00.000Z' }),
      expect.objectContaining({ service: 'intro-call', start: '2026-03-10T15:30:00.000Z' }),
    ]);
    const bookings = client.bookings;
    await expect(bookings.map(({ service, status }) => ({ service: service.slug, status }))).toEqual([
      { service: 'deep-tissue', status: 'scheduled' },
      { service: 'intro-call', status: 'scheduled' },
    ]);
    // One payment for both, of what the cart showed.
    for (const booking of bookings) {
      await expect(booking.payment).toMatchObject({ status: 'succeeded', amountMinor: cents(total), last4: '4242' });
    }
  },
};

/**
 * One service chosen alone is booked on its own flow: the intro call's date and time step
 * replaces the services, its heading taking focus, and nothing goes through the cart.
 */
export const CartSingleService: Story = {
  args: { service: undefined, provider: 'harbor-studio' },
  play: async ({ canvasElement, args, loaded }) => {
    const canvas = within(canvasElement);
    await chooseServices(canvas, ['Intro call']);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expectStepHeadingFocused(canvas, 'Date and time');
    await expect(await canvas.findByRole('grid', { name: 'March 2026' })).toBeVisible();
    await expect(canvas.queryByRole('group', { name: 'Your cart' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
    await chooseTime(canvas, 'Tuesday, March 10, 2026', /^4:30\sPM/);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expectStepHeadingFocused(canvas, 'Your details');
    // The one-service flow holds its time, as the cart does not.
    await expect(clientOf(loaded).holds).toEqual([
      expect.objectContaining({ service: expect.objectContaining({ slug: 'intro-call' }) }),
    ]);
    await expect(args.onStepChange).toHaveBeenLastCalledWith('details');
  },
};

/**
 * A provider's cart in a language of its own (`locale="de"` under the English toolbar): the Booker
 * loads a booking's German words and, for the cart, the cart's (fetched with the cart's code); the
 * time step of the first of two services speaks both.
 */
export const CartOwnLanguage: Story = {
  args: { service: undefined, provider: 'harbor-studio', locale: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['Deep tissue massage', 'Intro call']) {
      const checkbox = await canvas.findByRole('checkbox', { name: new RegExp(`^${name}`) });
      await userEvent.click(checkbox);
      await expect(checkbox).toBeChecked();
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Weiter' }));
    // The cart's words ('… : Zeit wählen (1 von 2)') and a booking's ('März 2026'), in German.
    await expectStepHeadingFocused(canvas, 'Deep tissue massage: Zeit wählen (1 von 2)');
    await expect(await canvas.findByRole('grid', { name: 'März 2026' })).toBeVisible();
  },
};

/**
 * The visitor brings a guest: each one-seat service is one person's, so 'Who is this for?' is a
 * radio group. Both services for 'You' first: 'Continue' in the cart says the spec's words, with
 * focus on them. The facial removed and added again for the guest: the cart goes on, and the
 * request books both with the guest.
 */
export const CartGuests: Story = {
  args: { service: undefined, provider: 'harbor-studio' },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await addGuest(canvas, 'Alan Turing', 'alan@example.com');
    await chooseServices(canvas, ['Intro call', 'Classic facial']);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));

    await timeStepHeading(canvas, 'Intro call', 1, 2);
    const forWhom = canvas.getByRole('radiogroup', { name: 'Who is this for?' });
    await expect(within(forWhom).queryAllByRole('checkbox')).toHaveLength(0);
    await expect(within(forWhom).getByRole('radio', { name: 'You' })).toBeChecked();
    await expect(within(forWhom).getByRole('radio', { name: 'Alan Turing' })).not.toBeChecked();
    await chooseTime(canvas, 'Tuesday, March 10, 2026', /^4:30\sPM/);
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));

    // The facial is offered to the guest first (he has no service yet); the visitor takes it.
    await timeStepHeading(canvas, 'Classic facial', 2, 2);
    const facialFor = canvas.getByRole('radiogroup', { name: 'Who is this for?' });
    await expect(within(facialFor).getByRole('radio', { name: 'Alan Turing' })).toBeChecked();
    await userEvent.click(within(facialFor).getByRole('radio', { name: 'You' }));
    await expect(within(facialFor).getByRole('radio', { name: 'You' })).toBeChecked();
    await expect(within(facialFor).getByRole('radio', { name: 'Alan Turing' })).not.toBeChecked();
    await chooseTime(canvas, 'Thursday, March 12, 2026', /^11:00\sAM/);
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));

    await expectStepHeadingFocused(canvas, 'Your cart');
    await expect(cartRow(canvas, 'Intro call')).toHaveTextContent('For You');
    await expect(cartRow(canvas, 'Classic facial')).toHaveTextContent('For You');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    const message = 'Please ensure you select services for all guests before proceeding.';
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(message);
    await waitFor(() => expect(alert).toHaveFocus());
    await expect(canvas.queryByRole('heading', { name: 'Your details' })).not.toBeInTheDocument();

    // The facial out, and in again for Alan.
    await userEvent.click(within(cartRow(canvas, 'Classic facial')).getByRole('button', { name: /^Remove Classic facial/ }));
    await expect(cartRows(canvas)).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Add another service' }));
    await expectStepHeadingFocused(canvas, 'Services');
    await expect(canvas.getByRole('checkbox', { name: /^Intro call/ })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: /^Classic facial/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await timeStepHeading(canvas, 'Classic facial', 2, 2);
    await expect(
      within(canvas.getByRole('radiogroup', { name: 'Who is this for?' })).getByRole('radio', { name: 'Alan Turing' }),
    ).toBeChecked();
    await chooseTime(canvas, 'Thursday, March 12, 2026', /^11:00\sAM/);
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));

    await expectStepHeadingFocused(canvas, 'Your cart');
    await expect(cartRow(canvas, 'Classic facial')).toHaveTextContent('For Alan Turing');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expectStepHeadingFocused(canvas, 'Your details');
    // Nothing is due now (a free call, a facial paid at the studio): the details book the cart.
    await fillDetails(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Book appointment' }));
    await expectStepHeadingFocused(canvas, 'Your appointment is scheduled');
    const client = clientOf(loaded);
    await expect(client.bookingRequests).toEqual([
      expect.objectContaining({
        items: [
          expect.objectContaining({ service: 'intro-call', start: '2026-03-10T15:30:00.000Z' }),
          expect.objectContaining({ service: 'facial', start: '2026-03-12T10:00:00.000Z' }),
        ],
        guests: [{ name: 'Alan Turing', email: 'alan@example.com' }],
      }),
    ]);
    await expect(client.bookings.map(({ service, status }) => ({ service: service.slug, status }))).toEqual([
      { service: 'intro-call', status: 'scheduled' },
      { service: 'facial', status: 'requested' },
    ]);
  },
};

/**
 * Someone else books the facial's time while the visitor pays: the cart's booking answers 409
 * SLOT_UNAVAILABLE for item 1, and the visitor is back in the cart (its heading takes focus),
 * told which service lost its time; nothing was booked or charged.
 */
export const CartSlotTaken: Story = {
  args: { service: undefined, provider: 'harbor-studio' },
  parameters: { bookingClient: { taken: [{ start: '2026-03-12T10:00:00.000Z', at: 'booking' }] } },
  play: async ({ canvasElement, args, loaded }) => {
    const canvas = within(canvasElement);
    await chooseServices(canvas, ['Deep tissue massage', 'Classic facial']);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await timeStepHeading(canvas, 'Deep tissue massage', 1, 2);
    await chooseTime(canvas, 'Monday, March 9, 2026', /^9:00\sAM/);
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
    await timeStepHeading(canvas, 'Classic facial', 2, 2);
    await chooseTime(canvas, 'Thursday, March 12, 2026', /^11:00\sAM/);
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
    await expectStepHeadingFocused(canvas, 'Your cart');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expectStepHeadingFocused(canvas, 'Your details');
    await fillDetails(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expectStepHeadingFocused(canvas, 'Payment');
    await fillCard(canvas, TEST_CARDS.success);
    await userEvent.click(canvas.getByRole('button', { name: 'Pay €19.50' }));

    await expectStepHeadingFocused(canvas, 'Your cart');
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      /^Classic facial: This time is no longer available\. Please choose another time\.$/,
    );
    await expect(args.onBookingFailed).toHaveBeenCalledWith(
      expect.objectContaining({ code: 'SLOT_UNAVAILABLE', params: expect.objectContaining({ item: 1 }) }),
    );
    await expect(cartRows(canvas)).toHaveLength(2);
    const client = clientOf(loaded);
    await expect(client.callCount('createBooking')).toBe(1);
    await expect(client.callCount('confirmPayment')).toBe(0);
    await expect(client.bookings).toEqual([]);
  },
};
