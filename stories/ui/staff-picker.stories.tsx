import { ANY_STAFF } from '@booking-kit/react';
import { StaffPicker } from '@booking-kit/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MANY_STAFF, STAFF } from '../fixtures/services';

const meta = {
  title: 'UI/StaffPicker',
  component: StaffPicker,
  args: { staff: STAFF, onValueChange: fn() },
} satisfies Meta<typeof StaffPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "Any available staff" comes first and is chosen until the visitor picks a person. */
export const AnyByDefault: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'Choose a staff member' });
    const radios = within(group).getAllByRole('radio');
    await expect(radios).toHaveLength(5);
    await expect(radios[0]).toHaveAccessibleName('Any available staff');
    await expect(radios[0]).toBeChecked();
    await expect(radios[0]).toHaveAccessibleDescription('Whoever is free at your time takes the appointment.');
    // The initials are decoration: the name is what is read.
    await expect(radios[1]).toHaveAccessibleName('Anna de Vries');
    await expect(within(radios[1] as HTMLElement).getByText('AV')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** Clicking a person chooses them and reports their slug. */
export const ChooseAPerson: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Chloé Dubois' }));
    await expect(canvas.getByRole('radio', { name: 'Chloé Dubois' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Any available staff' })).not.toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('chloe-dubois');
    await userEvent.click(canvas.getByRole('radio', { name: 'Any available staff' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(ANY_STAFF);
  },
};

/** Keyboard: Tab lands on the chosen option; arrows move and choose, wrapping; Home/End; Space. */
export const KeyboardPath: Story = {
  args: { defaultValue: 'bram-jansen' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Bram Jansen' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Chloé Dubois' })).toBeChecked();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('radio', { name: 'Dorota Nowak' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Any available staff' })).toBeChecked();
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('radio', { name: 'Dorota Nowak' })).toBeChecked();
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('radio', { name: 'Any available staff' })).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith(ANY_STAFF);
  },
};

/** A staff member who cannot take the booking: skipped by arrows, not chosen by click. */
export const DisabledStaff: Story = {
  args: { disabledValues: ['anna-de-vries'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const anna = canvas.getByRole('radio', { name: 'Anna de Vries' });
    await expect(anna).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(anna);
    await expect(anna).not.toBeChecked();
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await expect(anna).not.toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Any available staff' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Bram Jansen' })).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('bram-jansen');
  },
};

/** Without "any" (a service only one person may do): the named staff only. */
export const WithoutAny: Story = {
  args: { includeAny: false, defaultValue: 'dorota-nowak' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('radio', { name: 'Any available staff' })).toBeNull();
    await expect(canvas.getAllByRole('radio')).toHaveLength(4);
    await expect(canvas.getByRole('radio', { name: 'Dorota Nowak' })).toBeChecked();
  },
};

/** Long names wrap inside the card. */
export const LongNames: Story = {
  args: {
    staff: [
      { slug: 'long', name: 'Maria-Magdalena Wilhelmina van der Heijden-Oppenheimer tot Ravensteyn' },
      { slug: 'short', name: 'Bo' },
    ],
  },
  play: async ({ canvasElement }) => {
    const option = within(canvasElement).getByRole('radio', { name: /Maria-Magdalena/ });
    await expect(within(option).getByText('MR')).toBeInTheDocument();
    await expect(option.scrollWidth).toBeLessThanOrEqual(option.clientWidth);
  },
};

/** Twenty staff members: End reaches the last, Home returns to "any". */
export const ManyStaff: Story = {
  args: { staff: MANY_STAFF },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('radio')).toHaveLength(21);
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('radio', { name: 'Therapist T Example' })).toBeChecked();
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('radio', { name: 'Any available staff' })).toBeChecked();
  },
};

/** Polish: the label, "any" and its explanation from the pl catalog. */
export const Polish: Story = {
  globals: { locale: 'pl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Wybierz osobę z zespołu' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Dowolna dostępna osoba' })).toHaveAccessibleDescription(
      'Wizytę przejmie osoba wolna w wybranym terminie.',
    );
  },
};

/** Dark theme: tokens swap, the chosen card and a disabled one stay AA (axe checks it). */
export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { defaultValue: 'anna-de-vries', disabledValues: ['dorota-nowak'] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.bk-root')).toHaveAttribute('data-theme', 'dark');
    await expect(within(canvasElement).getByRole('radio', { name: 'Anna de Vries' })).toBeChecked();
  },
};

/** While the staff load: the label, placeholders, and 'Wczytywanie…' announced in Polish. */
export const Loading: Story = {
  args: { isLoading: true },
  globals: { locale: 'pl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('.bk-staff-picker')).toHaveAttribute('data-loading');
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Wczytywanie…'));
  },
};
