import { DetailsForm } from '@booking-kit/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

/** A control by its label's text; the label's required mark (`*`) is hidden from screen readers. */
const field = (canvas: ReturnType<typeof within>, label: string) => canvas.getByLabelText(new RegExp(`^${label}\\*?$`));

/** The stories' fixed "today" (the slot fixtures' Friday 6 March 2026): no story reads the clock. */
const TODAY = '2026-03-06';

const meta = {
  title: 'UI/DetailsForm',
  component: DetailsForm,
  args: { today: TODAY, onSubmit: fn(), onInvalid: fn() },
} satisfies Meta<typeof DetailsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Default: the contact fields, filled in by keyboard and sent; `onSubmit` gets the trimmed values. */
export const FillInAndSubmit: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('form', { name: 'Your details' })).toBeVisible();
    await userEvent.type(field(canvas, 'First name'), ' Ada ');
    await userEvent.tab();
    await userEvent.keyboard('Lovelace');
    await userEvent.tab();
    await userEvent.keyboard('ada@example.com');
    await userEvent.tab();
    await userEvent.keyboard('+44 20 7946 0000');
    await userEvent.click(canvas.getByRole('button', { name: 'Book appointment' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '+44 20 7946 0000' },
        expect.anything(),
      ),
    );
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Error: "Book" with nothing filled in shows every error, a summary, and focuses the first field. */
export const RequiredErrorsOnSubmit: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Book appointment' }));
    const summary = await canvas.findByRole('alert');
    await expect(summary).toHaveTextContent('Please correct 4 fields.');
    const firstName = field(canvas, 'First name');
    await waitFor(() => expect(firstName).toHaveFocus());
    await expect(firstName).toHaveAttribute('aria-invalid', 'true');
    await expect(firstName).toHaveAccessibleDescription('This field is required');
    // Named by its label without the '*' (hidden from screen readers), and required for them too.
    await expect(firstName).toHaveAccessibleName('First name');
    await expect(firstName).toBeRequired();
    await expect(firstName).toHaveAttribute('aria-required', 'true');
    await expect(canvas.getByText('First name', { selector: 'label' })).toHaveAttribute('data-invalid');
    await expect(field(canvas, 'Phone')).toHaveAccessibleDescription('This field is required');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(args.onInvalid).toHaveBeenCalledTimes(1);
    // The summary's links lead to each field.
    await userEvent.click(within(summary).getByRole('link', { name: 'Email' }));
    await expect(field(canvas, 'Email')).toHaveFocus();
    // Fixing a field counts the summary down.
    await userEvent.type(field(canvas, 'First name'), 'Ada');
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Please correct 3 fields.'));
    await expect(firstName).not.toHaveAttribute('aria-invalid');
    await expect(firstName).not.toHaveAttribute('data-invalid');
    await expect(firstName).not.toHaveAttribute('aria-describedby');
  },
};

/** An invalid email shows the spec's 'Email is invalid!' once the field is left, and it is announced. */
export const InvalidEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = field(canvas, 'Email');
    await userEvent.type(email, 'ada@');
    await expect(email).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    await waitFor(() => expect(email).toHaveAccessibleDescription('Email is invalid!'));
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Email is invalid!');
    // After the first blur, the field is checked as the visitor types.
    await userEvent.type(email, 'example.com');
    await waitFor(() => expect(email).not.toHaveAttribute('aria-invalid'));
    await expect(canvas.queryByText('Email is invalid!')).toBeNull();
  },
};

