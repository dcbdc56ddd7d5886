import { HoldCountdown, type HoldCountdownProps } from '@booking-kit/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useCallback, useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';

/** The hold the stories count down to, and fixed clocks before it. */
const EXPIRES_AT = '2026-03-09T08:10:00.000Z';
const at = (iso: string) => () => Date.parse(iso);

const meta = {
  title: 'UI/HoldCountdown',
  component: HoldCountdown,
  args: { expiresAt: EXPIRES_AT, now: at('2026-03-09T08:00:55.000Z'), onExpire: fn() },
} satisfies Meta<typeof HoldCountdown>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Just after choosing a time: 9:05 left, shown as a silent timer; nothing is announced yet. */
export const Holding: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('timer')).toHaveTextContent('We hold this time for you for 9:05');
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await expect(canvasElement.querySelector('[data-scope="hold-countdown"][data-part="root"]')).toHaveAttribute(
      'data-state',
      'active',
    );
    await expect(args.onExpire).not.toHaveBeenCalled();
  },
};

/** The last minute: the countdown turns urgent and screen readers hear that one minute is left. */
export const LastMinute: Story = {
  args: { now: at('2026-03-09T08:09:15.000Z') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('timer')).toHaveTextContent('0:45');
    await expect(canvas.getByRole('status')).toHaveTextContent('1 minute left to finish your booking');
    await expect(canvasElement.querySelector('.bk-hold-countdown')).toHaveAttribute('data-state', 'ending');
  },
};

/** A business that warns earlier (`endingMs`: three minutes): 2:30 left is already urgent and announced. */
export const EndingEarlier: Story = {
  args: { now: at('2026-03-09T08:07:30.000Z'), endingMs: 180_000 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('timer')).toHaveTextContent('2:30');
    await expect(canvas.getByRole('status')).toHaveTextContent('3 minutes left to finish your booking');
    await expect(canvasElement.querySelector('.bk-hold-countdown')).toHaveAttribute('data-state', 'ending');
  },
};

/** A real clock that starts 1.5 s before the hold ends, when the story is shown. */
function LapsingSoon(props: HoldCountdownProps) {
  const [started] = useState(Date.now);
  const now = useCallback(() => Date.parse(EXPIRES_AT) - 1500 + (Date.now() - started), [started]);
  return <HoldCountdown {...props} now={now} tickMs={250} />;
}

/** The clock runs: the hold lapses while the visitor watches, it is announced, and onExpire runs once. */
export const Lapses: Story = {
  render: (args) => <LapsingSoon {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('timer')).toHaveTextContent(/for 0:0[12]$/);
    await waitFor(
      () =>
        expect(canvas.getByRole('status')).toHaveTextContent('We no longer hold this time for you. Choose it again to book it.'),
      {
        timeout: 5000,
      },
    );
    await expect(canvas.getByRole('timer')).toHaveTextContent('We no longer hold this time for you.');
    // onExpire runs in an effect, just after the expired text is painted.
    await waitFor(() => expect(args.onExpire).toHaveBeenCalledTimes(1));
  },
};

/** Already lapsed on arrival (e.g. the visitor came back later). */
export const Expired: Story = {
  args: { now: at('2026-03-09T08:30:00.000Z') },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('.bk-hold-countdown')).toHaveAttribute('data-state', 'expired');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('We no longer hold this time for you.'));
    await waitFor(() => expect(args.onExpire).toHaveBeenCalledTimes(1));
  },
};

/** Polish: the minute count uses Polish plural forms. */
export const Polish: Story = {
  args: { now: at('2026-03-09T08:09:15.000Z') },
  globals: { locale: 'pl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Została 1 minuta na dokończenie rezerwacji');
    await expect(canvas.getByRole('timer')).toHaveTextContent('Rezerwujemy dla Ciebie ten termin jeszcze przez 0:45');
  },
};

/** Dark theme: the urgent state keeps its contrast (axe checks it). */
export const Dark: Story = {
  args: { now: at('2026-03-09T08:09:15.000Z') },
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('timer')).toHaveTextContent('0:45');
  },
};
