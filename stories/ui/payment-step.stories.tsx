import { chargeTestCard, type PaymentAmounts, type PaymentResult, TEST_CARDS, type ValidCard } from '@booking-kit/core';
import {
  PaymentStepChoice,
  PaymentStepChoiceItem,
  PaymentStepRoot,
  PaymentStepSubmit,
  PaymentStepTitle,
} from '@booking-kit/react';
import { PaymentStep } from '@booking-kit/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { createRef } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

/** The stories' fixed "now": cards are checked for expiry against Friday 6 March 2026. */
const NOW = new Date('2026-03-06T12:00:00.000Z');

/** A 90 € massage that takes a 30 % deposit or the full amount. */
const DEPOSIT_OR_FULL = { priceMinor: 9000, currency: 'EUR', payment: 'deposit-or-full', depositPercent: 30 } as const;

/** The built-in test provider, charging what is due now. */
const testProvider = (card: ValidCard, amounts: PaymentAmounts): Promise<PaymentResult> =>
  chargeTestCard(card, { minor: amounts.dueNowMinor, currency: amounts.currency });

type Canvas = ReturnType<typeof within>;

/** Types a card the way a visitor does, field by field. */
async function fillCard(canvas: Canvas, number: string, { expiry = '1228', cvc = '123', name = 'Ada Lovelace' } = {}) {
  await userEvent.type(canvas.getByLabelText('Card number'), number);
  await userEvent.type(canvas.getByLabelText('Expiry date (MM/YY)'), expiry);
  await userEvent.type(canvas.getByLabelText('Security code (CVC)'), cvc);
  await userEvent.type(canvas.getByLabelText('Name on card'), name);
}

/** The amounts summary as label → value pairs. */
function summary(canvasElement: HTMLElement): Record<string, string> {
  const rows = canvasElement.querySelectorAll('[data-part="summary"] > div');
  return Object.fromEntries(
    [...rows].map((row) => [row.querySelector('dt')?.textContent ?? '', row.querySelector('dd')?.textContent ?? '']),
  );
}

const meta = {
  title: 'UI/PaymentStep',
  component: PaymentStep,
  args: { price: DEPOSIT_OR_FULL, now: NOW, testMode: true, onPay: fn(testProvider), onPaid: fn(), onValueChange: fn() },
} satisfies Meta<typeof PaymentStep>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Deposit or full amount: the deposit is chosen first; choosing the full amount updates the summary and the button. */
export const DepositOrFull: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('form', { name: 'Payment' })).toBeVisible();
    const choice = canvas.getByRole('radiogroup', { name: 'How much do you want to pay now?' });
    const deposit = within(choice).getByRole('radio', { name: 'A deposit of €27.00 (30%)' });
    const full = within(choice).getByRole('radio', { name: 'The full amount of €90.00' });
    await expect(deposit).toBeChecked();
    await expect(summary(canvasElement)).toEqual({
      Total: '€90.00',
      'Deposit paid now': '€27.00',
      'Remaining, paid at the appointment': '€63.00',
    });
    await expect(canvas.getByRole('button', { name: 'Pay €27.00' })).toBeVisible();
    await userEvent.click(full);
    await expect(full).toBeChecked();
    await expect(args.onValueChange).toHaveBeenCalledWith('full');
    await expect(summary(canvasElement)).toEqual({ Total: '€90.00', 'Paid now': '€90.00' });
    await expect(canvas.getByRole('button', { name: 'Pay €90.00' })).toBeVisible();
  },
};

/** The test card 4242 4242 4242 4242 pays the deposit: the status says so and takes focus, `onPaid` gets the result. */
export const SuccessfulPayment: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Test payments: no money is taken/)).toBeVisible();
    await fillCard(canvas, TEST_CARDS.success);
    await expect(canvas.getByLabelText('Card number')).toHaveValue('4242 4242 4242 4242');
    await expect(canvas.getByLabelText('Expiry date (MM/YY)')).toHaveValue('12/28');
    await userEvent.click(canvas.getByRole('button', { name: 'Pay €27.00' }));
    const status = await canvas.findByText('Payment received: €27.00. Thank you!');
    await expect(status).toHaveAttribute('role', 'status');
    await waitFor(() => expect(status).toHaveFocus());
    await expect(args.onPay).toHaveBeenCalledWith(
      { number: '4242424242424242', expiryMonth: 12, expiryYear: 2028, cvc: '123', name: 'Ada Lovelace', last4: '4242' },
      expect.objectContaining({ totalMinor: 9000, dueNowMinor: 2700, choice: 'deposit' }),
    );
    await expect(args.onPaid).toHaveBeenCalledWith({
      status: 'succeeded',
      reference: 'test_EUR_2700_4242',
      amount: { minor: 2700, currency: 'EUR' },
      last4: '4242',
    });
    await expect(summary(canvasElement)).toEqual({
      Total: '€90.00',
      'Paid amount': '€27.00',
      'Remaining, paid at the appointment': '€63.00',
    });
    await expect(canvas.queryByRole('group', { name: 'Card details' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /Pay/ })).not.toBeInTheDocument();
  },
};

