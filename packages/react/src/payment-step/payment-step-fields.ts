import type { CardErrors, CardField } from '@booking-kit/core';
import type { PaymentStepState } from './use-payment-step-state';

/** Autofill tokens and keyboards of the card fields: browsers and password managers fill them in. */
const FIELD_ATTRS: Record<CardField, { autoComplete: string; inputMode: 'numeric' | 'text'; maxLength: number }> = {
  // 19 digits and the 4 spaces between their groups.
  number: { autoComplete: 'cc-number', inputMode: 'numeric', maxLength: 23 },
  expiry: { autoComplete: 'cc-exp', inputMode: 'numeric', maxLength: 5 },
  cvc: { autoComplete: 'cc-csc', inputMode: 'numeric', maxLength: 4 },
  name: { autoComplete: 'cc-name', inputMode: 'text', maxLength: 100 },
};

const LABEL_KEYS: Record<CardField, string> = {
  number: 'payment.cardNumber',
  expiry: 'payment.expiry',
  cvc: 'payment.cvc',
  name: 'payment.cardName',
};

/** The card fields' part of the payment step's API. */
export interface CardFieldApi {
  cardLegend: string;
  getLabelProps(field: CardField): { htmlFor: string; children: string };
  getInputProps(field: CardField): {
    id: string;
    name: string;
    type: 'text';
    value: string;
    autoComplete: string;
    inputMode: 'numeric' | 'text';
    maxLength: number;
    spellCheck: false;
    required: true;
    readOnly: boolean;
    'aria-invalid': boolean;
    'aria-describedby'?: string;
    onChange: (event: { currentTarget: { value: string } }) => void;
    onBlur: () => void;
  };
  /** The translated error of a field, or null while it is valid or not yet shown. */
  getErrorText(field: CardField): string | null;
  getErrorProps(field: CardField): { id: string };
}

interface CardFieldContext {
  baseId: string;
  state: PaymentStepState;
  cardErrors: CardErrors;
  isProcessing: boolean;
  t: (key: string) => string;
}

/**
 * The prop bags of the card fields: a field's error shows once it is left or after an attempt to
 * pay, and is linked to it with `aria-describedby`.
 */
export function createCardFieldApi({ baseId, state, cardErrors, isProcessing, t }: CardFieldContext): CardFieldApi {
  const inputId = (field: CardField) => `${baseId}-card-${field}`;
  const shownError = (field: CardField) => (state.submitted || state.touched.has(field) ? (cardErrors[field] ?? null) : null);
  return {
    cardLegend: t('payment.cardLegend'),
    getLabelProps: (field) => ({ htmlFor: inputId(field), children: t(LABEL_KEYS[field]) }),
    getInputProps: (field) => {
      const error = shownError(field);
      return {
        id: inputId(field),
        name: `card-${field}`,
        type: 'text',
        value: state.card[field],
        ...FIELD_ATTRS[field],
        spellCheck: false,
        required: true,
        // Read-only, not disabled, while charging: a focused field keeps focus.
        readOnly: isProcessing,
        'aria-invalid': error !== null,
        ...(error !== null && { 'aria-describedby': `${inputId(field)}-error` }),
        onChange: (event) => state.setCardField(field, event.currentTarget.value),
        onBlur: () => state.touch(field),
      };
    },
    getErrorText: (field) => {
      const key = shownError(field);
      return key === null ? null : t(key);
    },
    getErrorProps: (field) => ({ id: `${inputId(field)}-error` }),
  };
}
