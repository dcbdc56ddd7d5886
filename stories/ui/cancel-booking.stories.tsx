import { ApiError } from '@booking-kit/core';
import { CancelBooking as Headless } from '@booking-kit/react';
import { buttonVariants, CancelBooking } from '@booking-kit/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { createRef } from 'react';
import { expect, fn, type Mock, userEvent, waitFor, within } from 'storybook/test';
import { inShadowRoot, shadowRootOf, withinShadowRoot } from '../fixtures/shadow-root';

/** Ada's haircut on Monday 9 March 2026, 14:00–14:30 in Amsterdam (the stories' zone). */
const booking = { service: { name: 'Haircut' }, start: '2026-03-09T13:00:00.000Z', end: '2026-03-09T13:30:00.000Z' };

/** Preset reasons: the app's own words, in the visitor's language. */
const REASONS = ['I am unwell', 'Something else came up', 'I booked by mistake'];

/** Confirms in the dialog that a valid submit opens: it names the booking, then 'Cancel booking'. */
async function confirmCancel(canvasElement: HTMLElement) {
  const dialog = await within(canvasElement).findByRole('alertdialog', { name: 'Cancel this appointment?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
}

const meta = {
  title: 'UI/CancelBooking',
  component: CancelBooking,
  args: {
    booking,
    reasons: REASONS,
    onCancel: fn(() => Promise.resolve()),
    onCancelled: fn(),
    onKeep: fn(),
    onValueChange: fn(),
  },
} satisfies Meta<typeof CancelBooking>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Shows what is being cancelled; a preset reason is chosen and sent. */
export const CancelWithReason: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const form = canvas.getByRole('form', { name: 'Cancel your appointment' });
    await expect(within(form).getByText('Haircut')).toBeVisible();
    await expect(within(form).getByText(/^Monday, March 9, 2026, 2:00\s–\s2:30\sPM GMT\+1$/)).toBeVisible();
    const reasons = canvas.getByRole('radiogroup', { name: 'Why are you cancelling?' });
    await expect(
      within(reasons)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['0', '1', '2', 'other']);
    await expect(canvas.queryByLabelText('Cancellation reason')).not.toBeInTheDocument();
    await userEvent.click(within(reasons).getByRole('radio', { name: 'I am unwell' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('I am unwell');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel appointment' }));
    const dialog = await canvas.findByRole('alertdialog', { name: 'Cancel this appointment?' });
    await expect(dialog).toHaveAccessibleDescription(
      /^Haircut on Monday, March 9, 2026, 2:00\s–\s2:30\sPM GMT\+1 will be cancelled\. This cannot be undone\.$/,
    );
    await expect(args.onCancel).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    await expect(args.onCancel).toHaveBeenCalledWith('I am unwell');
    await waitFor(() => expect(args.onCancelled).toHaveBeenCalledWith('I am unwell'));
    await expect(canvas.queryByRole('alertdialog')).not.toBeInTheDocument();
    await expect(form).toHaveAttribute('data-phase', 'cancelled');
  },
};

/** 'Other' opens a text box and puts the cursor in it; the visitor's words are sent, trimmed. */
export const OtherReason: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Other' }));
    const text = canvas.getByRole('textbox', { name: 'Cancellation reason' });
    await waitFor(() => expect(text).toHaveFocus());
    await userEvent.keyboard('  My train was cancelled.  ');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel appointment' }));
    await confirmCancel(canvasElement);
    await expect(args.onCancel).toHaveBeenCalledWith('My train was cancelled.');
  },
};

/** No reason chosen: the radio group is marked invalid, described by the error, and focused; nothing is sent. */
export const MissingReason: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel appointment' }));
    const group = canvas.getByRole('radiogroup', { name: 'Why are you cancelling?' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('This field is required');
    await expect(canvas.getByRole('radio', { name: 'I am unwell' })).toHaveFocus();
    await expect(args.onCancel).not.toHaveBeenCalled();
    // 'Other' with an empty text box moves the error to the text box.
    await userEvent.click(canvas.getByRole('radio', { name: 'Other' }));
    const text = canvas.getByRole('textbox', { name: 'Cancellation reason' });
    await expect(text).toHaveAttribute('aria-invalid', 'true');
    await expect(text).toHaveAccessibleDescription('This field is required');
    await expect(group).toHaveAttribute('aria-invalid', 'false');
  },
};

/** Without presets: a required text box only; leaving it empty shows the error, typing clears it. */
export const TextOnly: Story = {
  args: { reasons: undefined },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('radiogroup')).not.toBeInTheDocument();
    const text = canvas.getByRole('textbox', { name: 'Cancellation reason' });
    await expect(text).toBeRequired();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel appointment' }));
    await expect(text).toHaveFocus();
    await expect(text).toHaveAccessibleDescription('This field is required');
    await userEvent.type(text, 'Moving to another city');
    await expect(text).toHaveAttribute('aria-invalid', 'false');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel appointment' }));
    await confirmCancel(canvasElement);
    await expect(args.onCancel).toHaveBeenCalledWith('Moving to another city');
  },
};