/** 4000 0000 0000 0002 is declined: the message is an alert that takes focus; another card then pays. */
export const DeclinedCard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillCard(canvas, TEST_CARDS.declined);
    await userEvent.click(canvas.getByRole('button', { name: 'Pay €27.00' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Your card was declined. Try another card.');
    await waitFor(() => expect(alert).toHaveFocus());
    await expect(args.onPaid).not.toHaveBeenCalled();
    const number = canvas.getByLabelText('Card number');
    await userEvent.clear(number);
    await userEvent.type(number, TEST_CARDS.success);
    await userEvent.click(canvas.getByRole('button', { name: 'Pay €27.00' }));
    await canvas.findByText('Payment received: €27.00. Thank you!');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(args.onPaid).toHaveBeenCalledOnce();
  },
};

/** 4000 0000 0000 9995 has insufficient funds; a card that is not a test card is refused by the test provider. */
export const InsufficientFundsAndLiveCard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillCard(canvas, TEST_CARDS.insufficientFunds);
    await userEvent.click(canvas.getByRole('button', { name: 'Pay €27.00' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Your card has insufficient funds. Try another card.');
    const number = canvas.getByLabelText('Card number');
    await userEvent.clear(number);
    await userEvent.type(number, '5555555555554444');
    await userEvent.click(canvas.getByRole('button', { name: 'Pay €27.00' }));
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent('This is a test payment: use a test card such as 4242 4242 4242 4242.'),
    );
  },
};

/** Paying with empty or wrong fields: focus goes to the first problem, each error is linked to its field, nothing is charged. */
export const InvalidCardFields: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Pay €27.00' }));
    const number = canvas.getByLabelText('Card number');
    await expect(number).toHaveFocus();
    await expect(number).toHaveAttribute('aria-invalid', 'true');
    await expect(number).toHaveAccessibleDescription('This field is required');
    await expect(canvas.getByLabelText('Name on card')).toHaveAccessibleDescription('This field is required');
    await fillCard(canvas, '4242424242424241', { expiry: '0126', cvc: '12', name: 'Ada' });
    await expect(number).toHaveAccessibleDescription('Card number is invalid');
    await expect(canvas.getByLabelText('Expiry date (MM/YY)')).toHaveAccessibleDescription('This card has expired');
    await expect(canvas.getByLabelText('Security code (CVC)')).toHaveAccessibleDescription('Security code must be 3 or 4 digits');
    await expect(canvas.getByLabelText('Name on card')).toHaveAttribute('aria-invalid', 'false');
    await userEvent.click(canvas.getByRole('button', { name: 'Pay €27.00' }));
    await expect(number).toHaveFocus();
    await expect(args.onPay).not.toHaveBeenCalled();
  },
};

