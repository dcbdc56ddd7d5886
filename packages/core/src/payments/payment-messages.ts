/**
 * The message keys of card payments, in the `payment.errors` namespace of the catalogs: a card
 * check or a provider's answer carries one of these, and every client shows it in its locale.
 */
export const paymentMessages = {
  cardNumber: 'payment.errors.cardNumber',
  expiry: 'payment.errors.expiry',
  expired: 'payment.errors.expired',
  cvc: 'payment.errors.cvc',
  declined: 'payment.errors.declined',
  insufficientFunds: 'payment.errors.insufficientFunds',
  testCardsOnly: 'payment.errors.testCardsOnly',
  failed: 'payment.errors.failed',
} as const;

/** A payment message key, e.g. `payment.errors.declined` ('Your card was declined. Try another card.'). */
export type PaymentMessageKey = (typeof paymentMessages)[keyof typeof paymentMessages];
