import { ApiError } from '@booking-kit/core';
import { RescheduleBooking } from '@booking-kit/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, type Mock, userEvent, waitFor, within } from 'storybook/test';
import { MARCH_2026, MARCH_2026_DAYS, TODAY } from '../fixtures/march-2026-slots';

/** The haircut being moved: Thursday 12 March 2026, 11:00–11:30 in Amsterdam (the stories' zone). */
const booking = { service: { name: 'Haircut' }, start: '2026-03-12T10:00:00.000Z', end: '2026-03-12T10:30:00.000Z' };

type Canvas = ReturnType<typeof within>;

/** Chooses Tuesday 10 March, then 10:00 (3 seats left), as a visitor would. */
async function chooseTuesdayTen(canvas: Canvas) {
  await userEvent.click(canvas.getByRole('button', { name: 'Tuesday, March 10, 2026, 2 times available' }));
  await userEvent.click(canvas.getByRole('radio', { name: /10:00\sAM/ }));
}

/** The summary as label → value pairs. */
function summary(canvasElement: HTMLElement): Record<string, string> {
  const rows = canvasElement.querySelectorAll('[data-scope="reschedule-booking"][data-part="summary"] > div');
  return Object.fromEntries(
    [...rows].map((row) => [row.querySelector('dt')?.textContent ?? '', row.querySelector('dd')?.textContent ?? '']),
  );
}

const meta = {
  title: 'UI/RescheduleBooking',
  component: RescheduleBooking,
  args: {
    booking,
    slotPicker: { days: MARCH_2026_DAYS, today: TODAY, defaultMonth: MARCH_2026 },
    onReschedule: fn(() => Promise.resolve()),
    onRescheduled: fn(),
    onKeep: fn(),
    onValueChange: fn(),
  },
} satisfies Meta<typeof RescheduleBooking>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The current time shows; the visitor picks a new slot in the slot picker and reschedules to it. */
export const PickNewSlot: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const form = canvas.getByRole('form', { name: 'Reschedule your appointment' });
    await expect(summary(canvasElement)['Current time']).toMatch(/^Thursday, March 12, 2026, 11:00\s–\s11:30\sAM GMT\+1$/);
    await expect(summary(canvasElement)['New time']).toBe('Not chosen yet');
    await chooseTuesdayTen(canvas);
    await expect(args.onValueChange).toHaveBeenCalledWith(expect.objectContaining({ start: '2026-03-10T09:00:00.000Z' }));
    await expect(summary(canvasElement)['New time']).toMatch(/^Tuesday, March 10, 2026, 10:00\s–\s10:30\sAM GMT\+1$/);
    await userEvent.click(canvas.getByRole('button', { name: 'Reschedule' }));
    await expect(args.onReschedule).toHaveBeenCalledWith(expect.objectContaining({ start: '2026-03-10T09:00:00.000Z' }));
    await waitFor(() => expect(args.onRescheduled).toHaveBeenCalledOnce());
    await expect(form).toHaveAttribute('data-phase', 'rescheduled');
  },
};

/** 'Reschedule' before choosing a time: 'Choose a time first.' as an alert that takes focus. */
export const NoTimeChosen: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Reschedule' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Choose a time first.');
    await waitFor(() => expect(alert).toHaveFocus());
    await expect(args.onReschedule).not.toHaveBeenCalled();
    // Choosing a time clears the message, which was about the missing choice.
    await chooseTuesdayTen(canvas);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** Choosing the booking's own time says so instead of sending a move to the same time. */
export const SameTime: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Thursday, March 12, 2026, 1 time available' }));
    await userEvent.click(canvas.getByRole('radio', { name: /11:00\sAM/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Reschedule' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This is your current time. Choose a different time.');
    await expect(args.onReschedule).not.toHaveBeenCalled();
  },
};

