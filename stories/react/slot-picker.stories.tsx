import { SlotPicker } from '@booking-kit/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type KeyboardEvent, useRef } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FIXTURE_TIME_ZONE, MARCH_2026, MARCH_2026_DAYS, TODAY } from '../fixtures/march-2026-slots';
import { inShadowRoot, shadowRootOf } from '../fixtures/shadow-root';

/** March 2026 as every story here shows it: the fixture's days, seen from its 'today' and zone. */
const MARCH_ROOT = { days: MARCH_2026_DAYS, today: TODAY, defaultMonth: MARCH_2026, timeZone: FIXTURE_TIME_ZONE };

interface HeadlessStoryProps {
  onValueChange: () => void;
  onDayKeyDown: (event: KeyboardEvent) => void;
}

/** The unstyled parts composed by hand, the way an app with its own design would. */
function HeadlessSlotPicker({ onValueChange, onDayKeyDown }: HeadlessStoryProps) {
  return (
    <SlotPicker.Root {...MARCH_ROOT} onValueChange={onValueChange}>
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
    await userEvent.click(canvas.getByRole('radio', { name: /9:30\sAM/ }));
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

/** The focused element's accessible name, also inside a shadow root (where `document.activeElement` is the host). */
function focusedName(root: Document | ShadowRoot = document) {
  const active = root.activeElement;
  return active?.getAttribute('aria-label') ?? active?.textContent ?? '';
}

/**
 * The APG date grid from the keyboard (react-aria's calendar grid): arrows by day and week,
 * Home/End to the week's ends, PageUp/PageDown by month, Enter chooses a day with slots and
 * does nothing on a day without; Tab goes on to the times, a radio group where arrows move and choose.
 */
export const KeyboardGrid: Story = {
  args: { onDayKeyDown: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Monday, March 9, 2026/ }));
    await waitFor(() => expect(focusedName()).toMatch(/^Monday, March 9, 2026/));
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await waitFor(() => expect(focusedName()).toBe('Wednesday, March 11, 2026, no times available'));
    // A day without slots is unavailable: Enter keeps Monday chosen.
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('radiogroup', { name: 'Available times on Monday, March 9, 2026' })).toBeVisible();
    await expect(canvas.getByRole('gridcell', { selected: true })).toHaveTextContent('9');
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(focusedName()).toMatch(/^Wednesday, March 4, 2026/));
    await userEvent.keyboard('{ArrowDown}{ArrowLeft}');
    await waitFor(() => expect(focusedName()).toMatch(/^Tuesday, March 10, 2026/));
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(focusedName()).toMatch(/^Saturday, March 14, 2026/));
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(focusedName()).toMatch(/^Sunday, March 8, 2026/));
    await userEvent.keyboard('{PageDown}');
    await waitFor(() => expect(focusedName()).toMatch(/^Wednesday, April 8, 2026/));
    await expect(canvas.getByRole('grid', { name: 'April 2026' })).toBeVisible();
    await userEvent.keyboard('{PageUp}{ArrowRight}{ArrowRight}{Enter}');
    await waitFor(() => expect(focusedName()).toMatch(/^Tuesday, March 10, 2026/));
    await expect(canvas.getByRole('radiogroup', { name: 'Available times on Tuesday, March 10, 2026' })).toBeVisible();
    await userEvent.tab();
    await expect(focusedName()).toMatch(/10:00\sAM/);
    await userEvent.keyboard('{ArrowDown}');
    await expect(focusedName()).toMatch(/4:30\sPM/);
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith(expect.objectContaining({ start: '2026-03-10T15:30:00.000Z' }));
  },
};

