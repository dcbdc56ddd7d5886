import { AttendeePicker } from '@booking-kit/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

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
