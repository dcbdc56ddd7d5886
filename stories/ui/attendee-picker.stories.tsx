import { AttendeePicker } from '@booking-kit/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

/** The visitor and two guests. */
const PEOPLE = [
  { id: 'me', name: 'You' },
  { id: 'grace', name: 'Grace Hopper' },
  { id: 'alan', name: 'Alan Turing' },
];

const meta = {
  title: 'UI/AttendeePicker',
  component: AttendeePicker,
  args: { people: PEOPLE, defaultValue: ['me'], onValueChange: fn() },
} satisfies Meta<typeof AttendeePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Who a service is for: a named group of checkboxes; choosing a guest too reports both. */
export const ForYouAndAGuest: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Who is this for?' });
    const boxes = within(group).getAllByRole('checkbox');
    await expect(boxes).toHaveLength(3);
    for (const [index, person] of PEOPLE.entries()) await expect(boxes[index]).toHaveAccessibleName(person.name);
    await expect(canvas.getByRole('checkbox', { name: 'You' })).toBeChecked();
    await userEvent.click(canvas.getByText('Grace Hopper'));
    await expect(canvas.getByRole('checkbox', { name: 'Grace Hopper' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['me', 'grace']);
  },
};

/** With the keyboard: Tab reaches each box, Space toggles it. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'You' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', { name: 'You' })).not.toBeChecked();
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Grace Hopper' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['grace']);
  },
};

/**
 * A one-seat service (`max` 1, core's `seatLimit`): one person's appointment, so a radio group;
 * choosing a guest moves the choice, and arrows move it from the keyboard.
 */
export const OneSeat: Story = {
  args: { max: 1 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'Who is this for?' });
    await expect(within(group).getAllByRole('radio')).toHaveLength(3);
    await expect(canvas.queryByRole('checkbox')).toBeNull();
    await userEvent.click(canvas.getByText('Grace Hopper'));
    await expect(canvas.getByRole('radio', { name: 'Grace Hopper' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'You' })).not.toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['grace']);
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Alan Turing' })).toBeChecked());
    await expect(canvas.getByRole('radio', { name: 'Alan Turing' })).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['alan']);
  },
};

/** A class for at most two per booking (`max` 2): a third tick is refused, and the spec's SEAT_LIMIT message says why. */
export const SeatLimit: Story = {
  args: { max: 2, defaultValue: ['me', 'grace'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Alan Turing'));
    await expect(canvas.getByRole('checkbox', { name: 'Alan Turing' })).not.toBeChecked();
    await expect(args.onValueChange).not.toHaveBeenCalled();
    const message =
      'You can reserve up to 2 slots for this service. To book for additional guests, kindly select a different service for the same time slot.';
    await expect(canvas.getByRole('alert')).toHaveTextContent(message);
    await expect(canvas.getByRole('group', { name: 'Who is this for?' })).toHaveAccessibleDescription(message);
  },
};

/** German: the group's name from the de catalog. */
export const German: Story = {
  globals: { locale: 'de' },
  args: { people: [{ id: 'me', name: 'Sie' }, ...PEOPLE.slice(1)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Für wen ist das?' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Sie' })).toBeChecked();
  },
};
