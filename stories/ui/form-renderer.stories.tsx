import { FormRenderer } from '@booking-kit/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FEEDBACK_SURVEY, GERMAN_FORM, GOALS_FORM, INTAKE_FORM, LONG_LABELS_FORM, MANY_OPTIONS_FORM } from '../fixtures/forms';

const meta = {
  title: 'UI/FormRenderer',
  component: FormRenderer,
  args: { definition: INTAKE_FORM, onSubmit: fn(), onValueChange: fn() },
} satisfies Meta<typeof FormRenderer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A promise the story settles itself, to observe the submitting state. */
function deferred() {
  let resolve: () => void = () => {};
  let reject: (error: Error) => void = () => {};
  const promise = new Promise<void>((onResolve, onReject) => {
    resolve = onResolve;
    reject = onReject;
  });
  return { promise, resolve, reject };
}

/**
 * Every kind filled in and sent: `onSubmit` gets core's checked answers (trimmed text, a number),
 * and a thank-you takes the questions' place, its heading focused so a screen reader reads it.
 */
export const EveryFieldKind: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Health intake' })).toBeVisible();
    await expect(canvas.getByText('Fields marked with * are required.')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Full name' }), '  Ada Lovelace ');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Phone' }), '+31 20 123 4567');
    await userEvent.type(canvas.getByRole('spinbutton', { name: 'Age' }), '36');
    await userEvent.type(canvas.getByLabelText('Date of birth'), '1990-12-10');
    await userEvent.click(canvas.getByRole('radio', { name: 'Firm' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Stress' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Back pain' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Anything else we should know?' }), 'Old knee injury');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'I agree that my answers are stored for my treatment.' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      fullName: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '+31 20 123 4567',
      age: 36,
      dateOfBirth: '1990-12-10',
      pressure: 'firm',
      // In the form's order, not the order they were ticked.
      complaints: ['backPain', 'stress'],
      notes: 'Old knee injury',
      consent: true,
    });
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.getByRole('heading', { level: 3, name: 'Thank you!' })).toHaveFocus());
    await expect(canvas.getByText('Your answers have been sent.')).toBeVisible();
    // The form's title stays; the questions, its description and its buttons are gone.
    await expect(canvas.getByRole('heading', { level: 2, name: 'Health intake' })).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.queryByText('Please answer before your first massage.')).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Submitting an empty form: a summary alert, every required error linked, focus on the first. */
export const RequiredErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const summary = canvas.getByRole('alert');
    await expect(summary).toHaveTextContent('Please correct 5 fields.');
    const fullName = canvas.getByRole('textbox', { name: 'Full name' });
    await waitFor(() => expect(fullName).toHaveFocus());
    await expect(fullName).toHaveAttribute('aria-invalid', 'true');
    await expect(fullName).toHaveAccessibleDescription('This field is required');
    await expect(canvas.getByRole('radiogroup', { name: 'Preferred pressure' })).toHaveAccessibleDescription(
      'This field is required',
    );
    await expect(canvas.getByRole('group', { name: 'What would you like help with? (required)' })).toHaveAccessibleDescription(
      'At least one option must be chosen',
    );
    await expect(
      canvas.getByRole('checkbox', { name: 'I agree that my answers are stored for my treatment.' }),
    ).toHaveAccessibleDescription('This field is required');
    // Optional fields stay quiet.
    await expect(canvas.getByRole('textbox', { name: 'Phone' })).toHaveAttribute('aria-invalid', 'false');
    // The summary's links take the visitor to the field.
    await userEvent.click(within(summary).getByRole('link', { name: 'Email This field is required' }));
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    await userEvent.keyboard('ada@example.com');
    await expect(summary).toHaveTextContent('Please correct 4 fields.');
  },
};

/** A required multiple choice: 'At least one option must be chosen' once the group is left empty. */
export const AtLeastOneOption: Story = {
  args: { definition: GOALS_FORM },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'What would you like help with? (required)' });
    const stress = canvas.getByRole('checkbox', { name: 'Stress' });
    await userEvent.click(stress);
    await userEvent.click(stress);
    await expect(group).not.toHaveAccessibleDescription('At least one option must be chosen');
    // Leaving the group (not moving within it) shows the error.
    await userEvent.click(canvas.getByRole('textbox', { name: 'Something else' }));
    await expect(group).toHaveAccessibleDescription('At least one option must be chosen');
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(stress);
    await expect(group).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByText('At least one option must be chosen')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ complaints: ['stress'] });
  },
};

