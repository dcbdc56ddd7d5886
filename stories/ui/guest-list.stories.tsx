import type { GuestDraft } from '@booking-kit/react';
import { GuestList } from '@booking-kit/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { inShadowRoot, shadowRootOf, withinShadowRoot } from '../fixtures/shadow-root';

const guest = (id: string, name: string, email: string): GuestDraft => ({ id, name, email });

const meta = {
  title: 'UI/GuestList',
  component: GuestList,
  args: { onValueChange: fn() },
} satisfies Meta<typeof GuestList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty to start: "Add guest" opens a row and puts the cursor in its name. */
export const AddAGuest: Story = {
  args: { defaultValue: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Guests' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('0 guests');
    await userEvent.click(canvas.getByRole('button', { name: 'Add guest' }));
    const first = canvas.getByRole('group', { name: 'Guest 1' });
    await expect(within(first).getByLabelText('Name')).toHaveFocus();
    await userEvent.keyboard('Grace Hopper');
    await userEvent.tab();
    await userEvent.keyboard('grace@example.com');
    await expect(canvas.getByRole('status')).toHaveTextContent('1 guest');
    await expect(args.onValueChange).toHaveBeenLastCalledWith([
      expect.objectContaining({ name: 'Grace Hopper', email: 'grace@example.com' }),
    ]);
  },
};

/** A field's error shows once the visitor leaves it, linked to the field for screen readers. */
export const ErrorAfterLeavingAField: Story = {
  args: { defaultValue: [guest('a', 'Ada Lovelace', '')] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByLabelText('Email');
    await expect(canvas.queryByText('Email is invalid!')).toBeNull();
    await userEvent.type(email, 'ada@');
    await userEvent.tab();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Email is invalid!');
    await userEvent.clear(email);
    await userEvent.type(email, 'ada@example.com');
    await expect(email).toHaveAttribute('aria-invalid', 'false');
  },
};