/** The slot was taken meanwhile (409 SLOT_UNAVAILABLE): the shared message, and another time can be chosen. */
export const SlotTaken: Story = {
  args: {
    onReschedule: fn(() =>
      Promise.reject(
        new ApiError({ statusCode: 409, statusMessage: 'Conflict', code: 'SLOT_UNAVAILABLE', message: 'Slot unavailable' }),
      ),
    ),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await chooseTuesdayTen(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Reschedule' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('This time is no longer available. Please choose another time.');
    await waitFor(() => expect(alert).toHaveFocus());
    await expect(args.onRescheduled).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('radio', { name: /4:30\sPM/ }));
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** Too close to the start (409 CUTOFF_PASSED): the visitor is told to call. */
export const CutoffPassed: Story = {
  args: { onReschedule: fn(() => Promise.reject({ code: 'CUTOFF_PASSED', params: { minutes: 1440 } })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseTuesdayTen(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Reschedule' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This appointment can no longer be rescheduled online. Please call us.',
    );
  },
};

/** Fails once (network), then works: the generic message, then success. */
const flakyReschedule: Mock<() => Promise<void>> = fn(() =>
  flakyReschedule.mock.calls.length <= 1 ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(),
);

/** Any other failure asks to try again; trying again can succeed. */
export const ServerError: Story = {
  args: { onReschedule: flakyReschedule },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await chooseTuesdayTen(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Reschedule' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'We could not reschedule your appointment. Please try again.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Reschedule' }));
    await waitFor(() => expect(args.onRescheduled).toHaveBeenCalledOnce());
  },
};

/** While sending: 'Rescheduling…', busy, a second click and a new choice are ignored. */
export const Pending: Story = {
  args: { onReschedule: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await chooseTuesdayTen(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Reschedule' }));
    const button = await canvas.findByRole('button', { name: 'Rescheduling…' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onReschedule).toHaveBeenCalledOnce();
    // aria-disabled, not disabled: the busy button keeps the focus a press gave it.
    await expect(button).toHaveFocus();
    await userEvent.click(canvas.getByRole('radio', { name: /4:30\sPM/ }));
    await expect(summary(canvasElement)['New time']).toMatch(/10:00\s–\s10:30\sAM/);
  },
};

/** While the slots load, the picker says so; 'Keep current time' calls `onKeep`. */
export const LoadingSlotsAndKeep: Story = {
  args: { slotPicker: { days: undefined, today: TODAY, defaultMonth: MARCH_2026 } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Finding slots…');
    await userEvent.click(canvas.getByRole('button', { name: 'Keep current time' }));
    await expect(args.onKeep).toHaveBeenCalledOnce();
    await expect(args.onReschedule).not.toHaveBeenCalled();
  },
};

/** Keyboard only: the slot picker's grid and list, then Tab to 'Reschedule' and Enter. */
export const KeyboardPath: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The shared heading part names the form for screen readers.
    await expect(canvas.getByRole('form', { name: 'Reschedule your appointment' })).toContainElement(
      canvas.getByRole('heading', { level: 2, name: 'Reschedule your appointment' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: /^Monday, March 9, 2026/ }));
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(canvas.getByRole('radiogroup', { name: 'Available times on Tuesday, March 10, 2026' })).toBeVisible();
    await userEvent.tab();
    await userEvent.keyboard('{End}{Enter}');
    await expect(canvas.getByRole('radio', { name: /4:30\sPM/ })).toHaveAttribute('aria-checked', 'true');
    const submit = canvas.getByRole('button', { name: 'Reschedule' });
    while (document.activeElement !== submit) await userEvent.tab();
    await expect(submit).toHaveAttribute('type', 'submit');
    await userEvent.keyboard('{Enter}');
    await expect(args.onReschedule).toHaveBeenCalledWith(expect.objectContaining({ start: '2026-03-10T15:30:00.000Z' }));
  },
};

/** German: title, labels, times and the slot picker in German. */
export const German: Story = {
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('form', { name: 'Termin verschieben' })).toBeVisible();
    await expect(summary(canvasElement)['Aktuelle Uhrzeit']).toMatch(/^Donnerstag, 12\. März 2026, 11:00\s?–\s?11:30\sUhr MEZ$/);
    await expect(summary(canvasElement)['Neue Uhrzeit']).toBe('Noch nicht gewählt');
    await userEvent.click(canvas.getByRole('button', { name: 'Verschieben' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Wählen Sie zuerst eine Uhrzeit.');
  },
};

/** Long text: a long service name wraps in the summary without overflowing. */
export const LongText: Story = {
  args: {
    booking: {
      ...booking,
      service: { name: 'Deep-tissue sports massage with hot stones, aromatherapy oils and a stretching session' },
    },
  },
  play: async ({ canvasElement }) => {
    const summaryList = canvasElement.querySelector<HTMLElement>('[data-scope="reschedule-booking"][data-part="summary"]');
    await expect(summaryList).not.toBeNull();
    await expect(summaryList?.scrollWidth).toBeLessThanOrEqual(summaryList?.clientWidth ?? 0);
    await expect(within(canvasElement).getByText(/^Deep-tissue sports massage/)).toBeVisible();
  },
};

/** Dark theme: tokens swap, contrast stays AA (axe checks it), including the alert. */
export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('.bk-root')).toHaveAttribute('data-theme', 'dark');
    await userEvent.click(canvas.getByRole('button', { name: 'Reschedule' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Choose a time first.');
    await chooseTuesdayTen(canvas);
    await expect(summary(canvasElement)['New time']).toMatch(/^Tuesday, March 10, 2026/);
  },
};
