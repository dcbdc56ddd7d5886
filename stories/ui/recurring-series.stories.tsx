import type { RecurringSeriesValue, SeriesCheckStatus, SeriesOccurrence } from '@booking-kit/react';
import { RecurringSeries, type RecurringSeriesProps } from '@booking-kit/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { inShadowRoot, shadowRootOf, withinShadowRoot } from '../fixtures/shadow-root';

/** The first time the visitor chose: Monday 9 March 2026, 10:00 in Amsterdam (the stories' zone). */
const FIRST_DATE = '2026-03-09';

/** 'YYYY-MM-DD' plus whole days. */
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** An Amsterdam wall-clock time as an instant: CET until the clocks go forward on 29 March 2026, then CEST. */
const amsterdam = (date: string, hour: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + (hour - (date < '2026-03-29' ? 1 : 2)) * 3_600_000).toISOString();

/**
 * What the app makes of `GET /slots/recurring` for a series from the first time: every occurrence
 * at 10:00, those in `taken` not offered, each with the nearest free times the app found that day
 * and the next (11:00 and 15:00, and 10:00 the day after).
 */
function checkSeries({ everyWeeks, count }: Pick<RecurringSeriesValue, 'everyWeeks' | 'count'>, taken: number[] = []) {
  return Array.from({ length: count }, (_, index): SeriesOccurrence => {
    const date = addDays(FIRST_DATE, index * 7 * everyWeeks);
    if (!taken.includes(index)) return { index, date, start: amsterdam(date, 10), available: true };
    return {
      index,
      date,
      start: amsterdam(date, 10),
      available: false,
      unavailable: 'notOffered',
      alternatives: [amsterdam(date, 11), amsterdam(date, 15), amsterdam(addDays(date, 1), 10)],
    };
  });
}

const WEEKLY_FOUR: RecurringSeriesValue = { everyWeeks: 1, count: 4, skip: [], replacements: {} };

/**
 * The app around the series, as the reference app does it: each new rhythm or length is checked
 * again ('Finding recurring slots…' meanwhile), answered after `delayMs` with occurrence 2 taken
 * or, with `allFree`, none.
 */
function SeriesWithApi({
  allFree = false,
  delayMs = 150,
  ...props
}: RecurringSeriesProps & { allFree?: boolean; delayMs?: number }) {
  const [status, setStatus] = useState<SeriesCheckStatus>('ready');
  const [checked, setChecked] = useState(props.defaultValue ?? WEEKLY_FOUR);
  const [occurrences, setOccurrences] = useState(() => checkSeries(checked, allFree ? [] : [2]));
  return (
    <RecurringSeries
      {...props}
      status={status}
      occurrences={occurrences}
      onValueChange={(value) => {
        props.onValueChange?.(value);
        // Only a new rhythm or length needs the API again; moving or leaving out an occurrence does not.
        if (value.everyWeeks === checked.everyWeeks && value.count === checked.count) return;
        setChecked(value);
        setStatus('loading');
        setTimeout(() => {
          setOccurrences(checkSeries(value, allFree ? [] : [2]));
          setStatus('ready');
        }, delayMs);
      }}
    />
  );
}

/**
 * An optional series, as the reference app's time step has it: 'Repeat' is off, and turning it on
 * asks the API ('Finding recurring slots…'), then lists the occurrences with occurrence 2 taken.
 */
function OptionalSeriesWithApi({ delayMs = 150, ...props }: RecurringSeriesProps & { delayMs?: number }) {
  const [status, setStatus] = useState<SeriesCheckStatus>('idle');
  const [occurrences, setOccurrences] = useState<SeriesOccurrence[]>([]);
  const check = (value: RecurringSeriesValue) => {
    setStatus('loading');
    setTimeout(() => {
      setOccurrences(checkSeries(value, [2]));
      setStatus('ready');
    }, delayMs);
  };
  const [value, setValue] = useState(props.defaultValue ?? WEEKLY_FOUR);
  return (
    <RecurringSeries
      {...props}
      optional
      status={status}
      occurrences={occurrences}
      value={value}
      onValueChange={(next) => {
        props.onValueChange?.(next);
        setValue(next);
        if (next.everyWeeks !== value.everyWeeks || next.count !== value.count) check(next);
      }}
      onRepeatChange={(repeat) => {
        props.onRepeatChange?.(repeat);
        if (repeat && status === 'idle') check(value);
      }}
    />
  );
}

