import type { Money } from '../cart/cart-total';
import { luhnCheck } from './card';
import { type PaymentMessageKey, paymentMessages } from './payment-messages';

/**
 * The card numbers of the built-in test provider (the same as Stripe's test mode). Any future
 * expiry, any 3-digit CVC and any name go with them.
 */
export const TEST_CARDS = {
  /** Pays. */
  success: '4242424242424242',
  /** Declined: 'Your card was declined. Try another card.' */
  declined: '4000000000000002',
  /** Declined for insufficient funds. */
  insufficientFunds: '4000000000009995',
} as const;

/** Why a card was declined. */
export type PaymentDeclineCode = 'card_declined' | 'insufficient_funds' | 'invalid_number' | 'test_mode_live_card';

/** A payment that went through. */
export interface PaymentSucceeded {
  status: 'succeeded';
  /** What was charged. */
  amount: Money;
  /** The provider's reference of the charge. */
  reference: string;
  /** The last four digits of the card that paid. */
  last4: string;
}

/** A payment the provider refused; `messageKey` says why in the visitor's words. */
export interface PaymentDeclined {
  status: 'declined';
  code: PaymentDeclineCode;
  messageKey: PaymentMessageKey;
}

/** What a payment provider answers. */
export type PaymentResult = PaymentSucceeded | PaymentDeclined;

/** The card fields a provider needs; only the number decides the test provider's answer. */
export interface ChargeableCard {
  number: string;
}

/**
 * The built-in test payment provider: charges nothing, answers like a real provider would, with
 * the outcome decided by the card number ({@link TEST_CARDS}). Any other card number is declined,
 * so no real card can seem to pay. Check the card with `validateCard` first.
 * @param amount what to charge, in the currency's minor unit (`{ minor: 4500, currency: 'EUR' }`)
 * @throws RangeError (as a rejected promise) for an amount that is not a whole number above 0.
 * @example
 * await chargeTestCard({ number: '4242 4242 4242 4242' }, { minor: 4500, currency: 'EUR' })
 * // { status: 'succeeded', reference: 'test_EUR_4500_4242', amount: { minor: 4500, currency: 'EUR' }, last4: '4242' }
 * await chargeTestCard({ number: '4000 0000 0000 0002' }, { minor: 4500, currency: 'EUR' })
 * // { status: 'declined', code: 'card_declined', messageKey: 'payment.errors.declined' }
 */
export async function chargeTestCard(card: ChargeableCard, amount: Money): Promise<PaymentResult> {
  if (!Number.isSafeInteger(amount.minor) || amount.minor <= 0) {
    throw new RangeError(`chargeTestCard: the amount must be a whole number of minor units above 0, got ${amount.minor}`);
  }
  const digits = card.number.replace(/[\s-]/g, '');
  if (!luhnCheck(digits)) return { status: 'declined', code: 'invalid_number', messageKey: paymentMessages.cardNumber };
  switch (digits) {
    case TEST_CARDS.success:
      return {
        status: 'succeeded',
        // Deterministic, so tests and stories can assert it; a real provider returns its own id.
        reference: `test_${amount.currency}_${amount.minor}_${digits.slice(-4)}`,
        amount: { minor: amount.minor, currency: amount.currency },
        last4: digits.slice(-4),
      };
    case TEST_CARDS.declined:
      return { status: 'declined', code: 'card_declined', messageKey: paymentMessages.declined };
    case TEST_CARDS.insufficientFunds:
      return { status: 'declined', code: 'insufficient_funds', messageKey: paymentMessages.insufficientFunds };
    default:
      return { status: 'declined', code: 'test_mode_live_card', messageKey: paymentMessages.testCardsOnly };
  }
}