/** Errors appear when a field is left: an invalid email, a number out of range, a date after the latest allowed. */
export const InvalidEmailNumberDate: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.type(email, 'ada@');
    await expect(email).toHaveAttribute('aria-invalid', 'false');
    await userEvent.tab();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Email is invalid!');

    const age = canvas.getByRole('spinbutton', { name: 'Age' });
    await expect(age).toHaveAccessibleDescription('Enter a number from 0 to 130.');
    await userEvent.type(age, '200');
    await userEvent.tab();
    await expect(age).toHaveAccessibleDescription('Enter a number from 0 to 130. This value is invalid');

    const birth = canvas.getByLabelText('Date of birth');
    await expect(birth).toHaveAccessibleDescription('Enter a date from January 1, 1900 to March 2, 2026.');
    await userEvent.type(birth, '2026-03-03');
    await userEvent.tab();
    await expect(birth).toHaveAttribute('aria-invalid', 'true');
    await expect(birth).toHaveAccessibleDescription('Enter a date from January 1, 1900 to March 2, 2026. This value is invalid');

    await userEvent.clear(email);
    await userEvent.type(email, 'ada@example.com');
    await expect(email).toHaveAttribute('aria-invalid', 'false');
    await expect(email).not.toHaveAccessibleDescription('Email is invalid!');
  },
};

/** A three-step survey: Next checks the step, Back keeps the answers, progress and steps follow along. */
export const ThreeStepSurvey: Story = {
  args: { definition: FEEDBACK_SURVEY },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Step 1 of 3')).toBeVisible();
    await expect(canvas.getByRole('listitem', { current: 'step' })).toHaveTextContent('About you');
    await expect(canvas.queryByRole('button', { name: 'Back' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Submit' })).toBeNull();

    // Next with a required field empty stays on the step and focuses it.
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    const fullName = canvas.getByRole('textbox', { name: 'Full name' });
    await waitFor(() => expect(fullName).toHaveFocus());
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please correct 1 field.');
    await userEvent.keyboard('Grace Hopper');
    // Enter in a field goes to the next step, like Next.
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Step 2 of 3')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('heading', { level: 3, name: 'Your visit' })).toHaveFocus());
    await expect(canvas.getByRole('listitem', { current: 'step' })).toHaveTextContent('Your visit');
    await expect(canvas.queryByRole('alert')).toBeNull();

    await userEvent.click(canvas.getByRole('radio', { name: 'No, I have been before' }));
    await userEvent.type(canvas.getByRole('spinbutton', { name: 'How likely are you to recommend us?' }), '9');
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(canvas.getByText('Step 1 of 3')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Full name' })).toHaveValue('Grace Hopper');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByRole('radio', { name: 'No, I have been before' })).toBeChecked();
    await expect(canvas.getByRole('spinbutton', { name: 'How likely are you to recommend us?' })).toHaveValue(9);

    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByText('Step 3 of 3')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'What could we do better?' }), 'More evening slots.');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      fullName: 'Grace Hopper',
      visit: 'returning',
      rating: 9,
      comments: 'More evening slots.',
    });
  },
};

const failing = deferred();

/** The service refuses the answers: a busy button while sending, then the submit error as an alert. */
export const SubmitError: Story = {
  args: {
    definition: GOALS_FORM,
    defaultValue: { complaints: ['sleep'] },
    onSubmit: fn(() => failing.promise),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const submit = canvas.getByRole('button', { name: 'Submit' });
    await userEvent.click(submit);
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText('Sending your answers…')).toBeVisible();
    // A second press while sending does not send twice.
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    failing.reject(new Error('503 Service Unavailable'));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('We could not send your answers. Please try again.');
    await expect(submit).not.toHaveAttribute('aria-busy');
    await expect(submit).toHaveFocus();
    await expect(canvas.queryByText('Sending your answers…')).toBeNull();
  },
};

/**
 * Long labels, help and options wrap inside a narrow form instead of overflowing it. Not sent, so
 * that the picture keeps the questions: the answers are checked as they change.
 */