const meta = {
  title: 'UI/RecurringSeries',
  component: RecurringSeries,
  args: {
    everyWeeksOptions: [1, 2],
    countRange: { min: 2, max: 6 },
    defaultValue: WEEKLY_FOUR,
    status: 'ready',
    occurrences: checkSeries(WEEKLY_FOUR),
    onValueChange: fn(),
    onRepeatChange: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof RecurringSeries>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The occurrence rows by index: their text and state. */
const occurrenceRows = (root: ParentNode) => [
  ...root.querySelectorAll('[data-scope="recurring-series"][data-part="occurrence"]'),
];

/** From every two weeks twice to weekly × 4: each choice is checked again, then all four are free. */
export const ChooseWeeklyFourTimes: Story = {
  args: { defaultValue: { everyWeeks: 2, count: 2, skip: [], replacements: {} } },
  render: (args) => <SeriesWithApi {...args} allFree />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Repeat this booking' })).toBeInTheDocument();
    await expect(canvas.getByRole('radiogroup', { name: 'How often?' })).toBeInTheDocument();
    await expect(canvas.getByRole('radio', { name: 'Every 2 weeks' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Every week' }));
    await userEvent.click(canvas.getByRole('radio', { name: '4 times' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(WEEKLY_FOUR);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('All 4 appointments are free.'));
    const rows = occurrenceRows(canvasElement);
    await expect(rows).toHaveLength(4);
    await expect(rows[0]).toHaveTextContent('Monday, March 9, 2026 at 10:00 AM');
    await expect(rows[3]).toHaveTextContent('Monday, March 30, 2026 at 10:00 AM');
    await expect(canvas.getByRole('list', { name: 'Appointments in the series' })).toBeInTheDocument();
  },
};

/** While the app asks the API: the spec's phrase in a polite live region; the group is busy. */
export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Finding recurring slots…');
    await expect(canvas.getByRole('status')).toHaveAttribute('aria-live', 'polite');
    await expect(canvas.getByRole('group', { name: 'Repeat this booking' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** Every occurrence is free: each says so in words. */
export const AllFree: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('All 4 appointments are free.');
    for (const row of occurrenceRows(canvasElement)) {
      await expect(row).toHaveAttribute('data-state', 'free');
      await expect(row).toHaveTextContent('Free');
    }
    await expect(canvas.queryByRole('radiogroup', { name: /^Instead of/ })).toBeNull();
  },
};

/** The third is taken: the visitor takes 15:00 that day instead, and the value says so. */
export const OneTakenChooseAlternative: Story = {
  args: { occurrences: checkSeries(WEEKLY_FOUR, [2]) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('1 time is taken: choose another time or leave it out.');
    const row = occurrenceRows(canvasElement)[2];
    await expect(row).toHaveAttribute('data-state', 'taken');
    await expect(row).toHaveTextContent('Taken');
    const alternatives = canvas.getByRole('radiogroup', { name: 'Instead of Monday, March 23, 2026 at 10:00 AM' });
    await userEvent.click(within(alternatives).getByRole('radio', { name: 'Mon, Mar 23, 3:00 PM' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith({
      ...WEEKLY_FOUR,
      replacements: { 2: amsterdam('2026-03-23', 15) },
    });
    await expect(row).toHaveAttribute('data-state', 'replaced');
    await expect(row).toHaveTextContent('Another time chosen');
  },
};

/** The third is taken and the visitor leaves it out: it goes into `skip`. */
export const OneTakenLeaveOut: Story = {
  args: { occurrences: checkSeries(WEEKLY_FOUR, [2]) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Leave this one out' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ ...WEEKLY_FOUR, skip: [2] });
    const row = occurrenceRows(canvasElement)[2];
    await expect(row).toHaveAttribute('data-state', 'skipped');
    await expect(row).toHaveTextContent('Left out');
  },
};

/** The check failed: an alert and a retry that asks the app again. */
export const CheckFailed: Story = {
  args: { status: 'error' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('We could not check the recurring slots. Please try again.');
    await expect(canvas.queryByRole('list')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** German: plural forms of weeks and times, dates and times in German. */
export const German: Story = {
  args: { occurrences: checkSeries(WEEKLY_FOUR, [2]) },
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Jede Woche' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Alle 2 Wochen' })).not.toBeChecked();
    await expect(canvas.getByRole('radio', { name: '4-mal' })).toBeChecked();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      '1 Termin ist vergeben: Wähle eine andere Zeit oder lass ihn aus.',
    );
    await expect(occurrenceRows(canvasElement)[0]).toHaveTextContent('Montag, 9. März 2026 um 10:00');
  },
};

/** Polish: 'few' and 'many' plural forms (2 tygodnie, 5 razy, 2 terminy). */
export const Polish: Story = {
  args: {
    defaultValue: { ...WEEKLY_FOUR, everyWeeks: 2, count: 5 },
    occurrences: checkSeries({ everyWeeks: 2, count: 5 }, [2, 4]),
  },
  globals: { locale: 'pl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Co tydzień' })).not.toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Co 2 tygodnie' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: '5 razy' })).toBeChecked();
    await expect(canvas.getByRole('status')).toHaveTextContent('2 terminy są zajęte: wybierz inne terminy lub je pomiń.');
    await expect(canvas.getAllByRole('radio', { name: 'Pomiń ten termin' })).toHaveLength(2);
  },
};

/** Polish with every occurrence free: the 'many' form ('Wszystkie 5 wizyt jest wolnych.'). */
export const PolishAllFree: Story = {
  args: {
    defaultValue: { ...WEEKLY_FOUR, count: 5 },
    occurrences: checkSeries({ everyWeeks: 1, count: 5 }),
  },
  globals: { locale: 'pl' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Wszystkie 5 wizyt jest wolnych.');
  },
};

/** Dark theme: free, moved, left out and taken keep their contrast (axe checks it). */
export const Dark: Story = {
  args: {
    defaultValue: { ...WEEKLY_FOUR, count: 5, skip: [3], replacements: { 1: amsterdam('2026-03-16', 11) } },
    occurrences: checkSeries({ everyWeeks: 1, count: 5 }, [1, 3, 4]),
  },
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const states = occurrenceRows(canvasElement).map((row) => row.getAttribute('data-state'));
    await expect(states).toEqual(['free', 'replaced', 'free', 'skipped', 'taken']);
  },
};

/** Keyboard only: Tab between the groups, arrows choose, Space picks an alternative. */
export const KeyboardOnly: Story = {
  render: (args) => <SeriesWithApi {...args} delayMs={50} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Every week' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Every 2 weeks' })).toBeChecked();
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '4 times' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '5 times' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ everyWeeks: 2, count: 5, skip: [], replacements: {} });
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('1 time is taken'));
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Mon, Apr 6, 11:00 AM' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Mon, Apr 6, 3:00 PM' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith({
      everyWeeks: 2,
      count: 5,
      skip: [],
      replacements: { 2: amsterdam('2026-04-06', 15) },
    });
    await expect(occurrenceRows(canvasElement)[2]).toHaveAttribute('data-state', 'replaced');
  },
};