/** While sending: 'Cancelling…', busy, and a second click sends nothing. */
export const Pending: Story = {
  args: { onCancel: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'I booked by mistake' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel appointment' }));
    await confirmCancel(canvasElement);
    const button = await canvas.findByRole('button', { name: 'Cancelling…' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

/** The cutoff has passed (409 CUTOFF_PASSED): its message is an alert that takes focus. */
export const CutoffPassed: Story = {
  args: {
    onCancel: fn(() =>
      Promise.reject(
        new ApiError({
          statusCode: 409,
          statusMessage: 'Conflict',
          code: 'CUTOFF_PASSED',
          message: 'Too late',
          params: { minutes: 1440 },
        }),
      ),
    ),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'I am unwell' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel appointment' }));
    await confirmCancel(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('This appointment can no longer be cancelled online. Please call us.');
    await waitFor(() => expect(alert).toHaveFocus());
    await expect(args.onCancelled).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Cancel appointment' })).not.toHaveAttribute('aria-busy');
  },
};

/** Fails on its first call (the network dropped), succeeds after. */
const flakyCancel: Mock<(reason: string) => Promise<void>> = fn((_reason: string) =>
  flakyCancel.mock.calls.length <= 1 ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(),
);

/** Any other failure asks to try again; trying again can succeed. */
export const ServerError: Story = {
  args: { onCancel: flakyCancel },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Something else came up' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel appointment' }));
    await confirmCancel(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('We could not cancel your appointment. Please try again.');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel appointment' }));
    await confirmCancel(canvasElement);
    await waitFor(() => expect(args.onCancelled).toHaveBeenCalledWith('Something else came up'));
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** 'Keep appointment' calls `onKeep` and cancels nothing. */
export const KeepAppointment: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Keep appointment' }));
    await expect(args.onKeep).toHaveBeenCalledOnce();
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

/** Keyboard only: Tab into the reasons, arrows choose, Tab to the button, Enter asks, Tab and Enter confirm. */
export const KeyboardPath: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'I am unwell' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Something else came up' })).toBeChecked();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Cancel appointment' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await canvas.findByRole('alertdialog', { name: 'Cancel this appointment?' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Keep booking' })).toHaveFocus());
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Cancel booking' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCancel).toHaveBeenCalledWith('Something else came up');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Cancel appointment' })).toHaveFocus());
  },
};

