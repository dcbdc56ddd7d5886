import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCardNumber, formatExpiry, luhnCheck, validateCard } from './card';

const NOW = new Date('2026-03-06T12:00:00Z');
const valid = { number: '4242 4242 4242 4242', expiry: '12/28', cvc: '123', name: 'Ada Lovelace' };

/** The Luhn check digit that completes `payload`, computed independently of `luhnCheck`. */
function checkDigit(payload: string): number {
  const sum = [...payload]
    .reverse()
    .map(Number)
    .reduce((total, digit, index) => {
      const doubled = index % 2 === 0 ? digit * 2 : digit;
      return total + (doubled > 9 ? doubled - 9 : doubled);
    }, 0);
  return (10 - (sum % 10)) % 10;
}

describe('luhnCheck', () => {
  it('accepts the test cards and rejects a mistyped digit', () => {
    expect(luhnCheck('4242424242424242')).toBe(true);
    expect(luhnCheck('4000000000000002')).toBe(true);
    expect(luhnCheck('4000000000009995')).toBe(true);
    expect(luhnCheck('4242424242424241')).toBe(false);
    expect(luhnCheck('')).toBe(false);
    expect(luhnCheck('4242 4242')).toBe(false);
  });

  it('accepts every number completed with its check digit, and no other last digit', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 11, maxLength: 18 }), (payload) => {
        const digit = checkDigit(payload);
        expect(luhnCheck(`${payload}${digit}`)).toBe(true);
        expect(luhnCheck(`${payload}${(digit + 1) % 10}`)).toBe(false);
      }),
    );
  });

  it('catches any single mistyped digit', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 11, maxLength: 18 }),
        fc.nat(),
        fc.integer({ min: 1, max: 9 }),
        (payload, at, delta) => {
          const number = `${payload}${checkDigit(payload)}`;
          const index = at % number.length;
          const typo = `${number.slice(0, index)}${(Number(number[index]) + delta) % 10}${number.slice(index + 1)}`;
          expect(luhnCheck(typo)).toBe(false);
        },
      ),
    );
  });
});

describe('formatCardNumber and formatExpiry', () => {
  it('groups the number in fours and drops anything that is not a digit', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-42a')).toBe('4242 42');
    expect(formatCardNumber('4242 ')).toBe('4242');
    expect(formatCardNumber('1'.repeat(25))).toBe('1111 1111 1111 1111 111');
  });

  it('adds the slash with the third digit of the expiry', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('123')).toBe('12/3');
    expect(formatExpiry('12/289')).toBe('12/28');
  });

  it('keeps only digits and the separators it adds, whatever is typed', () => {
    fc.assert(
      fc.property(fc.string(), (typed) => {
        expect(formatCardNumber(typed)).toMatch(/^(\d{1,4}( \d{1,4}){0,4})?$/);
        expect(formatExpiry(typed)).toMatch(/^(\d{0,2}|\d{2}\/\d{1,2})$/);
      }),
    );
  });
});

describe('validateCard', () => {
  it('accepts a valid card and normalises it', () => {
    expect(validateCard(valid, NOW)).toEqual({
      success: true,
      card: { number: '4242424242424242', expiryMonth: 12, expiryYear: 2028, cvc: '123', name: 'Ada Lovelace', last4: '4242' },
    });
    expect(validateCard({ ...valid, expiry: '0326', cvc: '1234' }, NOW).success).toBe(true);
  });

  it('answers with a message key per field', () => {
    expect(validateCard({ number: '4242 4242 4242 4241', expiry: '01/26', cvc: '12', name: ' ' }, NOW)).toEqual({
      success: false,
      errors: {
        number: 'payment.errors.cardNumber',
        expiry: 'payment.errors.expired',
        cvc: 'payment.errors.cvc',
        name: 'validation.required',
      },
    });
    expect(validateCard({ number: '', expiry: '', cvc: '', name: '' }, NOW)).toEqual({
      success: false,
      errors: {
        number: 'validation.required',
        expiry: 'validation.required',
        cvc: 'validation.required',
        name: 'validation.required',
      },
    });
  });

  it('checks the expiry against the given now: valid through the end of its month', () => {
    expect(validateCard({ ...valid, expiry: '03/26' }, NOW).success).toBe(true);
    expect(validateCard({ ...valid, expiry: '02/26' }, NOW)).toMatchObject({ errors: { expiry: 'payment.errors.expired' } });
    expect(validateCard({ ...valid, expiry: '02/26' }, new Date('2026-02-28T23:59:59Z')).success).toBe(true);
    expect(validateCard({ ...valid, expiry: '13/28' }, NOW)).toMatchObject({ errors: { expiry: 'payment.errors.expiry' } });
    expect(validateCard({ ...valid, expiry: '00/28' }, NOW)).toMatchObject({ errors: { expiry: 'payment.errors.expiry' } });
    expect(validateCard({ ...valid, expiry: '12-28' }, NOW)).toMatchObject({ errors: { expiry: 'payment.errors.expiry' } });
    expect(validateCard({ ...valid, expiry: '12/99' }, NOW)).toMatchObject({ errors: { expiry: 'payment.errors.expiry' } });
  });

  it('rejects numbers that are too short, too long or not digits', () => {
    expect(validateCard({ ...valid, number: '42' }, NOW)).toMatchObject({ errors: { number: 'payment.errors.cardNumber' } });
    expect(validateCard({ ...valid, number: '4242 4242 4242 424x' }, NOW)).toMatchObject({
      errors: { number: 'payment.errors.cardNumber' },
    });
    expect(validateCard({ ...valid, number: '4'.repeat(20) }, NOW)).toMatchObject({
      errors: { number: 'payment.errors.cardNumber' },
    });
    expect(validateCard({ ...valid, name: 'A'.repeat(101) }, NOW)).toMatchObject({ errors: { name: 'validation.tooLong' } });
  });
});
