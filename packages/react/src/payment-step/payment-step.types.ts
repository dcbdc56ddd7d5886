import type { Money, PaymentAmounts, PaymentResult, PaymentSucceeded, Service, ValidCard } from '@booking-kit/core';

/** The price and payment rule of the service being paid for (a core `Service` has them). */
export type PaymentStepPrice = Pick<Service, 'priceMinor' | 'currency' | 'payment' | 'depositPercent'>;

/** Nothing was due now (a free service, or one paid at the appointment): no card was charged. */
export interface PaymentNotRequired {
  status: 'not-required';
  /** Zero, in the service's currency. */
  amount: Money;
}

/** What `onPaid` receives: the provider's success, or that nothing had to be paid. */
export type PaymentOutcome = PaymentSucceeded | PaymentNotRequired;

/**
 * Charges the card through a payment provider. Plug a real provider in here; core's
 * `chargeTestCard` is the built-in test one. Resolve with a decline rather than rejecting
 * when the provider refuses the card, so the visitor reads why; a rejection shows
 * 'The payment could not be completed. Please try again.'
 * @example onPay={(card, amounts) => chargeTestCard(card, { minor: amounts.dueNowMinor, currency: amounts.currency })}
 */
export type PaymentHandler = (card: ValidCard, amounts: PaymentAmounts) => Promise<PaymentResult>;