/** While the provider answers: 'Processing payment…', busy and not clickable twice, the fields read-only. */
export const Processing: Story = {
  args: { onPay: fn((_card: ValidCard, _amounts: PaymentAmounts) => new Promise<PaymentResult>(() => {})) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillCard(canvas, TEST_CARDS.success);
    await userEvent.click(canvas.getByRole('button', { name: 'Pay €27.00' }));
    const button = await canvas.findByRole('button', { name: 'Processing payment…' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('form', { name: 'Payment' })).toHaveAttribute('data-phase', 'processing');
    await expect(canvas.getByLabelText('Card number')).toHaveAttribute('readonly');
    await userEvent.click(button);
    await expect(args.onPay).toHaveBeenCalledOnce();
  },
};

/** A failure of the provider itself (a rejected promise) asks to try again. */
export const ProviderError: Story = {
  args: {
    onPay: fn(
      (_card: ValidCard, _amounts: PaymentAmounts): Promise<PaymentResult> => Promise.reject(new TypeError('Failed to fetch')),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillCard(canvas, TEST_CARDS.success);
    await userEvent.click(canvas.getByRole('button', { name: 'Pay €27.00' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The payment could not be completed. Please try again.');
    await waitFor(() => expect(alert).toHaveFocus());
    await expect(canvas.getByRole('button', { name: 'Pay €27.00' })).not.toHaveAttribute('aria-busy');
  },
};

/** A service paid in full: no choice to make, the whole price is due now. */
export const FullAmountOnly: Story = {
  args: { price: { priceMinor: 4500, currency: 'EUR', payment: 'full' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('radiogroup')).not.toBeInTheDocument();
    await expect(summary(canvasElement)).toEqual({ Total: '€45.00', 'Paid now': '€45.00' });
    await expect(canvas.getByRole('button', { name: 'Pay €45.00' })).toBeVisible();
  },
};

/**
 * A cart of two services paid together: a massage that takes a 25 % deposit and a class paid in
 * full. The deposit choice takes the massage's deposit and the class's price; no one percentage
 * applies, so none is named.
 */
export const CartOfServices: Story = {
  args: {
    price: [
      { priceMinor: 8000, currency: 'EUR', payment: 'deposit-or-full', depositPercent: 25 },
      { priceMinor: 1500, currency: 'EUR', payment: 'full' },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const choice = canvas.getByRole('radiogroup', { name: 'How much do you want to pay now?' });
    await expect(within(choice).getByRole('radio', { name: 'Deposits where offered: €35.00 now' })).toBeChecked();
    await expect(summary(canvasElement)).toEqual({
      Total: '€95.00',
      'Deposit paid now': '€35.00',
      'Remaining, paid at the appointment': '€60.00',
    });
    await userEvent.click(within(choice).getByRole('radio', { name: 'The full amount of €95.00' }));
    await expect(canvas.getByRole('button', { name: 'Pay €95.00' })).toBeVisible();
    await fillCard(canvas, TEST_CARDS.success);
    await userEvent.click(canvas.getByRole('button', { name: 'Pay €95.00' }));
    await waitFor(() => expect(args.onPaid).toHaveBeenCalled());
    await expect(args.onPay).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ dueNowMinor: 9500, choice: 'full' }),
    );
  },
};

/** A free service: nothing to pay, no card fields; 'Continue' reports that no payment was needed. */
export const FreeService: Story = {
  args: { price: { priceMinor: 0, currency: 'EUR', payment: 'none' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(summary(canvasElement)).toEqual({ Total: 'Free' });
    await expect(canvas.getByText('Nothing to pay now.')).toBeVisible();
    await expect(canvas.queryByRole('group', { name: 'Card details' })).not.toBeInTheDocument();
    await expect(canvas.queryByText(/Test payments/)).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onPaid).toHaveBeenCalledWith({ status: 'not-required', amount: { minor: 0, currency: 'EUR' } });
    await expect(args.onPay).not.toHaveBeenCalled();
  },
};

/** Paid at the appointment (`payment: 'none'`): the price shows as the remainder, nothing is charged now. */
export const PaidAtTheAppointment: Story = {
  args: { price: { priceMinor: 6000, currency: 'EUR', payment: 'none' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(summary(canvasElement)).toEqual({ Total: '€60.00', 'Remaining, paid at the appointment': '€60.00' });
    await expect(canvas.getByText('Nothing to pay now.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeVisible();
  },
};

/** German: amounts in the German currency format ('45,00 €'), labels and the declined message from the de catalog. */
export const German: Story = {
  globals: { locale: 'de' },
  args: { price: { priceMinor: 15000, currency: 'EUR', payment: 'deposit-or-full', depositPercent: 30 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: /^Eine Anzahlung von 45,00\s€ \(30\s%\)$/ })).toBeChecked();
    const rows = summary(canvasElement);
    await expect(rows.Gesamtbetrag).toMatch(/^150,00\s€$/);
    await expect(rows['Jetzt gezahlte Anzahlung']).toMatch(/^45,00\s€$/);
    await userEvent.type(canvas.getByLabelText('Kartennummer'), TEST_CARDS.declined);
    await userEvent.type(canvas.getByLabelText('Ablaufdatum (MM/JJ)'), '1228');
    await userEvent.type(canvas.getByLabelText('Sicherheitscode (CVC)'), '123');
    await userEvent.type(canvas.getByLabelText('Name auf der Karte'), 'Erika Mustermann');
    await userEvent.click(canvas.getByRole('button', { name: /^45,00\s€ bezahlen$/ }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Ihre Karte wurde abgelehnt. Versuchen Sie es mit einer anderen Karte.',
    );
  },
};

/** Keyboard only: arrows change the choice, Tab walks the fields, Enter pays. */
export const KeyboardOnly: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The shared heading part names the step's form for screen readers.
    await expect(canvas.getByRole('form', { name: 'Payment' })).toContainElement(
      canvas.getByRole('heading', { level: 2, name: 'Payment' }),
    );
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'A deposit of €27.00 (30%)' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'The full amount of €90.00' })).toBeChecked();
    await userEvent.tab();
    await expect(canvas.getByLabelText('Card number')).toHaveFocus();
    await userEvent.keyboard(TEST_CARDS.success);
    await userEvent.tab();
    await userEvent.keyboard('1228');
    await userEvent.tab();
    await userEvent.keyboard('123');
    await userEvent.tab();
    await expect(canvas.getByLabelText('Name on card')).toHaveFocus();
    // Enter in a field presses the shared action part, a real submit button with the amount in its name.
    await expect(canvas.getByRole('button', { name: 'Pay €90.00' })).toHaveAttribute('type', 'submit');
    await userEvent.keyboard('Ada Lovelace{Enter}');
    await expect(await canvas.findByText('Payment received: €90.00. Thank you!')).toBeVisible();
    await expect(args.onPaid).toHaveBeenCalledWith(expect.objectContaining({ amount: { minor: 9000, currency: 'EUR' } }));
  },
};