/** Embedded in a shadow root: the parts, their radios and the live region work inside it. */
export const InShadowRoot: Story = {
  args: { occurrences: checkSeries(WEEKLY_FOUR, [2]) },
  decorators: [inShadowRoot],
  play: async ({ canvasElement, args }) => {
    const shadow = shadowRootOf(canvasElement);
    const canvas = withinShadowRoot(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('1 time is taken');
    const leaveOut = canvas.getByRole('radio', { name: 'Leave this one out' });
    await userEvent.click(leaveOut);
    await expect(shadow.activeElement).toBe(leaveOut);
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ ...WEEKLY_FOUR, skip: [2] });
    await userEvent.click(canvas.getByRole('radio', { name: 'Every 2 weeks' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ ...WEEKLY_FOUR, everyWeeks: 2 });
  },
};

/**
 * Optional, as on a service's time step: 'Repeat' is off by default and nothing else shows; the
 * visitor checks it, the app finds the recurring slots, and the taken one gets another time.
 */
export const OptionalRepeat: Story = {
  args: { status: 'idle' },
  render: (args) => <OptionalSeriesWithApi {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const repeat = canvas.getByRole('checkbox', { name: 'Repeat' });
    await expect(repeat).not.toBeChecked();
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
    // The live region stays in place, silent, so that what it says once checked is heard.
    await expect(canvasElement.querySelector('[data-scope="recurring-series"][data-part="status"]')?.textContent).toBe('');
    await userEvent.click(repeat);
    await expect(args.onRepeatChange).toHaveBeenLastCalledWith(true);
    await expect(canvas.getByRole('radio', { name: 'Every week' })).toBeChecked();
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('1 time is taken'));
    const alternatives = canvas.getByRole('radiogroup', { name: 'Instead of Monday, March 23, 2026 at 10:00 AM' });
    await userEvent.click(within(alternatives).getByRole('radio', { name: 'Tue, Mar 24, 10:00 AM' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith({
      ...WEEKLY_FOUR,
      replacements: { 2: amsterdam('2026-03-24', 10) },
    });
    await expect(occurrenceRows(canvasElement).map((row) => row.getAttribute('data-state'))).toEqual([
      'free',
      'free',
      'replaced',
      'free',
    ]);
  },
};

/** Optional and turned off again: the occurrences and the status go; the choices are kept for later. */
export const OptionalRepeatTurnedOff: Story = {
  args: { optional: true, defaultRepeat: true, occurrences: checkSeries(WEEKLY_FOUR, [2]) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const repeat = canvas.getByRole('checkbox', { name: 'Repeat' });
    await expect(repeat).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Leave this one out' }));
    await userEvent.click(repeat);
    await expect(args.onRepeatChange).toHaveBeenLastCalledWith(false);
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
    await expect(canvas.getByRole('group', { name: 'Repeat this booking' })).not.toHaveAttribute('aria-busy');
    await userEvent.click(repeat);
    await expect(occurrenceRows(canvasElement)[2]).toHaveAttribute('data-state', 'skipped');
  },
};
