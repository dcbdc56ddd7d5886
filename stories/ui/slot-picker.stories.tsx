import { SlotPicker } from '@booking-kit/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FIXTURE_TIME_ZONE, MARCH_2026, MARCH_2026_DAYS, TODAY } from '../fixtures/march-2026-slots';

const meta = {
  title: 'UI/SlotPicker',
  component: SlotPicker,
  args: {
    days: MARCH_2026_DAYS,
    today: TODAY,
    defaultMonth: MARCH_2026,
    timeZone: FIXTURE_TIME_ZONE,
    onMonthChange: fn(),
    onSelectedDateChange: fn(),
    onValueChange: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof SlotPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first bookable day (Monday 9 March) is chosen on arrival; a visitor picks a time. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('March 2026')).toBeVisible();
    const list = canvas.getByRole('radiogroup', { name: 'Available times on Monday, March 9, 2026' });
    await userEvent.click(within(list).getByRole('radio', { name: /2:00\sPM/ }));
    await expect(within(list).getByRole('radio', { name: /2:00\sPM/ })).toHaveAttribute('aria-checked', 'true');
    await expect(args.onValueChange).toHaveBeenCalledWith(expect.objectContaining({ start: '2026-03-09T13:00:00.000Z' }));
    await expect(canvas.getByText('Time zone: Europe/Amsterdam')).toBeVisible();
  },
};

/** While slots load: the status says so, the grid is busy, the times show a skeleton. */
export const Loading: Story = {
  args: { days: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Finding slots…');
    await expect(canvas.getByRole('grid', { name: 'March 2026' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('radiogroup')).not.toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-scope="slot-picker"][data-part="times-skeleton"]')).toBeVisible();
    // A visitor can still browse months while waiting.
    await userEvent.click(canvas.getByRole('button', { name: 'Next month' }));
    await expect(canvas.getByText('April 2026')).toBeVisible();
  },
};

/**
 * At the business's booking horizon (`maxMonth`): the month past it has nothing to book, so the
 * next-month button is disabled and the keyboard cannot page beyond it either.
 */
export const AtBookingHorizon: Story = {
  args: { maxMonth: MARCH_2026 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('March 2026')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next month' })).toBeDisabled();
    const day = canvas.getByRole('button', { name: /Monday, March 9, 2026/ });
    day.focus();
    await userEvent.keyboard('{PageDown}');
    await expect(canvas.getByText('March 2026')).toBeVisible();
    await expect(args.onMonthChange).not.toHaveBeenCalled();
  },
};

/** A month without any slot says so; the visitor moves on to the next month. */
export const NoSlotsThisMonth: Story = {
  args: { days: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No slot available this month.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Wednesday, March 11, 2026, no times available' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Next month' }));
    await expect(args.onMonthChange).toHaveBeenCalledWith(expect.objectContaining({ year: 2026, month: 4, day: 1 }));
    await expect(canvas.getByText('April 2026')).toBeVisible();
  },
};

/**
 * A day without slots is unavailable (react-aria's `isDateUnavailable`, fed by the slot engine's
 * days): announced as disabled, and clicking it keeps the chosen day and its times.
 */
export const DayWithoutSlots: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const day = canvas.getByRole('button', { name: 'Wednesday, March 11, 2026, no times available' });
    await expect(day).toHaveAttribute('data-availability', 'unavailable');
    await expect(day).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(day);
    const monday = canvas.getByRole('button', { name: /^Monday, March 9, 2026/ });
    await expect(canvas.getByRole('gridcell', { selected: true })).toContainElement(monday);
    await expect(canvas.getByRole('radiogroup', { name: 'Available times on Monday, March 9, 2026' })).toBeVisible();
    await expect(args.onSelectedDateChange).not.toHaveBeenCalled();
  },
};

/** An app that controls the chosen day may choose one without slots: the status says there is nothing that day. */
export const ChosenDayWithoutSlots: Story = {
  args: { selectedDate: MARCH_2026.set({ day: 11 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('No Slots available');
    const day = canvas.getByRole('button', { name: 'Wednesday, March 11, 2026, no times available' });
    await expect(canvas.getByRole('gridcell', { selected: true })).toContainElement(day);
    await expect(day).toHaveAttribute('data-selected');
    await expect(canvas.queryByRole('radiogroup')).not.toBeInTheDocument();
  },
};

/** A visitor chooses Tuesday 10 March, then 10:00 (3 seats left). */
export const ChosenSlot: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Tuesday, March 10, 2026, 2 times available' }));
    const list = canvas.getByRole('radiogroup', { name: 'Available times on Tuesday, March 10, 2026' });
    const option = within(list).getByRole('radio', { name: /10:00\sAM\s*3 seats left/ });
    await expect(option).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(option);
    await expect(option).toHaveAttribute('aria-checked', 'true');
    await expect(option).toHaveAttribute('data-selected');
    await expect(args.onValueChange).toHaveBeenCalledWith(
      expect.objectContaining({ start: '2026-03-10T09:00:00.000Z', seatsLeft: 3 }),
    );
  },
};

