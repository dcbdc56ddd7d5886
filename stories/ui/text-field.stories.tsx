import { useLocale } from '@booking-kit/react';
import { TextField } from '@booking-kit/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';

/** An email field validated on blur, as the details form does it. */
function EmailField() {
  const { t } = useLocale();
  const [error, setError] = useState<string | undefined>();
  const validate = (value: string) => {
    if (!value) return t('validation.required');
    return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) ? undefined : t('validation.emailInvalid');
  };
  return (
    <TextField
      label={t('details.email')}
      description={t('details.requiredHint')}
      type="email"
      name="email"
      autoComplete="email"
      required
      errorMessage={error}
      onBlur={(event) => setError(validate(event.currentTarget.value))}
      onChange={(event) => error && setError(validate(event.currentTarget.value))}
    />
  );
}

const meta = {
  title: 'UI/TextField',
  component: TextField,
  render: () => <EmailField />,
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor types a wrong address, leaves the field, reads why, and fixes it. */
export const WithError: Story = {
  args: { label: 'Email' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: /Email/ });
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription('All fields are required.');
    await userEvent.type(input, 'anna@example');
    await userEvent.tab();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('All fields are required. Email is invalid!');
    await expect(canvas.getByText('Email is invalid!')).toBeVisible();
    await userEvent.type(input, '.com');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByText('Email is invalid!')).not.toBeInTheDocument();
  },
};

/** Leaving the required field empty shows the generic required message. */
export const RequiredEmpty: Story = {
  args: { label: 'Email' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: /Email/ });
    await userEvent.click(input);
    await userEvent.tab();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/This field is required/);
  },
};
