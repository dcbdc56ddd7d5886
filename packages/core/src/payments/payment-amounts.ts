import type { Service } from '../schemas/service';

/** What the visitor chooses to pay now: a deposit, or the full amount. */
export type PaymentChoice = 'deposit' | 'full';

/** Input of {@link paymentAmounts}: a service's price and payment rule, and the visitor's choice. */
export interface PaymentAmountsInput extends Pick<Service, 'priceMinor' | 'currency' | 'payment' | 'depositPercent'> {
  /** The visitor's choice. @default 'deposit' when a deposit is offered, else 'full' */
  choice?: PaymentChoice;
}

/** The amounts of one payment, in the currency's minor unit (integers). */
export interface PaymentAmounts {
  currency: string;
  /** The service's price. */
  totalMinor: number;
  /** What the visitor pays now: the deposit, the total, or 0 (free, or paid at the appointment). */
  dueNowMinor: number;
  /** What is left to pay at the appointment. */
  remainingMinor: number;
  /** The deposit when one is offered, else `null`. */
  depositMinor: number | null;
  /** The service's deposit percentage when a deposit is offered, else `null`. */
  depositPercent: number | null;
  /** The choice in effect: `null` when nothing is paid now. */
  choice: PaymentChoice | null;
  /** The choices to offer: none, only `full`, or `deposit` and `full`. */
  choices: PaymentChoice[];
}

/**
 * The deposit of a price: `percent` of it, rounded half up to the currency's minor unit, in
 * integers only (no floating-point cents). 30 % of 45.01 € is 13.503 € → 13.50 €; 30 % of 0.05 € is
 * 0.015 € → 0.02 €.
 * @example depositOf(4501, 30) // 1350
 */
export function depositOf(priceMinor: number, percent: number): number {
  return Math.floor((priceMinor * percent + 50) / 100);
}

/**
 * The total, the amount due now and the remainder of a booking's payment. `none` and a price of 0
 * need no payment now; `full` takes the whole price; `deposit-or-full` lets the visitor choose,
 * and offers the deposit only when it is more than nothing and less than the price (a service
 * without `depositPercent`, or at 100 %, is paid in full).
 * @throws RangeError for a negative or fractional price, or a percentage outside 1–100.
 * @example
 * paymentAmounts({ priceMinor: 9000, currency: 'EUR', payment: 'deposit-or-full', depositPercent: 50, choice: 'deposit' })
 * // { totalMinor: 9000, dueNowMinor: 4500, remainingMinor: 4500, depositMinor: 4500, choice: 'deposit', choices: ['deposit', 'full'], … }
 */
export function paymentAmounts(input: PaymentAmountsInput): PaymentAmounts {
  const { priceMinor, currency, payment, depositPercent } = input;
  if (!Number.isSafeInteger(priceMinor) || priceMinor < 0) {
    throw new RangeError(`paymentAmounts: priceMinor must be a whole number ≥ 0, got ${priceMinor}`);
  }
  if (depositPercent !== undefined && (!Number.isInteger(depositPercent) || depositPercent < 1 || depositPercent > 100)) {
    throw new RangeError(`paymentAmounts: depositPercent must be a whole number from 1 to 100, got ${depositPercent}`);
  }
  const none = { currency, totalMinor: priceMinor, depositMinor: null, depositPercent: null };
  if (payment === 'none' || priceMinor === 0) {
    return { ...none, dueNowMinor: 0, remainingMinor: priceMinor, choice: null, choices: [] };
  }
  const deposit = payment === 'deposit-or-full' && depositPercent !== undefined ? depositOf(priceMinor, depositPercent) : 0;
  if (deposit <= 0 || deposit >= priceMinor) {
    return { ...none, dueNowMinor: priceMinor, remainingMinor: 0, choice: 'full', choices: ['full'] };
  }
  const choice = input.choice ?? 'deposit';
  const dueNowMinor = choice === 'deposit' ? deposit : priceMinor;
  return {
    currency,
    totalMinor: priceMinor,
    dueNowMinor,
    remainingMinor: priceMinor - dueNowMinor,
    depositMinor: deposit,
    depositPercent: depositPercent ?? null,
    choice,
    choices: ['deposit', 'full'],
  };
}

/**
 * The amounts of one payment for several services booked together (a cart): each item's
 * {@link paymentAmounts} under the same choice, added up, as the server adds up the request's
 * bookings into one payment. With `deposit`, items that offer a deposit take it and the others
 * are paid as their rule says; so `depositMinor` is what the deposit choice costs now in all, and
 * `depositPercent` is given only when it is that one percentage of the whole total.
 * @throws RangeError for items in different currencies (they cannot be one payment), or none.
 * @example
 * combinedPaymentAmounts([
 *   { priceMinor: 8000, currency: 'EUR', payment: 'deposit-or-full', depositPercent: 25 },
 *   { priceMinor: 1500, currency: 'EUR', payment: 'full' },
 * ]) // { totalMinor: 9500, dueNowMinor: 3500, remainingMinor: 6000, depositMinor: 3500, depositPercent: null, choice: 'deposit', … }
 */
export function combinedPaymentAmounts(items: ReadonlyArray<PaymentAmountsInput>, choice?: PaymentChoice): PaymentAmounts {
  const [first] = items;
  if (first === undefined) throw new RangeError('combinedPaymentAmounts: no items');
  if (items.some((item) => item.currency !== first.currency)) {
    throw new RangeError('combinedPaymentAmounts: items in different currencies cannot be paid together');
  }
  const each = items.map((item) => paymentAmounts({ ...item, ...(choice !== undefined && { choice }) }));
  const sum = (pick: (amounts: PaymentAmounts) => number) => each.reduce((total, amounts) => total + pick(amounts), 0);
  const totalMinor = sum((amounts) => amounts.totalMinor);
  const dueNowMinor = sum((amounts) => amounts.dueNowMinor);
  const offersDeposit = each.some((amounts) => amounts.choices.includes('deposit'));
  const due = each.some((amounts) => amounts.choice !== null);
  const base = { currency: first.currency, totalMinor, dueNowMinor, remainingMinor: totalMinor - dueNowMinor };
  if (!offersDeposit) {
    return { ...base, depositMinor: null, depositPercent: null, choice: due ? 'full' : null, choices: due ? ['full'] : [] };
  }
  // What the deposit choice costs now: each deposit, and the price of what has no deposit.
  const depositMinor = sum((amounts) => (amounts.depositMinor !== null ? amounts.depositMinor : amounts.dueNowMinor));
  const percents = new Set(each.map((amounts) => amounts.depositPercent));
  const [percent] = percents;
  return {
    ...base,
    depositMinor,
    depositPercent: percents.size === 1 && percent !== undefined ? percent : null,
    choice: choice ?? 'deposit',
    choices: ['deposit', 'full'],
  };
}