/** The service asks where: the location list must be chosen from ('Location is required'). */
export const LocationRequired: Story = {
  args: { location: 'required', locations: ['Amsterdam, Keizersgracht 12', 'Utrecht, Oudegracht 5'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const location = canvas.getByRole('combobox', { name: 'Location' });
    await expect(within(location).getByRole('option', { name: 'Choose a location' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Book appointment' }));
    await waitFor(() => expect(location).toHaveAccessibleDescription('Location is required'));
    await userEvent.selectOptions(location, 'Utrecht, Oudegracht 5');
    await waitFor(() => expect(location).not.toHaveAttribute('aria-invalid'));
    await expect(canvas.queryByText('Location is required')).toBeNull();
  },
};

/** A location as free text (e.g. a home visit's address), required by the service. */
export const LocationAsText: Story = {
  args: { location: 'required' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const location = canvas.getByRole('textbox', { name: 'Location' });
    await userEvent.click(location);
    await userEvent.tab();
    await waitFor(() => expect(location).toHaveAccessibleDescription('Location is required'));
    await expect(location).toHaveAttribute('autocomplete', 'street-address');
  },
};

/** The service's consent text: the box must be ticked, and then the consent is sent. */
export const ConsentRequired: Story = {
  args: {
    consentText: 'I agree that my details are stored to manage this appointment.',
    defaultValues: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '+44 20 7946 0000' },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const consent = canvas.getByRole('checkbox', { name: 'I agree that my details are stored to manage this appointment.' });
    await userEvent.click(canvas.getByRole('button', { name: 'Book appointment' }));
    await waitFor(() => expect(consent).toHaveFocus());
    await expect(consent).toHaveAccessibleDescription('This field is required');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please correct 1 field.');
    await expect(within(canvas.getByRole('alert')).getByRole('link', { name: 'Consent' })).toBeVisible();
    await userEvent.keyboard(' ');
    await expect(consent).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Book appointment' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ consent: true }), expect.anything()),
    );
  },
};

/** A date of birth after today is rejected; today and earlier are fine. */
export const DateOfBirthInFuture: Story = {
  args: {
    dateOfBirth: 'required',
    defaultValues: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '+44 20 7946 0000' },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const birthday = field(canvas, 'Date of birth');
    await expect(birthday).toHaveAttribute('type', 'date');
    await expect(birthday).toHaveAttribute('autocomplete', 'bday');
    await expect(birthday).toHaveAttribute('max', TODAY);
    await userEvent.type(birthday, '2026-03-07');
    await userEvent.tab();
    await waitFor(() => expect(birthday).toHaveAccessibleDescription('Date of birth cannot be in the future'));
    await userEvent.clear(birthday);
    await userEvent.type(birthday, '1990-04-23');
    await waitFor(() => expect(birthday).not.toHaveAttribute('aria-invalid'));
    await userEvent.click(canvas.getByRole('button', { name: 'Book appointment' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ dateOfBirth: '1990-04-23' }), expect.anything()),
    );
  },
};

/** A returning visitor: their details are filled in, with autofill tokens, and can be sent at once. */
export const Prefilled: Story = {
  args: {
    defaultValues: { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com', phone: '+1 202 555 0100' },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(field(canvas, 'First name')).toHaveValue('Grace');
    await expect(field(canvas, 'First name')).toHaveAttribute('autocomplete', 'given-name');
    await expect(field(canvas, 'Last name')).toHaveAttribute('autocomplete', 'family-name');
    await expect(field(canvas, 'Email')).toHaveAttribute('autocomplete', 'email');
    await expect(field(canvas, 'Phone')).toHaveAttribute('autocomplete', 'tel');
    await userEvent.click(canvas.getByRole('button', { name: 'Book appointment' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ email: 'grace@example.com' }), expect.anything()),
    );
  },
};

