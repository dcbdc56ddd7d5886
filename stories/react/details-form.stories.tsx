import type { DetailsFieldName, DetailsFormData } from '@booking-kit/core';
import { DetailsForm, useLocale } from '@booking-kit/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type FocusEvent, useId } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import './headless.css';

/** The stories' fixed "today" (the slot fixtures' Friday 6 March 2026): no story reads the clock. */
const TODAY = '2026-03-06';

/** The fields in the app's two-column grid, row by row. */
const FIELDS: DetailsFieldName[] = ['firstName', 'lastName', 'email', 'phone'];

interface TwoColumnFormProps {
  onSubmit: (data: DetailsFormData) => void;
  onInvalid: () => void;
  /** The app's own blur handler on the email input; it runs before the part's. */
  onEmailBlur?: (event: FocusEvent<HTMLInputElement>) => void;
}

/** The details form in the app's own two-column layout, named by the app's heading. */
function TwoColumnForm({ onSubmit, onInvalid, onEmailBlur }: TwoColumnFormProps) {
  // The catalog's own words for the heading, so it matches the rest of the booking flow.
  const { t } = useLocale();
  const headingId = useId();
  return (
    <DetailsForm.Root
      today={TODAY}
      onSubmit={onSubmit}
      onInvalid={onInvalid}
      aria-labelledby={headingId}
      className="headless-demo"
    >
      <h2 id={headingId}>{t('details.title')}</h2>
      <DetailsForm.ErrorSummary />
      <div className="headless-form-grid">
        {FIELDS.map((name) => (
          <DetailsForm.Field key={name} name={name} className="headless-field">
            <DetailsForm.Label />
            <DetailsForm.Input onBlur={name === 'email' ? onEmailBlur : undefined} />
            <DetailsForm.Error />
          </DetailsForm.Field>
        ))}
      </div>
      {/* The app's own button element; the part adds its label ('Book appointment') and the busy state. */}
      <DetailsForm.Submit asChild>
        <button type="submit" className="headless-button" />
      </DetailsForm.Submit>
    </DetailsForm.Root>
  );
}

const meta = {
  title: 'React/DetailsForm',
  component: TwoColumnForm,
  args: { onSubmit: fn(), onInvalid: fn() },
} satisfies Meta<typeof TwoColumnForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Sending the empty form shows each field's error, linked to its input with `aria-describedby`,
 * the summary, and moves focus to the first invalid field; filled in, `onSubmit` gets the values.
 */
export const SubmitEmptyThenFillIn: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const form = canvas.getByRole('form', { name: 'Your details' });
    await expect(form).toHaveAttribute('data-part', 'root');
    const submit = canvas.getByRole('button', { name: 'Book appointment' });
    await expect(submit).toHaveAttribute('data-part', 'submit');
    await userEvent.click(submit);

    const summary = await canvas.findByRole('alert');
    await expect(summary).toHaveAttribute('data-part', 'error-summary');
    await expect(summary).toHaveTextContent('Please correct 4 fields.');
    const firstName = canvas.getByLabelText('First name');
    await waitFor(() => expect(firstName).toHaveFocus());
    await expect(firstName).toHaveAttribute('aria-invalid', 'true');
    const errorId = firstName.getAttribute('aria-describedby') ?? '';
    await expect(canvasElement.querySelector(`[id="${errorId}"]`)).toHaveTextContent('This field is required');
    await expect(firstName).toHaveAccessibleDescription('This field is required');
    await expect(firstName.closest('[data-part="field"]')).toHaveAttribute('data-invalid');
    // react-aria's useTextField: named by its label's id, required for screen readers, state on every part.
    const firstNameLabel = canvas.getByText('First name', { selector: 'label' });
    await expect(firstName).toHaveAttribute('aria-labelledby', firstNameLabel.id);
    await expect(firstName).toHaveAccessibleName('First name');
    await expect(firstName).toBeRequired();
    await expect(firstName).toHaveAttribute('aria-required', 'true');
    await expect(firstNameLabel).toHaveAttribute('data-invalid');
    await expect(firstNameLabel).toHaveAttribute('data-required');
    await expect(firstName).toHaveAttribute('data-invalid');
    await expect(canvasElement.querySelector(`[id="${errorId}"]`)).toHaveAttribute('data-invalid');
    await expect(canvas.getByLabelText('Phone')).toHaveAccessibleDescription('This field is required');
    await expect(args.onInvalid).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.keyboard('Ada');
    await userEvent.tab();
    await userEvent.keyboard('Lovelace');
    await userEvent.tab();
    await userEvent.keyboard('ada@example.com');
    await userEvent.tab();
    await userEvent.keyboard('+44 20 7946 0000');
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
    await expect(firstName).not.toHaveAttribute('aria-invalid');
    await expect(firstName).not.toHaveAttribute('data-invalid');
    await expect(firstNameLabel).not.toHaveAttribute('data-invalid');
    await expect(firstName).not.toHaveAttribute('aria-describedby');
    await userEvent.click(submit);
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '+44 20 7946 0000' },
        expect.anything(),
      ),
    );
  },
};

