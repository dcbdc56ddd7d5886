import { SlotPicker } from '@booking-kit/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { KeyboardEvent } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FIXTURE_TIME_ZONE, MARCH_2026, MARCH_2026_DAYS, TODAY } from '../fixtures/march-2026-slots';

interface HeadlessStoryProps {
  onValueChange: () => void;
  onDayKeyDown: (event: KeyboardEvent) => void;
}

/** The unstyled parts composed by hand, the way an app with its own design would. */
function HeadlessSlotPicker({ onValueChange, onDayKeyDown }: HeadlessStoryProps) {
  return (
    <SlotPicker.Root
      days={MARCH_2026_DAYS}
      today={TODAY}
      defaultMonth={MARCH_2026}
      timeZone={FIXTURE_TIME_ZONE}
      onValueChange={onValueChange}
    >
      <SlotPicker.Header style={{ display: 'flex', gap: '0.5rem' }}>
        <SlotPicker.PrevMonth />
        <h2>
          <SlotPicker.MonthTitle />
        </h2>
        <SlotPicker.NextMonth />
      </SlotPicker.Header>
      <SlotPicker.Grid>{(date) => <SlotPicker.Day date={date} onKeyDown={onDayKeyDown} />}</SlotPicker.Grid>
      <SlotPicker.Status />
      <SlotPicker.DayList />
      <SlotPicker.TimeZone />
    </SlotPicker.Root>
  );
}

const meta = {
  title: 'React/SlotPicker (headless)',
  component: HeadlessSlotPicker,
  args: {
    onValueChange: fn(),
    // The consumer's handler runs first; preventDefault on End opts out of the built-in move.
    onDayKeyDown: fn((event: KeyboardEvent) => {
      if (event.key === 'End') event.preventDefault();
    }),
  },
} satisfies Meta<typeof HeadlessSlotPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Parts expose state as data attributes; the month title sits in the app's own heading. */
export const Composed: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('heading', { level: 2, name: 'March 2026' });
    await expect(title.firstElementChild).toHaveAttribute('data-part', 'month-title');
    await expect(canvas.getByRole('grid', { name: 'March 2026' })).toBeVisible();
    const monday = canvas.getByRole('button', { name: 'Monday, March 9, 2026, 3 times available' });
    await expect(monday).toHaveAttribute('data-selected');
    await expect(monday).toHaveAttribute('tabindex', '0');
    await expect(canvas.getByRole('button', { name: /^Friday, March 6, 2026/ })).toHaveAttribute('aria-current', 'date');
    await userEvent.click(canvas.getByRole('option', { name: /9:30\sAM/ }));
    await expect(args.onValueChange).toHaveBeenCalledWith(expect.objectContaining({ start: '2026-03-09T08:30:00.000Z' }));
  },
};

/** A consumer's preventDefault skips the part's own key handling; other keys still work. */
export const ConsumerHandlerFirst: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const monday = canvas.getByRole('button', { name: /^Monday, March 9, 2026/ });
    await userEvent.click(monday);
    await userEvent.keyboard('{End}');
    await expect(args.onDayKeyDown).toHaveBeenCalled();
    await expect(monday).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(canvas.getByRole('button', { name: /^Sunday, March 8, 2026/ })).toHaveFocus());
  },
};
