import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { combinedPaymentAmounts, depositOf, paymentAmounts } from './payment-amounts';

describe('paymentAmounts', () => {
  it('lets the visitor pay a deposit or the full amount', () => {
    const service = { priceMinor: 9000, currency: 'EUR', payment: 'deposit-or-full', depositPercent: 30 } as const;
    expect(paymentAmounts({ ...service, choice: 'deposit' })).toEqual({
      currency: 'EUR',
      totalMinor: 9000,
      dueNowMinor: 2700,
      remainingMinor: 6300,
      depositMinor: 2700,
      depositPercent: 30,
      choice: 'deposit',
      choices: ['deposit', 'full'],
    });
    expect(paymentAmounts({ ...service, choice: 'full' })).toMatchObject({
      dueNowMinor: 9000,
      remainingMinor: 0,
      depositMinor: 2700,
      choice: 'full',
    });
  });

  it('chooses the deposit when the visitor has not chosen yet', () => {
    expect(paymentAmounts({ priceMinor: 9000, currency: 'EUR', payment: 'deposit-or-full', depositPercent: 50 }).choice).toBe(
      'deposit',
    );
  });

  it('takes the full amount for `full`, whatever the visitor asked', () => {
    expect(paymentAmounts({ priceMinor: 4500, currency: 'EUR', payment: 'full', choice: 'deposit' })).toEqual({
      currency: 'EUR',
      totalMinor: 4500,
      dueNowMinor: 4500,
      remainingMinor: 0,
      depositMinor: null,
      depositPercent: null,
      choice: 'full',
      choices: ['full'],
    });
  });

  it('needs no payment now for `none` or a free service', () => {
    expect(paymentAmounts({ priceMinor: 4500, currency: 'EUR', payment: 'none' })).toMatchObject({
      dueNowMinor: 0,
      remainingMinor: 4500,
      choice: null,
      choices: [],
    });
    expect(paymentAmounts({ priceMinor: 0, currency: 'EUR', payment: 'full' })).toMatchObject({
      totalMinor: 0,
      dueNowMinor: 0,
      choice: null,
      choices: [],
    });
  });

  it('offers no deposit that would be nothing or everything', () => {
    const base = { currency: 'EUR', payment: 'deposit-or-full' } as const;
    expect(paymentAmounts({ ...base, priceMinor: 4500 }).choices).toEqual(['full']);
    expect(paymentAmounts({ ...base, priceMinor: 4500, depositPercent: 100 }).choices).toEqual(['full']);
    expect(paymentAmounts({ ...base, priceMinor: 1, depositPercent: 10 }).choices).toEqual(['full']);
  });

  it('rounds the deposit half up to the minor unit', () => {
    expect(depositOf(4501, 30)).toBe(1350); // 1350.3
    expect(depositOf(5, 30)).toBe(2); // 1.5
    expect(depositOf(4, 30)).toBe(1); // 1.2
    expect(depositOf(333, 50)).toBe(167); // 166.5
  });

  it('rejects prices and percentages the service schema would not allow', () => {
    expect(() => paymentAmounts({ priceMinor: -1, currency: 'EUR', payment: 'full' })).toThrow(RangeError);
    expect(() => paymentAmounts({ priceMinor: 10.5, currency: 'EUR', payment: 'full' })).toThrow(RangeError);
    expect(() => paymentAmounts({ priceMinor: 100, currency: 'EUR', payment: 'deposit-or-full', depositPercent: 0 })).toThrow(
      RangeError,
    );
  });

  it('always splits the total exactly into what is due now and what remains', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: 1, max: 100 }),
        fc.constantFrom('none', 'full', 'deposit-or-full'),
        fc.constantFrom('deposit', 'full'),
        (priceMinor, depositPercent, payment, choice) => {
          const amounts = paymentAmounts({ priceMinor, currency: 'EUR', payment, depositPercent, choice });
          expect(Number.isInteger(amounts.dueNowMinor) && Number.isInteger(amounts.remainingMinor)).toBe(true);
          expect(amounts.dueNowMinor + amounts.remainingMinor).toBe(priceMinor);
          expect(amounts.dueNowMinor).toBeGreaterThanOrEqual(0);
          if (amounts.depositMinor !== null) {
            expect(amounts.depositMinor).toBeGreaterThan(0);
            expect(amounts.depositMinor).toBeLessThan(priceMinor);
            expect(Math.abs(amounts.depositMinor - (priceMinor * depositPercent) / 100)).toBeLessThanOrEqual(0.5);
          }
        },
      ),
    );
  });
});

describe('combinedPaymentAmounts', () => {
  const massage = { priceMinor: 8000, currency: 'EUR', payment: 'deposit-or-full', depositPercent: 25 } as const;
  const yoga = { priceMinor: 1500, currency: 'EUR', payment: 'full' } as const;
  const call = { priceMinor: 0, currency: 'EUR', payment: 'none' } as const;

  it('adds up a cart: deposits where offered, the full price of the rest', () => {
    expect(combinedPaymentAmounts([massage, yoga, call])).toEqual({
      currency: 'EUR',
      totalMinor: 9500,
      dueNowMinor: 3500,
      remainingMinor: 6000,
      depositMinor: 3500,
      depositPercent: null,
      choice: 'deposit',
      choices: ['deposit', 'full'],
    });
    expect(combinedPaymentAmounts([massage, yoga], 'full')).toMatchObject({
      dueNowMinor: 9500,
      remainingMinor: 0,
      choice: 'full',
    });
  });

  it('names the percentage only when every item has that deposit', () => {
    expect(combinedPaymentAmounts([massage, { ...massage, priceMinor: 4000 }])).toMatchObject({
      depositMinor: 3000,
      depositPercent: 25,
    });
  });

  it('offers no choice without a deposit, and asks nothing of free services', () => {
    expect(combinedPaymentAmounts([yoga, yoga])).toMatchObject({ dueNowMinor: 3000, choice: 'full', choices: ['full'] });
    expect(combinedPaymentAmounts([call, call])).toMatchObject({ dueNowMinor: 0, choice: null, choices: [] });
  });

  it('is one item’s amounts for one item, whatever the choice', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 1, max: 100 }),
        fc.constantFrom('deposit', 'full'),
        (price, percent, choice) => {
          const item = { priceMinor: price, currency: 'EUR', payment: 'deposit-or-full', depositPercent: percent } as const;
          expect(combinedPaymentAmounts([item], choice)).toEqual(paymentAmounts({ ...item, choice }));
        },
      ),
    );
  });

  it('refuses items in different currencies, and no items', () => {
    expect(() => combinedPaymentAmounts([yoga, { ...yoga, currency: 'USD' }])).toThrow(RangeError);
    expect(() => combinedPaymentAmounts([])).toThrow(RangeError);
  });
});
