import { describe, expect, it } from 'vitest';
import { chargeTestCard, TEST_CARDS } from './test-provider';

const amount = { minor: 4500, currency: 'EUR' };

describe('chargeTestCard', () => {
  it('pays with 4242 4242 4242 4242', async () => {
    await expect(chargeTestCard({ number: '4242 4242 4242 4242' }, amount)).resolves.toEqual({
      status: 'succeeded',
      reference: 'test_EUR_4500_4242',
      amount: { minor: 4500, currency: 'EUR' },
      last4: '4242',
    });
  });

  it('declines 4000 0000 0000 0002 and 4000 0000 0000 9995 with their messages', async () => {
    await expect(chargeTestCard({ number: '4000 0000 0000 0002' }, amount)).resolves.toEqual({
      status: 'declined',
      code: 'card_declined',
      messageKey: 'payment.errors.declined',
    });
    await expect(chargeTestCard({ number: TEST_CARDS.insufficientFunds }, amount)).resolves.toEqual({
      status: 'declined',
      code: 'insufficient_funds',
      messageKey: 'payment.errors.insufficientFunds',
    });
  });

  it('declines real-looking cards and invalid numbers: nothing else seems to pay', async () => {
    await expect(chargeTestCard({ number: '5555 5555 5555 4444' }, amount)).resolves.toMatchObject({
      status: 'declined',
      code: 'test_mode_live_card',
      messageKey: 'payment.errors.testCardsOnly',
    });
    await expect(chargeTestCard({ number: '4242 4242 4242 4241' }, amount)).resolves.toMatchObject({
      code: 'invalid_number',
      messageKey: 'payment.errors.cardNumber',
    });
  });

  it('refuses to charge nothing or a fraction of a cent', async () => {
    await expect(chargeTestCard({ number: TEST_CARDS.success }, { minor: 0, currency: 'EUR' })).rejects.toThrow(RangeError);
    await expect(chargeTestCard({ number: TEST_CARDS.success }, { minor: 1.5, currency: 'EUR' })).rejects.toThrow(RangeError);
  });
});