/** Mounted inside a shadow root (as when embedded in another page): react-aria still moves focus in the grid and the times. */
export const InAShadowRoot: Story = {
  args: { onDayKeyDown: fn() },
  decorators: [inShadowRoot],
  play: async ({ canvasElement }) => {
    const shadow = shadowRootOf(canvasElement) as unknown as ShadowRoot;
    const canvas = within(shadow as unknown as HTMLElement);
    await userEvent.click(await canvas.findByRole('button', { name: /^Monday, March 9, 2026/ }));
    await waitFor(() => expect(focusedName(shadow)).toMatch(/^Monday, March 9, 2026/));
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(focusedName(shadow)).toMatch(/^Tuesday, March 10, 2026/));
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(focusedName(shadow)).toMatch(/^Tuesday, March 17, 2026/));
    await userEvent.keyboard('{PageDown}');
    await waitFor(() => expect(focusedName(shadow)).toMatch(/^Friday, April 17, 2026/));
    await userEvent.keyboard('{PageUp}{ArrowUp}{Enter}');
    await waitFor(() => expect(focusedName(shadow)).toMatch(/^Tuesday, March 10, 2026/));
    // Testing Library's tab() does not look into shadow roots: a click puts focus on the first time.
    await userEvent.click(canvas.getByRole('radio', { name: /10:00\sAM/ }));
    await waitFor(() => expect(focusedName(shadow)).toMatch(/10:00\sAM/));
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(focusedName(shadow)).toMatch(/4:30\sPM/));
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('radio', { name: /4:30\sPM/ })).toHaveAttribute('aria-checked', 'true');
  },
};

/** Refs on every part, the way an app measures or focuses them: each is merged with the part's own, never replacing it. */
function SlotPickerWithRefs({ onValueChange }: HeadlessStoryProps) {
  const grid = useRef<HTMLTableElement>(null);
  const dayList = useRef<HTMLDivElement>(null);
  const days = useRef(new Map<string, HTMLButtonElement>());
  const slots = useRef(new Map<string, HTMLDivElement>());
  return (
    <SlotPicker.Root {...MARCH_ROOT} onValueChange={onValueChange}>
      <SlotPicker.Header>
        <SlotPicker.MonthTitle />
      </SlotPicker.Header>
      <SlotPicker.Grid ref={grid} data-has-ref="">
        {(date) => (
          <SlotPicker.Day
            date={date}
            ref={(element) => {
              if (element) days.current.set(date.toString(), element);
              else days.current.delete(date.toString());
            }}
            onFocus={(event) => {
              // The consumer's refs saw the same elements the parts render.
              event.currentTarget.dataset.refSeen = String(days.current.get(date.toString()) === event.currentTarget);
              if (grid.current) grid.current.dataset.refSeen = String(grid.current.contains(event.currentTarget));
            }}
          />
        )}
      </SlotPicker.Grid>
      <SlotPicker.DayList ref={dayList}>
        {(slot) => (
          <SlotPicker.Slot
            slot={slot}
            ref={(element) => {
              if (element) slots.current.set(slot.start, element);
              else slots.current.delete(slot.start);
            }}
            onFocus={(event) => {
              event.currentTarget.dataset.refSeen = String(
                slots.current.get(slot.start) === event.currentTarget && dayList.current?.contains(event.currentTarget) === true,
              );
            }}
          />
        )}
      </SlotPicker.DayList>
    </SlotPicker.Root>
  );
}

export const WithRefsOnEveryPart: Story = {
  args: { onDayKeyDown: fn() },
  render: (args) => <SlotPickerWithRefs {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Monday, March 9, 2026/ }));
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(focusedName()).toMatch(/^Tuesday, March 10, 2026/));
    await expect(document.activeElement).toHaveAttribute('data-ref-seen', 'true');
    await expect(canvas.getByRole('grid')).toHaveAttribute('data-ref-seen', 'true');
    await userEvent.keyboard('{ArrowDown}{PageDown}');
    await waitFor(() => expect(focusedName()).toMatch(/^Friday, April 17, 2026/));
    await userEvent.keyboard('{PageUp}{ArrowUp}{Enter}');
    await expect(canvas.getByRole('radiogroup', { name: 'Available times on Tuesday, March 10, 2026' })).toBeVisible();
    await userEvent.tab();
    await waitFor(() => expect(focusedName()).toMatch(/10:00\sAM/));
    await expect(document.activeElement).toHaveAttribute('data-ref-seen', 'true');
    await userEvent.keyboard('{End}');
    await expect(focusedName()).toMatch(/4:30\sPM/);
    await expect(document.activeElement).toHaveAttribute('data-ref-seen', 'true');
  },
};