/** A chosen time is held for the visitor: the countdown sits under the times (its code fetched once a hold shows). */
export const ChosenSlotHeld: Story = {
  args: {
    value: MARCH_2026_DAYS[0]?.slots[0] ?? null,
    holdExpiresAt: '2026-03-09T07:10:00.000Z',
    now: () => Date.parse('2026-03-09T07:00:30.000Z'),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('radiogroup', { name: 'Available times on Monday, March 9, 2026' });
    await expect(within(list).getByRole('radio', { name: /9:00\sAM/ })).toHaveAttribute('aria-checked', 'true');
    await expect(await canvas.findByRole('timer')).toHaveTextContent('We hold this time for you for 9:30');
  },
};

const focusedName = () => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent;

/** The grid and the times work with the keyboard alone (APG date grid and radio group patterns). */
export const KeyboardNavigation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Monday, March 9, 2026/ }));
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(focusedName()).toMatch(/^Tuesday, March 10, 2026/));
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(focusedName()).toMatch(/^Tuesday, March 17, 2026/));
    // en-US weeks run Sunday to Saturday.
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(focusedName()).toMatch(/^Sunday, March 15, 2026/));
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(focusedName()).toMatch(/^Saturday, March 21, 2026/));
    await userEvent.keyboard('{PageDown}');
    await waitFor(() => expect(focusedName()).toMatch(/^Tuesday, April 21, 2026/));
    await expect(canvas.getByRole('grid', { name: 'April 2026' })).toBeVisible();
    await userEvent.keyboard('{PageUp}');
    await waitFor(() => expect(focusedName()).toMatch(/^Saturday, March 21, 2026/));
    await expect(args.onMonthChange).toHaveBeenCalledTimes(2);
    await userEvent.keyboard('{Home}{ArrowUp}{ArrowRight}{ArrowRight}');
    await waitFor(() => expect(focusedName()).toMatch(/^Tuesday, March 10, 2026/));
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('radiogroup', { name: 'Available times on Tuesday, March 10, 2026' })).toBeVisible();
    // Tab leaves the grid for the times: one tab stop per widget.
    await userEvent.tab();
    await expect(focusedName()).toMatch(/10:00\sAM/);
    await userEvent.keyboard('{End}');
    await expect(focusedName()).toMatch(/4:30\sPM/);
    await userEvent.keyboard('{Home}{ArrowDown}{Enter}');
    await expect(canvas.getByRole('radio', { name: /4:30\sPM/ })).toHaveAttribute('aria-checked', 'true');
    await expect(args.onValueChange).toHaveBeenCalledWith(expect.objectContaining({ start: '2026-03-10T15:30:00.000Z' }));
  },
};

/** Loading failed: the status says so and the retry button asks the app to fetch again. */
export const LoadError: Story = {
  args: { days: undefined, status: 'error' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('We could not load the available times.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** German: month and weekdays from Intl (weeks start on Monday), messages from the de catalog, 24-hour times. */
export const German: Story = {
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('grid', { name: 'März 2026' })).toBeVisible();
    await expect(canvas.getAllByRole('columnheader')[0]).toHaveTextContent('Mo');
    await expect(canvas.getByRole('button', { name: 'Mittwoch, 11. März 2026, keine Uhrzeiten verfügbar' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Dienstag, 10. März 2026, 2 Uhrzeiten verfügbar' }));
    await userEvent.click(canvas.getByRole('radio', { name: /^10:00\s*3 Plätze frei$/ }));
    await expect(canvas.getByRole('radio', { name: /^10:00/ })).toHaveAttribute('aria-checked', 'true');
    await expect(canvas.getByText('Zeitzone: Europe/Amsterdam')).toBeVisible();
  },
};

/** Dark theme: tokens swap, contrast stays AA (axe checks it), behaviour is unchanged. */
export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('.bk-root')).toHaveAttribute('data-theme', 'dark');
    await userEvent.click(canvas.getByRole('button', { name: 'Thursday, March 12, 2026, 1 time available' }));
    await userEvent.click(canvas.getByRole('radio', { name: /11:00\sAM/ }));
    await expect(canvas.getByRole('radio', { name: /11:00\sAM/ })).toHaveAttribute('aria-checked', 'true');
    await expect(args.onValueChange).toHaveBeenCalledOnce();
  },
};

/**
 * Where the keyboard is shows, and only there: Tab brings the ring to a day, the next Tab to a
 * time; the day under the pointer shows its hover, and the day chosen by a click shows no ring.
 */
export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const clicked = canvas.getByRole('button', { name: /^Tuesday, March 10, 2026/ });
    await userEvent.click(clicked);
    await expect(clicked).toHaveFocus();
    await expect(clicked).not.toHaveAttribute('data-focus-visible');
    await userEvent.tab();
    const time = canvas.getByRole('radio', { name: /10:00\sAM/ });
    await expect(time).toHaveFocus();
    await expect(time).toHaveAttribute('data-focus-visible', '');
    const hovered = canvas.getByRole('button', { name: /^Thursday, March 12, 2026/ });
    await userEvent.hover(hovered);
    await expect(hovered).toHaveAttribute('data-hovered', '');
  },
};
