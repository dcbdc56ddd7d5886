import { type ValidationMessageKey, validationMessages } from '../schemas/messages';
import { type PaymentMessageKey, paymentMessages } from './payment-messages';

/** A card as the visitor typed it: free text, checked by {@link validateCard}. */
export interface CardInput {
  /** The card number; spaces and hyphens are ignored. */
  number: string;
  /** The expiry date as `MM/YY` (also `MMYY` or `MM / YY`). */
  expiry: string;
  /** The 3- or 4-digit security code. */
  cvc: string;
  /** The cardholder's name. */
  name: string;
}

/** A card field. */
export type CardField = keyof CardInput;

/** A card that passed {@link validateCard}. */
export interface ValidCard {
  /** Digits only. */
  number: string;
  /** 1–12. */
  expiryMonth: number;
  /** Four digits, e.g. 2028. */
  expiryYear: number;
  cvc: string;
  name: string;
  /** The last four digits, to show the visitor which card paid. */
  last4: string;
}

/** One message key per field with a problem. */
export type CardErrors = Partial<Record<CardField, PaymentMessageKey | ValidationMessageKey>>;

/** The outcome of {@link validateCard}. */
export type CardValidation = { success: true; card: ValidCard } | { success: false; errors: CardErrors };

/** The longest card number (ISO/IEC 7812) and the shortest any network issues. */
const NUMBER_LENGTH = { min: 12, max: 19 } as const;

/**
 * The Luhn (mod 10) checksum every card number carries: catches a mistyped digit and most swaps
 * of neighbouring digits before anything is sent.
 * @example luhnCheck('4242424242424242') // true
 * @example luhnCheck('4242424242424241') // false
 */
export function luhnCheck(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * A card number as it is shown while typing: digits only (at most 19), in groups of four.
 * @example formatCardNumber('4242424242424242') // '4242 4242 4242 4242'
 */
export function formatCardNumber(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, NUMBER_LENGTH.max);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * An expiry date as it is shown while typing: `MM/YY`. The slash appears with the third digit, so
 * that deleting it with Backspace is never undone.
 * @example formatExpiry('1228') // '12/28'
 * @example formatExpiry('12') // '12'
 */
export function formatExpiry(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** Years a card may still be valid ahead of `now`; further is a typo. */
const MAX_YEARS_AHEAD = 20;

function checkExpiry(expiry: string, now: Date): { month: number; year: number } | PaymentMessageKey | ValidationMessageKey {
  const trimmed = expiry.trim();
  if (trimmed === '') return validationMessages.required;
  const match = /^(\d{2})\s*\/?\s*(\d{2})$/.exec(trimmed);
  if (!match) return paymentMessages.expiry;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return paymentMessages.expiry;
  // A card is valid through the last day of its month. UTC keeps the answer the same on every machine.
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const expires = year * 12 + (month - 1);
  if (expires < current) return paymentMessages.expired;
  if (expires > current + MAX_YEARS_AHEAD * 12) return paymentMessages.expiry;
  return { month, year };
}

/**
 * Checks a card before it is charged, field by field, so a form can mark every problem at once:
 * a Luhn-valid number of 12–19 digits, an expiry `MM/YY` not before `now`'s month (UTC), a CVC
 * of 3 or 4 digits and a name. Answers with message keys, never English.
 * @param now the moment to check the expiry against (pass a fixed one in tests)
 * @example
 * validateCard({ number: '4242 4242 4242 4241', expiry: '01/26', cvc: '12', name: '' }, new Date('2026-03-06T12:00:00Z'))
 * // { success: false, errors: { number: 'payment.errors.cardNumber', expiry: 'payment.errors.expired', cvc: 'payment.errors.cvc', name: 'validation.required' } }
 */
export function validateCard(card: CardInput, now: Date): CardValidation {
  const errors: CardErrors = {};
  const rawNumber = card.number.trim();
  const digits = rawNumber.replace(/[\s-]/g, '');
  if (rawNumber === '') errors.number = validationMessages.required;
  else if (
    !/^\d+$/.test(digits) ||
    digits.length < NUMBER_LENGTH.min ||
    digits.length > NUMBER_LENGTH.max ||
    !luhnCheck(digits)
  ) {
    errors.number = paymentMessages.cardNumber;
  }
  const expiry = checkExpiry(card.expiry, now);
  if (typeof expiry === 'string') errors.expiry = expiry;
  const cvc = card.cvc.trim();
  if (cvc === '') errors.cvc = validationMessages.required;
  else if (!/^\d{3,4}$/.test(cvc)) errors.cvc = paymentMessages.cvc;
  const name = card.name.trim();
  if (name === '') errors.name = validationMessages.required;
  else if (name.length > 100) errors.name = validationMessages.tooLong;
  if (Object.keys(errors).length > 0 || typeof expiry === 'string') return { success: false, errors };
  return {
    success: true,
    card: { number: digits, expiryMonth: expiry.month, expiryYear: expiry.year, cvc, name, last4: digits.slice(-4) },
  };
}