export const LongLabels: Story = {
  args: { definition: LONG_LABELS_FORM, style: { maxWidth: '22rem' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const form = canvasElement.querySelector('[data-scope="form-renderer"][data-part="root"]') as HTMLElement;
    await expect(form.scrollWidth).toBeLessThanOrEqual(form.clientWidth);
    const referral = canvas.getByRole('textbox', { name: /^If a general practitioner/ });
    await expect(referral).toHaveAccessibleDescription(/^Leave this empty if you came to us/);
    await userEvent.type(referral, 'Dr. Jansen, Huisartsenpraktijk De Pijp');
    await userEvent.click(canvas.getByRole('radio', { name: /^A supplementary insurance policy/ }));
    await userEvent.click(canvas.getByRole('checkbox', { name: /^I agree that the practice stores my answers/ }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith({
      referral: 'Dr. Jansen, Huisartsenpraktijk De Pijp',
      insurance: 'supplementary',
      consent: true,
    });
  },
};

/** Many options: 50 checkboxes and 24 radios; arrow keys move through the radios. Not sent, so the picture keeps them. */
export const ManyOptions: Story = {
  args: { definition: MANY_OPTIONS_FORM },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const topics = canvas.getByRole('group', { name: 'Which topics interest you? (required)' });
    await expect(within(topics).getAllByRole('checkbox')).toHaveLength(50);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Topic 50' }));
    const hours = canvas.getByRole('radiogroup', { name: 'Preferred hour for a call' });
    await expect(within(hours).getAllByRole('radio')).toHaveLength(24);
    await userEvent.click(canvas.getByRole('radio', { name: '08:00' }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: '09:00' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: '09:00' })).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ topics: ['topic50'], hour: 'h9' });
  },
};

/** German: buttons, hints, dates and the spec's messages come from the de catalog. */
export const German: Story = {
  globals: { locale: 'de' },
  args: { definition: GERMAN_FORM },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Mit * markierte Felder sind Pflichtfelder.')).toBeVisible();
    await expect(canvas.getByLabelText('Geburtsdatum')).toHaveAccessibleDescription(
      'Geben Sie ein Datum bis zum 2. März 2026 ein.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Absenden' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Bitte korrigieren Sie 2 Felder.');
    await expect(canvas.getByRole('textbox', { name: 'Vollständiger Name' })).toHaveAccessibleDescription(
      'Dieses Feld ist erforderlich',
    );
    await expect(canvas.getByRole('group', { name: 'Wobei können wir helfen? (Pflichtfeld)' })).toHaveAccessibleDescription(
      'Mindestens eine Option muss ausgewählt werden',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: 'Vollständiger Name' }), 'Lise Meitner');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Rückenschmerzen' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Absenden' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ fullName: 'Lise Meitner', complaints: ['backPain'] });
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Vielen Dank!' })).toHaveFocus());
    await expect(canvas.getByText('Ihre Antworten wurden gesendet.')).toBeVisible();
  },
};

/** German survey progress: 'Schritt 1 von 3' and the German step buttons. */
export const GermanSurveyProgress: Story = {
  globals: { locale: 'de' },
  args: { definition: FEEDBACK_SURVEY, defaultValue: { fullName: 'Lise Meitner' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Schritt 1 von 3')).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Schritte' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Weiter' }));
    await expect(canvas.getByText('Schritt 2 von 3')).toBeVisible();
    await expect(canvas.getByRole('spinbutton', { name: 'How likely are you to recommend us?' })).toHaveAccessibleDescription(
      'Geben Sie eine Zahl von 0 bis 10 ein.',
    );
    await expect(canvas.getByRole('button', { name: 'Zurück' })).toBeVisible();
  },
};

/** Dark theme with every error showing: tokens swap and axe checks the contrast. */
export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('.bk-root')).toHaveAttribute('data-theme', 'dark');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please correct 5 fields.');
    // In the summary and under the group itself.
    for (const message of canvas.getAllByText('At least one option must be chosen')) await expect(message).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'What would you like help with? (required)' })).toHaveAccessibleDescription(
      'At least one option must be chosen',
    );
  },
};

/**
 * Keyboard and screen reader only: each text question is named by its label (without the '*'),
 * required ones say so; Enter in a field sends the form, focus lands on the first question still
 * missing, read with its error, while what was typed stays; the help is read as the description.
 */