/** Long text: a long service name and long preset reasons wrap inside the form. */
export const LongText: Story = {
  args: {
    booking: {
      ...booking,
      service: { name: 'Deep-tissue sports massage with hot stones, aromatherapy oils and a stretching session' },
    },
    reasons: [
      'I have to travel for work on short notice and will not be back in town before the appointment',
      'Ich habe leider einen unaufschiebbaren Arzttermin zur selben Uhrzeit bekommen',
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '22rem' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const form = within(canvasElement).getByRole('form');
    await expect(form.scrollWidth).toBeLessThanOrEqual(form.clientWidth);
    await userEvent.click(within(form).getByRole('radio', { name: /^I have to travel for work/ }));
    await expect(within(form).getByRole('radio', { name: /^I have to travel for work/ })).toBeChecked();
  },
};

/** French: title, legend, 'Autre', the button and the required message from the fr catalog. */
export const French: Story = {
  globals: { locale: 'fr' },
  args: { reasons: ['Je suis malade'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('form', { name: 'Annuler votre rendez-vous' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Annuler le rendez-vous' }));
    await expect(canvas.getByRole('radiogroup', { name: 'Pourquoi annulez-vous ?' })).toHaveAccessibleDescription(
      'Ce champ est obligatoire',
    );
    await userEvent.click(canvas.getByRole('radio', { name: 'Autre' }));
    await expect(canvas.getByRole('textbox', { name: 'Motif de l’annulation' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Garder le rendez-vous' })).toBeVisible();
  },
};

/** Dark theme: tokens swap, contrast stays AA (axe checks it), including the invalid group and the alert. */
export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { onCancel: fn(() => Promise.reject({ code: 'BOOKING_CANCELLED' })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('.bk-root')).toHaveAttribute('data-theme', 'dark');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel appointment' }));
    await expect(canvas.getByText('This field is required')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'I am unwell' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel appointment' }));
    await confirmCancel(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This appointment has already been cancelled.');
  },
};

/** The confirmation, open: it names the booking; 'Keep booking' has focus as the safe choice. */
export const ConfirmDialog: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'I am unwell' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel appointment' }));
    const dialog = await canvas.findByRole('alertdialog', { name: 'Cancel this appointment?' });
    await expect(dialog).toHaveAccessibleDescription(/^Haircut on Monday, March 9, 2026/);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Keep booking' })).toHaveFocus());
    // Rendered inside the widget's root, so the design system's styles and theme apply.
    await expect(dialog.closest('.bk-root')).not.toBeNull();
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

/** 'Keep booking' closes the dialog, sends nothing, and gives focus back to the submit button. */
export const ConfirmKeep: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'I am unwell' }));
    const submit = canvas.getByRole('button', { name: 'Cancel appointment' });
    await userEvent.click(submit);
    const dialog = await canvas.findByRole('alertdialog', { name: 'Cancel this appointment?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep booking' }));
    await expect(canvas.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => expect(submit).toHaveFocus());
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

/** WAI-ARIA dialog keys: Enter opens, focus starts inside, Tab and Shift+Tab stay inside, Escape closes and returns focus. */
export const ConfirmKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'I am unwell' }));
    const submit = canvas.getByRole('button', { name: 'Cancel appointment' });
    submit.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await canvas.findByRole('alertdialog', { name: 'Cancel this appointment?' });
    const keep = within(dialog).getByRole('button', { name: 'Keep booking' });
    const confirm = within(dialog).getByRole('button', { name: 'Cancel booking' });
    await waitFor(() => expect(keep).toHaveFocus());
    await userEvent.tab();
    await expect(confirm).toHaveFocus();
    await userEvent.tab();
    await expect(keep).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(confirm).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(keep).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => expect(submit).toHaveFocus());
    // Space opens it as well; nothing was sent.
    await userEvent.keyboard(' ');
    await waitFor(() =>
      expect(within(canvas.getByRole('alertdialog')).getByRole('button', { name: 'Keep booking' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(submit).toHaveFocus());
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

/** In a shadow root: the dialog renders inside it (styled), and the same keys keep focus inside and bring it back. */
export const ConfirmInShadowRoot: Story = {
  decorators: [inShadowRoot],
  play: async ({ canvasElement, args }) => {
    const shadow = shadowRootOf(canvasElement);
    const canvas = withinShadowRoot(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'I am unwell' }));
    const submit = canvas.getByRole('button', { name: 'Cancel appointment' });
    submit.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await canvas.findByRole('alertdialog', { name: 'Cancel this appointment?' });
    await expect(dialog.getRootNode()).toBe(shadow);
    const keep = within(dialog).getByRole('button', { name: 'Keep booking' });
    const confirm = within(dialog).getByRole('button', { name: 'Cancel booking' });
    await waitFor(() => expect(shadow.activeElement).toBe(keep));
    await userEvent.tab();
    await expect(shadow.activeElement).toBe(confirm);
    await userEvent.tab();
    await expect(shadow.activeElement).toBe(keep);
    await userEvent.tab({ shift: true });
    await expect(shadow.activeElement).toBe(confirm);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(shadow.activeElement).toBe(submit));
    await expect(canvas.queryByRole('alertdialog')).not.toBeInTheDocument();
    await expect(args.onCancel).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(within(await canvas.findByRole('alertdialog')).getByRole('button', { name: 'Cancel booking' }));
    await expect(args.onCancel).toHaveBeenCalledWith('I am unwell');
  },
};

const confirmRefs = {
  overlay: createRef<HTMLDivElement>(),
  content: createRef<HTMLDivElement>(),
  title: createRef<HTMLHeadingElement>(),
  description: createRef<HTMLParagraphElement>(),
  keep: createRef<HTMLButtonElement>(),
  action: createRef<HTMLButtonElement>(),
};

/** Headless parts composed by hand: a ref on every confirmation part reaches its element, beside the part's own refs. */
export const RefsOnConfirmParts: Story = {
  render: (args) => (
    <Headless.Root booking={args.booking} onCancel={args.onCancel} reasons={args.reasons}>
      <Headless.Title />
      <Headless.Reasons />
      <Headless.ReasonError />
      <Headless.Submit className={buttonVariants()} />
      <Headless.Confirm>
        <Headless.ConfirmOverlay ref={confirmRefs.overlay} />
        <Headless.ConfirmContent ref={confirmRefs.content}>
          <Headless.ConfirmTitle ref={confirmRefs.title} />
          <Headless.ConfirmDescription ref={confirmRefs.description} />
          <Headless.ConfirmKeep ref={confirmRefs.keep} className={buttonVariants({ variant: 'secondary' })} />
          <Headless.ConfirmAction ref={confirmRefs.action} className={buttonVariants()} />
        </Headless.ConfirmContent>
      </Headless.Confirm>
    </Headless.Root>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'I am unwell' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel appointment' }));
    const dialog = await canvas.findByRole('alertdialog', { name: 'Cancel this appointment?' });
    await expect(confirmRefs.content.current).toBe(dialog);
    await expect(confirmRefs.overlay.current).toHaveAttribute('data-part', 'confirm-overlay');
    await expect(confirmRefs.title.current).toHaveTextContent('Cancel this appointment?');
    await expect(confirmRefs.description.current).toHaveTextContent(/^Haircut on Monday/);
    // The part's own ref still works beside the consumer's: initial focus lands on Keep.
    await waitFor(() => expect(confirmRefs.keep.current).toHaveFocus());
    await userEvent.click(confirmRefs.action.current as HTMLButtonElement);
    await expect(args.onCancel).toHaveBeenCalledWith('I am unwell');
  },
};
