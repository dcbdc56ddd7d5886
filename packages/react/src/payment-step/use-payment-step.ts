import {
  type CardErrors,
  type CardField,
  combinedPaymentAmounts,
  formatPrice,
  type PaymentAmounts,
  type PaymentChoice,
  paymentAmounts,
  paymentMessages,
  validateCard,
} from '@booking-kit/core';
import { useEffect, useId, useState } from 'react';
import { useRadioGroup } from 'react-aria';
import { type RadioGroupState, useRadioGroupState } from 'react-stately/useRadioGroupState';
import { useLocale } from '../locale/locale-context';
import { elementById, useAnchorRef } from '../utils/element-by-id';
import type { PhasedFormRootProps } from '../utils/phased-form-root-props';
import { phasedFormRootProps } from '../utils/phased-form-root-props';
import type { PaymentHandler, PaymentOutcome, PaymentStepPrice } from './payment-step.types';
import { type CardFieldApi, createCardFieldApi } from './payment-step-fields';
import type { PaymentStepState } from './use-payment-step-state';

/** Whether the step pays several services' prices together. */
function isPriceList(price: PaymentStepOptions['price']): price is ReadonlyArray<PaymentStepPrice> {
  return Array.isArray(price);
}

/** Options of {@link usePaymentStep}. */
export interface PaymentStepOptions {
  /**
   * The service's price and payment rule; or, for several services paid together (a cart), each
   * one's, added up by core's `combinedPaymentAmounts` as the server adds them into one payment.
   */
  price: PaymentStepPrice | ReadonlyArray<PaymentStepPrice>;
  /** Charges the card; see {@link PaymentHandler}. */
  onPay: PaymentHandler;
  /** Called once the payment went through, or at once when nothing is due now. */
  onPaid?: (outcome: PaymentOutcome) => void;
  /** The moment card expiry is checked against. @default the time of each check */
  now?: Date;
  /** Shows the test provider's notice with its test card number. @default false */
  testMode?: boolean;
}

/** One row of the amounts summary. */
export interface PaymentSummaryRow {
  id: 'total' | 'due-now' | 'paid' | 'remaining';
  label: string;
  /** The amount in the locale's currency format, or 'Free'. */
  value: string;
}

/** What {@link usePaymentStep} returns: the state, the amounts and a prop bag per part. */
export interface PaymentStepApi extends CardFieldApi {
  state: PaymentStepState;
  amounts: PaymentAmounts;
  /** Whether a card is needed: something is due now and it has not been paid. */
  requiresCard: boolean;
  isProcessing: boolean;
  /** The card's problems (message keys), whether shown yet or not. */
  cardErrors: CardErrors;
  rootProps: PhasedFormRootProps<PaymentStepState['phase']>;
  title: string;
  titleProps: { id: string };
  testNotice: string | null;
  /** Whether to show the choice: the service offers a deposit and nothing is paid yet. */
  showChoice: boolean;
  choiceLegend: string;
  /** react-aria's `useRadioGroup` props for the `<fieldset>`: arrows move and choose, Tab leaves. */
  choiceProps: Record<string, unknown> & { role: 'radiogroup'; 'aria-labelledby': string };
  /** react-stately's radio group state over the choice, for react-aria's `useRadio` on each `<input>`. */
  choiceState: RadioGroupState;
  choiceLegendProps: { id: string };
  getChoiceLabel(choice: PaymentChoice): string;
  getChoiceInputProps(choice: PaymentChoice): {
    type: 'radio';
    id: string;
    name: string;
    value: PaymentChoice;
    checked: boolean;
    'aria-disabled'?: true;
    onChange: () => void;
  };
  summaryRows: PaymentSummaryRow[];
  /** 'Nothing to pay now.' when no card is needed before paying. */
  nothingDueText: string | null;
  /** The translated refusal ('Your card was declined. Try another card.'), or null. */
  alertText: string | null;
  alertProps: { id: string; role: 'alert'; tabIndex: -1 };
  /** 'Payment received: 45,00 €. Thank you!' once paid, else ''. */
  statusText: string;
  statusProps: { id: string; role: 'status'; tabIndex: -1 };
  submitLabel: string;
  submitProps: { type: 'submit'; 'aria-busy'?: true; 'aria-disabled'?: true };
}

/**
 * The behaviour hook of the payment step: the amounts from core's `paymentAmounts` in the
 * locale's currency format, the card checked by core's `validateCard`, and the payment through
 * `onPay`. Focus follows the outcome: to the first invalid field, to the refusal (an alert), or
 * to the "payment received" status, so a screen-reader user hears what happened.
 * @example const api = usePaymentStep({ price: service, onPay, onPaid }, usePaymentStepState());
 */