/** Loading: while `onSubmit`'s promise is pending the button says 'Scheduling…', keeps focus and sends once. */
export const WhileSubmitting: Story = {
  args: {
    onSubmit: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 400))),
    defaultValues: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '+44 20 7946 0000' },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Book appointment' }));
    const busy = await canvas.findByRole('button', { name: 'Scheduling…' });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(busy).toHaveFocus();
    await expect(canvas.getByRole('form', { name: 'Your details' })).toHaveAttribute('aria-busy', 'true');
    await expect(field(canvas, 'Email')).toHaveAttribute('readonly');
    await userEvent.click(busy);
    await canvas.findByRole('button', { name: 'Book appointment' }, { timeout: 2000 });
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** The booking fails (onSubmit rejects): the spec's message in an alert, every value kept, and a retry sends again. */
export const BookingFails: Story = {
  args: {
    onSubmit: fn(() => Promise.reject(new Error('503 from the booking API'))),
    defaultValues: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '+44 20 7946 0000' },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Book appointment' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('We were unable to schedule your appointment. Please try again.');
    await expect(field(canvas, 'Email')).toHaveValue('ada@example.com');
    await expect(canvas.getByRole('button', { name: 'Book appointment' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Book appointment' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(2));
  },
};

/** The app is sending (`isSubmitting`, e.g. a router action): busy, and Enter does not send again. */
export const Submitting: Story = {
  args: {
    isSubmitting: true,
    defaultValues: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '+44 20 7946 0000' },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Scheduling…' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(field(canvas, 'Email'));
    await userEvent.keyboard('{Enter}');
    await expect(field(canvas, 'Email')).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Disabled (no time chosen yet): every control and the button are disabled. */
export const Disabled: Story = {
  args: { isDisabled: true, consentText: 'I agree to the terms.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(field(canvas, 'First name')).toBeDisabled();
    await expect(canvas.getByRole('checkbox', { name: 'I agree to the terms.' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Book appointment' })).toBeDisabled();
  },
};

const LONG_CONSENT =
  'I agree that Praktijk Van der Berg-Oosterhuis stores my name, email address, phone number and date of birth for as long as is needed to manage this appointment and any follow-up appointments, shares them with the practitioner who treats me, and sends me reminders by email and text message; I can withdraw this consent at any time by writing to privacy@praktijk-vanderberg-oosterhuis.example.';

/** Long text: a long consent wraps beside its box and still names it; the form does not scroll sideways. */
export const LongConsentText: Story = {
  args: { consentText: LONG_CONSENT, additionalInformation: 'optional' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const consent = canvas.getByRole('checkbox', { name: LONG_CONSENT });
    await expect(consent).not.toBeChecked();
    const form = canvas.getByRole('form', { name: 'Your details' });
    await expect(form.scrollWidth).toBeLessThanOrEqual(form.clientWidth);
  },
};

/** Many items: every field the service can ask for, with the additional information's limit. */
export const EveryField: Story = {
  args: {
    phone: 'optional',
    dateOfBirth: 'optional',
    location: 'optional',
    additionalInformation: 'optional',
    additionalInformationMaxLength: 20,
    consentText: 'I agree to the terms.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const label of ['First name', 'Last name', 'Email', 'Phone', 'Date of birth', 'Location', 'Additional information']) {
      await expect(field(canvas, label)).toBeVisible();
    }
    await expect(field(canvas, 'Phone')).not.toBeRequired();
    await expect(field(canvas, 'Email')).toBeRequired();
    const notes = field(canvas, 'Additional information');
    await expect(notes).toHaveAccessibleDescription('Up to 20 characters.');
    await userEvent.type(notes, 'Please ring the back door bell.');
    await userEvent.tab();
    await waitFor(() => expect(notes).toHaveAccessibleDescription('Up to 20 characters. This is too long'));
  },
};

/** German: labels, the summary's plural and the required message from the de catalog. */
export const German: Story = {
  globals: { locale: 'de' },
  args: { location: 'required' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('form', { name: 'Ihre Angaben' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Termin buchen' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Bitte korrigieren Sie 5 Felder.');
    await waitFor(() => expect(field(canvas, 'Vorname')).toHaveFocus());
    await expect(field(canvas, 'Vorname')).toHaveAccessibleDescription('Dieses Feld ist erforderlich');
    await expect(field(canvas, 'Ort')).toHaveAccessibleDescription('Ort ist erforderlich');
  },
};

/** Dark theme: tokens swap, contrast stays AA (axe checks it), errors and summary included. */
export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { consentText: 'I agree to the terms.', additionalInformation: 'optional' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('.bk-root')).toHaveAttribute('data-theme', 'dark');
    await userEvent.click(canvas.getByRole('button', { name: 'Book appointment' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Please correct 5 fields.');
    await expect(canvas.getAllByText('This field is required')[0]).toBeVisible();
  },
};