/** After "Book" (`showErrors`), every problem shows at once, in the spec's words. */
export const AllErrorsOnSubmit: Story = {
  args: {
    showErrors: true,
    defaultValue: [
      guest('a', '', 'ada@example.com'),
      guest('b', '12 Monkeys', 'not-an-email'),
      guest('c', 'Cy', 'ADA@example.com'),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(within(canvas.getByRole('group', { name: 'Guest 1' })).getByLabelText('Name')).toHaveAccessibleDescription(
      'Name is required',
    );
    await expect(within(canvas.getByRole('group', { name: 'Guest 2' })).getByLabelText('Name')).toHaveAccessibleDescription(
      'Name is invalid',
    );
    await expect(within(canvas.getByRole('group', { name: 'Guest 2' })).getByLabelText('Email')).toHaveAccessibleDescription(
      'Email is invalid!',
    );
    await expect(within(canvas.getByRole('group', { name: 'Guest 3' })).getByLabelText('Email')).toHaveAccessibleDescription(
      'Email ID must be unique for guests.',
    );
  },
};

/** Removing a guest renumbers the rest and returns focus to "Add guest". */
export const RemoveAGuest: Story = {
  args: { defaultValue: [guest('a', 'Ada Lovelace', 'ada@example.com'), guest('b', 'Alan Turing', 'alan@example.com')] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove guest 1' }));
    await expect(canvas.getByRole('button', { name: 'Add guest' })).toHaveFocus();
    await expect(within(canvas.getByRole('group', { name: 'Guest 1' })).getByLabelText('Name')).toHaveValue('Alan Turing');
    await expect(canvas.getByRole('status')).toHaveTextContent('1 guest');
  },
};

/** Many items: at 100 guests "Add guest" is disabled and says why. */
export const Full: Story = {
  args: {
    defaultValue: Array.from({ length: 100 }, (_, index) =>
      guest(`g${index}`, `Guest ${index + 1}`, `guest${index}@example.com`),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const add = canvas.getByRole('button', { name: 'Add guest' });
    await expect(add).toBeDisabled();
    await expect(add).toHaveAccessibleDescription('You can add up to 100 guests.');
    await expect(canvas.getByRole('status')).toHaveTextContent('100 guests');
  },
};

/** Polish: the title, labels and the few-form plural from the pl catalog. */
export const Polish: Story = {
  globals: { locale: 'pl' },
  args: { defaultValue: [guest('a', 'Maria Skłodowska', 'maria@example.com'), guest('b', 'Piotr Curie', 'piotr@example.com')] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Goście' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('2 goście');
    await expect(canvas.getByRole('button', { name: 'Usuń gościa 2' })).toBeVisible();
  },
};

/** Dark theme: tokens swap, contrast stays AA (axe checks it), including the error state. */
export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { showErrors: true, defaultValue: [guest('a', '', 'x@')] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.bk-root')).toHaveAttribute('data-theme', 'dark');
    await expect(within(canvasElement).getByText('Name is required')).toBeVisible();
  },
};

/**
 * Embedded in a shadow root (as on someone else's page): "Add guest" still puts the cursor in the
 * new guest's name, and removing the guest puts it back on "Add guest".
 */
export const InAShadowRoot: Story = {
  args: { defaultValue: [] },
  decorators: [inShadowRoot],
  play: async ({ canvasElement }) => {
    const shadow = shadowRootOf(canvasElement);
    const canvas = withinShadowRoot(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add guest' }));
    const first = canvas.getByRole('group', { name: 'Guest 1' });
    const name = within(first).getByLabelText('Name');
    await waitFor(() => expect(shadow.activeElement).toBe(name));
    await userEvent.click(within(first).getByRole('button', { name: /Remove/ }));
    await waitFor(() => expect(shadow.activeElement).toBe(canvas.getByRole('button', { name: 'Add guest' })));
  },
};

/**
 * Keyboard and screen reader only: Enter on "Add guest" puts the cursor in 'Name' (named by its
 * label, required), Tab goes to 'Email'; leaving an invalid email says why, as the field's
 * description; Tab reaches 'Remove guest 1', and Enter there returns focus to "Add guest".
 */
export const KeyboardAndScreenReader: Story = {
  args: { defaultValue: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const add = canvas.getByRole('button', { name: 'Add guest' });
    await userEvent.tab();
    await expect(add).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const first = canvas.getByRole('group', { name: 'Guest 1' });
    const name = within(first).getByRole('textbox', { name: 'Name' });
    await expect(name).toHaveFocus();
    await expect(name).toBeRequired();
    await expect(name).toHaveAttribute('aria-invalid', 'false');
    await userEvent.keyboard('Grace Hopper');
    await userEvent.tab();
    const email = within(first).getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveFocus();
    await userEvent.keyboard('grace@');
    await userEvent.tab();
    await expect(within(first).getByRole('button', { name: 'Remove guest 1' })).toHaveFocus();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Email is invalid!');
    await expect(within(first).getByText('Email', { selector: 'label' })).toHaveAttribute('data-invalid');
    await expect(name).not.toHaveAttribute('data-invalid');

    // Back to the email (Tab selects its text; End keeps it), fixed: the error goes, what was typed stays.
    await userEvent.tab({ shift: true });
    await expect(email).toHaveFocus();
    await userEvent.keyboard('{End}example.com');
    await expect(email).toHaveAttribute('aria-invalid', 'false');
    await expect(email).not.toHaveAttribute('aria-describedby');
    await expect(args.onValueChange).toHaveBeenLastCalledWith([
      expect.objectContaining({ name: 'Grace Hopper', email: 'grace@example.com' }),
    ]);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(add).toHaveFocus();
    await expect(canvas.getByRole('status')).toHaveTextContent('0 guests');
  },
};

/**
 * In a shadow root, an error still describes its field: the input's `aria-describedby` names the
 * error's id inside the same shadow root (react-aria's own look-up, by `document.getElementById`,
 * would find nothing there), and the label that names it is found there too.
 */
export const ErrorInAShadowRoot: Story = {
  args: { showErrors: true, defaultValue: [guest('a', 'Ada Lovelace', 'ada@')] },
  decorators: [inShadowRoot],
  play: async ({ canvasElement }) => {
    const shadow = shadowRootOf(canvasElement);
    const canvas = withinShadowRoot(canvasElement);
    const email = await canvas.findByLabelText('Email');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    const describedBy = email.getAttribute('aria-describedby') ?? '';
    await expect(shadow.getElementById(describedBy)).toHaveTextContent('Email is invalid!');
    await expect(email).toBeRequired();
    const label = shadow.getElementById(email.getAttribute('aria-labelledby') ?? '');
    await expect(label).toHaveTextContent('Email');
    await expect(label).toHaveAttribute('data-invalid');
  },
};