export function usePaymentStep(options: PaymentStepOptions, state: PaymentStepState): PaymentStepApi {
  const { t, tag } = useLocale();
  const baseId = useId();
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  // The form's own root (a shadow root, for an embedded widget) holds the targets, not `document`.
  const anchor = useAnchorRef();
  // Moving focus needs the new DOM: it runs after the render that shows the field, alert or status.
  useEffect(() => {
    if (focusTarget === null) return;
    elementById(anchor.current(), focusTarget)?.focus();
    setFocusTarget(null);
  }, [focusTarget, anchor]);

  const amounts = isPriceList(options.price)
    ? combinedPaymentAmounts(options.price, state.choice)
    : paymentAmounts({ ...options.price, ...(state.choice !== undefined && { choice: state.choice }) });
  const money = (minor: number) => (minor === 0 ? t('booking.free') : formatPrice(minor, amounts.currency, tag));
  const isPaid = state.phase === 'paid';
  const isProcessing = state.phase === 'processing';
  const requiresCard = amounts.dueNowMinor > 0 && !isPaid;
  const validation = validateCard(state.card, options.now ?? new Date());
  const cardErrors = validation.success ? {} : validation.errors;
  const fields = createCardFieldApi({ baseId, state, cardErrors, isProcessing, t });
  const alertId = `${baseId}-alert`;
  const statusId = `${baseId}-status`;

  const pay = async () => {
    state.attempt();
    if (!requiresCard) {
      options.onPaid?.({ status: 'not-required', amount: { minor: 0, currency: amounts.currency } });
      return;
    }
    if (!validation.success) {
      const first = (['number', 'expiry', 'cvc', 'name'] as const).find((field: CardField) => cardErrors[field]);
      if (first) setFocusTarget(fields.getInputProps(first).id);
      return;
    }
    state.startProcessing();
    try {
      const result = await options.onPay(validation.card, amounts);
      if (result.status === 'succeeded') {
        state.succeed(result);
        setFocusTarget(statusId);
        options.onPaid?.(result);
      } else {
        state.fail(result.messageKey);
        setFocusTarget(alertId);
      }
    } catch {
      state.fail(paymentMessages.failed);
      setFocusTarget(alertId);
    }
  };

  const dueNowLabel = isPaid
    ? t('payment.paidAmount')
    : t(amounts.choice === 'deposit' ? 'payment.depositNow' : 'payment.fullNow');
  const summaryRows: PaymentSummaryRow[] = [{ id: 'total', label: t('payment.total'), value: money(amounts.totalMinor) }];
  if (amounts.dueNowMinor > 0)
    summaryRows.push({ id: isPaid ? 'paid' : 'due-now', label: dueNowLabel, value: money(amounts.dueNowMinor) });
  if (amounts.remainingMinor > 0)
    summaryRows.push({ id: 'remaining', label: t('payment.remaining'), value: money(amounts.remainingMinor) });
  // The deposit/full choice is react-aria's radio group over native radios: a controlled
  // react-stately state on the step's own choice, read-only while a payment is in flight.
  const choiceState = useRadioGroupState({
    value: amounts.choice,
    onChange: (choice) => state.setChoice(choice as PaymentChoice),
    isReadOnly: isProcessing,
  });
  const { radioGroupProps: choiceGroupProps } = useRadioGroup(
    { 'aria-labelledby': `${baseId}-choice-legend`, name: `${baseId}-choice`, isReadOnly: isProcessing },
    choiceState,
  );
  const percent = new Intl.NumberFormat(tag, { style: 'percent' }).format((amounts.depositPercent ?? 0) / 100);

  return {
    ...fields,
    state,
    amounts,
    requiresCard,
    isProcessing,
    cardErrors,
    rootProps: phasedFormRootProps(anchor.ref, `${baseId}-title`, state.phase, () => {
      // A payment in flight must not be sent twice; paid is final.
      if (!isProcessing && !isPaid) void pay();
    }),
    title: t('payment.title'),
    titleProps: { id: `${baseId}-title` },
    testNotice: options.testMode && requiresCard ? t('payment.testMode') : null,
    showChoice: amounts.choices.length > 1 && !isPaid,
    choiceLegend: t('payment.choiceLegend'),
    choiceProps: { ...choiceGroupProps, role: 'radiogroup', 'aria-labelledby': `${baseId}-choice-legend` },
    choiceState,
    choiceLegendProps: { id: `${baseId}-choice-legend` },
    getChoiceLabel: (choice) =>
      choice === 'deposit'
        ? // Several services with different deposits (or none) have no one percentage to name.
          amounts.depositPercent === null
          ? t('payment.depositWhereOffered', { amount: money(amounts.depositMinor ?? 0) })
          : t('payment.deposit', { amount: money(amounts.depositMinor ?? 0), percent })
        : t('payment.full', { amount: money(amounts.totalMinor) }),
    getChoiceInputProps: (choice) => ({
      type: 'radio',
      id: `${baseId}-choice-${choice}`,
      name: `${baseId}-choice`,
      value: choice,
      checked: amounts.choice === choice,
      ...(isProcessing && { 'aria-disabled': true as const }),
      onChange: () => {
        if (!isProcessing) state.setChoice(choice);
      },
    }),
    summaryRows,
    nothingDueText: amounts.dueNowMinor === 0 ? t('payment.nothingDue') : null,
    alertText: state.phase === 'failed' && state.errorKey ? t(state.errorKey) : null,
    alertProps: { id: alertId, role: 'alert', tabIndex: -1 },
    statusText: isPaid && state.outcome ? t('payment.paid', { amount: money(state.outcome.amount.minor) }) : '',
    statusProps: { id: statusId, role: 'status', tabIndex: -1 },
    submitLabel: !requiresCard
      ? t('payment.continue')
      : isProcessing
        ? t('payment.processing')
        : t('payment.pay', { amount: money(amounts.dueNowMinor) }),
    submitProps: {
      type: 'submit',
      // aria-disabled, not disabled: the button keeps focus while the payment is processed.
      ...(isProcessing && { 'aria-busy': true as const, 'aria-disabled': true as const }),
    },
  };
}
