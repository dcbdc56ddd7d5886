import { type CardField, type CardInput, formatCardNumber, formatExpiry, type PaymentChoice } from '@booking-kit/core';
import { useState } from 'react';
import { useControlledState } from 'react-stately/useControlledState';
import type { PaymentOutcome } from './payment-step.types';

/** Where a payment stands: being entered, sent to the provider, paid, or refused. */
export type PaymentPhase = 'idle' | 'processing' | 'paid' | 'failed';

/** Options of {@link usePaymentStepState}: the `value` / `defaultValue` / `onValueChange` convention for the choice. */
export interface PaymentStepStateOptions {
  /** The controlled choice between a deposit and the full amount. */
  value?: PaymentChoice;
  /** @default 'deposit' when the service offers one, else 'full' */
  defaultValue?: PaymentChoice;
  onValueChange?: (choice: PaymentChoice) => void;
}

/** The state of one payment step. */
export interface PaymentStepState {
  /** The visitor's choice; `undefined` until chosen (core then picks the default). */
  choice: PaymentChoice | undefined;
  setChoice(choice: PaymentChoice): void;
  /** The card as typed, the number grouped in fours and the expiry as `MM/YY`. */
  card: CardInput;
  setCardField(field: CardField, value: string): void;
  /** Fields the visitor has left: their errors show. */
  touched: ReadonlySet<CardField>;
  touch(field: CardField): void;
  /** Whether the visitor tried to pay: every error shows. */
  submitted: boolean;
  phase: PaymentPhase;
  /** The message key of the refusal or failure, while `phase` is `failed`. */
  errorKey: string | null;
  /** The outcome once paid. */
  outcome: PaymentOutcome | null;
  /** Marks an attempt to pay (shows every error). */
  attempt(): void;
  /** The card is being charged. */
  startProcessing(): void;
  succeed(outcome: PaymentOutcome): void;
  fail(messageKey: string): void;
}

const EMPTY_CARD: CardInput = { number: '', expiry: '', cvc: '', name: '' };

/**
 * The state hook of the payment step: the choice (controlled or not), the card as typed and the
 * payment's phase. Card details stay inside the component: they are never lifted into app state.
 * @example const state = usePaymentStepState({ defaultValue: 'deposit' });
 */
export function usePaymentStepState(options: PaymentStepStateOptions = {}): PaymentStepState {
  // No choice yet is `null` here: react-stately reads `undefined` as "uncontrolled".
  const [chosen, setChoice] = useControlledState<PaymentChoice | null>(
    options.value,
    options.defaultValue ?? null,
    (next) => next && options.onValueChange?.(next),
  );
  const choice = chosen ?? undefined;
  const [card, setCard] = useState<CardInput>(EMPTY_CARD);
  const [touched, setTouched] = useState<ReadonlySet<CardField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [phase, setPhase] = useState<PaymentPhase>('idle');
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<PaymentOutcome | null>(null);
  const format: Record<CardField, (value: string) => string> = {
    number: formatCardNumber,
    expiry: formatExpiry,
    cvc: (value) => value.replace(/\D/g, '').slice(0, 4),
    name: (value) => value,
  };
  return {
    choice,
    setChoice: (next) => setChoice(next),
    card,
    setCardField: (field, value) => setCard((previous) => ({ ...previous, [field]: format[field](value) })),
    touched,
    touch: (field) => setTouched((previous) => (previous.has(field) ? previous : new Set(previous).add(field))),
    submitted,
    phase,
    errorKey,
    outcome,
    attempt: () => setSubmitted(true),
    startProcessing: () => {
      setPhase('processing');
      setErrorKey(null);
    },
    succeed: (next) => {
      setOutcome(next);
      setPhase('paid');
    },
    fail: (messageKey) => {
      setErrorKey(messageKey);
      setPhase('failed');
    },
  };
}