export const KeyboardAndScreenReader: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const fullName = canvas.getByRole('textbox', { name: 'Full name' });
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await expect(fullName).toBeRequired();
    await expect(fullName).toHaveAttribute('aria-required', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Phone' })).not.toBeRequired();
    await expect(canvas.getByRole('textbox', { name: 'Anything else we should know?' })).toHaveAccessibleDescription(
      'For example injuries or allergies.',
    );
    await userEvent.tab();
    await expect(fullName).toHaveFocus();
    await userEvent.keyboard('Ada Lovelace');
    await userEvent.tab();
    await expect(email).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please correct 4 fields.');
    await waitFor(() => expect(email).toHaveFocus());
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('This field is required');
    await expect(canvas.getByText('Email', { selector: 'label' })).toHaveAttribute('data-invalid');
    await expect(fullName).toHaveValue('Ada Lovelace');
    await expect(fullName).toHaveAttribute('aria-invalid', 'false');
    await expect(fullName).not.toHaveAttribute('data-invalid');
  },
};

/**
 * What a server answers to a plain form post it refused: the posted answers back in place, its
 * errors shown at once (in the summary too, in the visitor's language), each holding the form
 * back until its answer changes.
 */
export const ServerValidationErrors: Story = {
  args: {
    method: 'post',
    defaultValue: { fullName: 'Ada Lovelace', email: 'ada@', pressure: 'firm', complaints: ['stress'] },
    validationErrors: { email: 'validation.emailInvalid', consent: 'validation.required' },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const summary = canvas.getByRole('alert');
    await expect(summary).toHaveTextContent('Please correct 2 fields.');
    await expect(within(summary).getByRole('link', { name: 'Email Email is invalid!' })).toBeVisible();
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveValue('ada@');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Email is invalid!');
    const consent = canvas.getByRole('checkbox', { name: 'I agree that my answers are stored for my treatment.' });
    await expect(consent).toHaveAccessibleDescription('This field is required');
    // Nothing typed was lost.
    await expect(canvas.getByRole('textbox', { name: 'Full name' })).toHaveValue('Ada Lovelace');
    await expect(canvas.getByRole('radio', { name: 'Firm' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Stress' })).toBeChecked();

    // Sending again unchanged is held back, with focus on the first problem.
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await waitFor(() => expect(email).toHaveFocus());
    await userEvent.type(email, 'example.com');
    await expect(email).toHaveAttribute('aria-invalid', 'false');
    await expect(summary).toHaveTextContent('Please correct 1 field.');
    await expect(consent).toHaveAccessibleDescription('This field is required');
  },
};

/** The server took the answers already (`isSubmitted`): the page opens on the thank-you, focus left where it is. */
export const SubmittedOnLoad: Story = {
  args: { definition: FEEDBACK_SURVEY, isSubmitted: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'How was your visit?' })).toBeVisible();
    const thanks = canvas.getByRole('heading', { level: 3, name: 'Thank you!' });
    await expect(thanks).toBeVisible();
    await expect(thanks).not.toHaveFocus();
    await expect(canvas.getByText('Your answers have been sent.')).toBeVisible();
    await expect(canvas.queryByText('Step 1 of 3')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/**
 * A survey posted the browser's way, step by step (before scripts load, or without them): the
 * form carries its step and the other steps' answers in hidden inputs, as the browser posts them.
 */
export const SurveyPostedStepByStep: Story = {
  args: {
    definition: FEEDBACK_SURVEY,
    method: 'post',
    defaultStep: 1,
    defaultValue: { fullName: 'Grace Hopper', email: '', comments: 'More evening slots.', contactConsent: true },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = canvasElement.querySelector('form') as HTMLFormElement;
    await expect(form).toHaveAttribute('method', 'post');
    await expect(canvas.getByText('Step 2 of 3')).toBeVisible();
    const posted = () => [...new FormData(form).entries()].map(([name, value]) => `${name}=${String(value)}`);
    // Hidden first (the step, then the other steps' answers), then the step's own inputs: an empty number posts as ''.
    await expect(posted()).toEqual([
      '_step=1',
      'fullName=Grace Hopper',
      'comments=More evening slots.',
      'contactConsent=on',
      'rating=',
    ]);

    await userEvent.click(canvas.getByRole('radio', { name: 'Yes, my first' }));
    await userEvent.type(canvas.getByRole('spinbutton', { name: 'How likely are you to recommend us?' }), '10');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByText('Step 3 of 3')).toBeVisible();
    // The last step's own questions are visible inputs; the first two steps' answers travel hidden.
    await expect(posted()).toEqual([
      '_step=2',
      'fullName=Grace Hopper',
      'visit=first',
      'rating=10',
      'comments=More evening slots.',
      'contactConsent=on',
    ]);
  },
};