/** Dark theme: tokens swap, contrast stays AA (axe checks it), including field errors and the declined alert. */
export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('.bk-root')).toHaveAttribute('data-theme', 'dark');
    await fillCard(canvas, TEST_CARDS.declined, { cvc: '1' });
    await userEvent.click(canvas.getByRole('button', { name: 'Pay €27.00' }));
    await expect(canvas.getByText('Security code must be 3 or 4 digits')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Security code (CVC)'), '23');
    await userEvent.click(canvas.getByRole('button', { name: 'Pay €27.00' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Your card was declined. Try another card.');
  },
};

/** One ref per part of the choice, as an app that measures or scrolls them would pass. */
const choiceRefs = {
  choice: createRef<HTMLFieldSetElement>(),
  legend: createRef<HTMLLegendElement>(),
  deposit: createRef<HTMLLabelElement>(),
  depositInput: createRef<HTMLInputElement>(),
  full: createRef<HTMLLabelElement>(),
  fullInput: createRef<HTMLInputElement>(),
};

/**
 * The deposit/full choice composed from the headless parts, a ref on each: every ref receives its
 * element (the radio's own, react-aria's, is merged with the app's, not replaced), and the radio
 * group's keys still work: arrows move and choose, wrapping, and Tab leaves the group.
 */
export const ChoiceRefsAndKeyboard: Story = {
  render: (args) => (
    <PaymentStepRoot
      price={args.price}
      now={args.now}
      onPay={args.onPay}
      onValueChange={args.onValueChange}
      className="bk-payment-step"
    >
      {(api) => (
        <>
          <PaymentStepTitle asChild>
            <h2>{api.title}</h2>
          </PaymentStepTitle>
          <PaymentStepChoice ref={choiceRefs.choice} legendProps={{ ref: choiceRefs.legend }}>
            <PaymentStepChoiceItem ref={choiceRefs.deposit} value="deposit" inputProps={{ ref: choiceRefs.depositInput }} />
            <PaymentStepChoiceItem ref={choiceRefs.full} value="full" inputProps={{ ref: choiceRefs.fullInput }} />
          </PaymentStepChoice>
          {/* As wide as the choices: this composition's own layout, not the styled step's start-aligned pay button. */}
          <PaymentStepSubmit className="bk-button" style={{ justifySelf: 'stretch' }}>
            Continue
          </PaymentStepSubmit>
        </>
      )}
    </PaymentStepRoot>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'How much do you want to pay now?' });
    const deposit = canvas.getByRole('radio', { name: 'A deposit of €27.00 (30%)' });
    const full = canvas.getByRole('radio', { name: 'The full amount of €90.00' });
    await expect(choiceRefs.choice.current).toBe(group);
    await expect(choiceRefs.legend.current).toHaveTextContent('How much do you want to pay now?');
    await expect(choiceRefs.depositInput.current).toBe(deposit);
    await expect(choiceRefs.fullInput.current).toBe(full);
    await expect(choiceRefs.deposit.current).toHaveAttribute('data-checked');
    await expect(choiceRefs.full.current).toHaveAttribute('data-value', 'full');

    await userEvent.tab();
    await expect(deposit).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(full).toHaveFocus();
    await expect(full).toBeChecked();
    await expect(choiceRefs.full.current).toHaveAttribute('data-checked');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('full');
    // Arrows wrap, both ways.
    await userEvent.keyboard('{ArrowDown}');
    await expect(deposit).toHaveFocus();
    await expect(deposit).toBeChecked();
    await userEvent.keyboard('{ArrowUp}');
    await expect(full).toBeChecked();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(deposit).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('deposit');
    // One tab stop: Tab leaves the group for the button.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Continue' })).toHaveFocus();
  },
};