/**
 * The app's handler runs before the part's: this email input calls `preventDefault` on blur while
 * it is still empty, so tabbing past it does not nag, while the first name (default) does. Once
 * something is typed the built-in check runs again on leaving.
 */
export const ConsumerHandlerFirst: Story = {
  args: {
    onEmailBlur: fn((event: FocusEvent<HTMLInputElement>) => {
      if (event.currentTarget.value === '') event.preventDefault();
    }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const firstName = canvas.getByLabelText('First name');
    const email = canvas.getByLabelText('Email');
    // Tab through First name, Last name and Email without typing.
    await userEvent.click(firstName);
    await userEvent.tab();
    await userEvent.tab();
    await expect(email).toHaveFocus();
    await userEvent.tab();
    await expect(args.onEmailBlur).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(firstName).toHaveAccessibleDescription('This field is required'));
    // The app's preventDefault skipped the part's blur handling: no error on Email.
    await expect(email).not.toHaveAttribute('aria-invalid');
    await expect(email).not.toHaveAttribute('aria-describedby');

    await userEvent.click(email);
    await userEvent.keyboard('ada@');
    await userEvent.tab();
    await expect(args.onEmailBlur).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(email).toHaveAccessibleDescription('Email is invalid!'));
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/**
 * Keyboard and screen reader only: Tab walks the fields in order, Enter in a field sends the form,
 * focus lands on the first field still missing, which is read with its error; Shift+Tab reaches
 * the summary's links, and Enter on one moves focus to its field. Nothing typed is lost.
 */
export const KeyboardAndScreenReader: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = (name: string) => canvas.getByRole('textbox', { name });
    await userEvent.tab();
    await expect(input('First name')).toHaveFocus();
    await userEvent.keyboard('Ada');
    await userEvent.tab();
    await expect(input('Last name')).toHaveFocus();
    await userEvent.tab();
    await expect(input('Email')).toHaveFocus();
    await userEvent.keyboard('ada@example.com{Enter}');

    const summary = await canvas.findByRole('alert');
    await expect(summary).toHaveTextContent('Please correct 2 fields.');
    await waitFor(() => expect(input('Last name')).toHaveFocus());
    await expect(input('Last name')).toHaveAccessibleDescription('This field is required');
    await expect(input('Last name')).toBeRequired();
    await expect(input('First name')).toHaveValue('Ada');
    await expect(input('Email')).toHaveValue('ada@example.com');
    await expect(input('Email')).not.toHaveAttribute('aria-invalid');
    await expect(args.onInvalid).toHaveBeenCalledTimes(1);

    // Back past the first name to the summary's last link, 'Phone', and follow it.
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await expect(within(summary).getByRole('link', { name: 'Phone' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('textbox', { name: 'Phone' })).toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: 'Phone' })).toHaveAccessibleDescription('This field is required');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
