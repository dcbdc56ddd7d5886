import { paymentMessages } from '@booking-kit/core';
import { act, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderHook } from '../test/render-hook';
import type { PaymentOutcome } from './payment-step.types';
import { type PaymentStepStateOptions, usePaymentStepState } from './use-payment-step-state';

/** Renders the hook in a real React root and returns its latest state. */
const renderState = (options: PaymentStepStateOptions = {}) => renderHook(usePaymentStepState, options);

const PAID: PaymentOutcome = {
  status: 'succeeded',
  amount: { minor: 4500, currency: 'EUR' },
  reference: 'test_ch_1',
  last4: '4242',
};

describe('usePaymentStepState', () => {
  it('starts with no choice, an empty card, nothing touched and nothing paid', () => {
    const { result } = renderState();
    expect(result.current.choice).toBeUndefined();
    expect(result.current.card).toEqual({ number: '', expiry: '', cvc: '', name: '' });
    expect([...result.current.touched]).toEqual([]);
    expect(result.current.submitted).toBe(false);
    expect(result.current.phase).toBe('idle');
    expect(result.current.errorKey).toBeNull();
    expect(result.current.outcome).toBeNull();
  });

  it('starts from defaultValue', () => {
    const { result } = renderState({ defaultValue: 'full' });
    expect(result.current.choice).toBe('full');
  });

  it('chooses uncontrolled and reports the choice, but not choosing it again', () => {
    const onValueChange = vi.fn();
    const { result } = renderState({ onValueChange });
    act(() => result.current.setChoice('deposit'));
    expect(result.current.choice).toBe('deposit');
    expect(onValueChange).toHaveBeenCalledExactlyOnceWith('deposit');
    act(() => result.current.setChoice('deposit'));
    expect(onValueChange).toHaveBeenCalledTimes(1);
    act(() => result.current.setChoice('full'));
    expect(result.current.choice).toBe('full');
    expect(onValueChange).toHaveBeenLastCalledWith('full');
  });

  it('follows a controlled choice: a change is reported, and shows once the app passes it back', () => {
    const onValueChange = vi.fn();
    const { result, rerender } = renderState({ value: 'deposit', onValueChange });
    act(() => result.current.setChoice('full'));
    expect(onValueChange).toHaveBeenCalledExactlyOnceWith('full');
    expect(result.current.choice).toBe('deposit');
    rerender({ value: 'full', onValueChange });
    expect(result.current.choice).toBe('full');
  });

  it('works as the state of a component that lifts the choice', () => {
    const useLifted = () => {
      const [value, setValue] = useState<'deposit' | 'full'>('full');
      return usePaymentStepState({ value, onValueChange: setValue });
    };
    const { result } = renderHook(useLifted, {});
    act(() => result.current.setChoice('deposit'));
    expect(result.current.choice).toBe('deposit');
  });

  it('groups the card number in fours, digits only, at most 19', () => {
    const { result } = renderState();
    act(() => result.current.setCardField('number', '4242424242424242'));
    expect(result.current.card.number).toBe('4242 4242 4242 4242');
    act(() => result.current.setCardField('number', '4242-42x4 2'));
    expect(result.current.card.number).toBe('4242 4242');
    act(() => result.current.setCardField('number', '1234567890123456789999'));
    expect(result.current.card.number).toBe('1234 5678 9012 3456 789');
  });

  it('shows the expiry as MM/YY once the year is typed, and the security code as up to 4 digits', () => {
    const { result } = renderState();
    act(() => result.current.setCardField('expiry', '12'));
    expect(result.current.card.expiry).toBe('12');
    act(() => result.current.setCardField('expiry', '1228'));
    expect(result.current.card.expiry).toBe('12/28');
    act(() => result.current.setCardField('expiry', '12/2899'));
    expect(result.current.card.expiry).toBe('12/28');
    act(() => result.current.setCardField('cvc', 'a1 2-345'));
    expect(result.current.card.cvc).toBe('1234');
  });

  it("keeps the cardholder's name as typed, and each field apart from the others", () => {
    const { result } = renderState();
    act(() => {
      result.current.setCardField('name', ' Zoë  van Dijk ');
      result.current.setCardField('cvc', '123');
    });
    expect(result.current.card).toEqual({ number: '', expiry: '', cvc: '123', name: ' Zoë  van Dijk ' });
  });

  it('never reports the card: onValueChange is only about the choice', () => {
    const onValueChange = vi.fn();
    const { result } = renderState({ onValueChange });
    act(() => result.current.setCardField('number', '4242424242424242'));
    act(() => result.current.touch('number'));
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('remembers the fields the visitor left, each once', () => {
    const { result } = renderState();
    act(() => result.current.touch('number'));
    const afterFirst = result.current.touched;
    expect([...afterFirst]).toEqual(['number']);
    act(() => result.current.touch('number'));
    expect(result.current.touched).toBe(afterFirst);
    act(() => {
      result.current.touch('expiry');
      result.current.touch('cvc');
    });
    expect([...result.current.touched].sort()).toEqual(['cvc', 'expiry', 'number']);
  });

  it('marks an attempt to pay', () => {
    const { result } = renderState();
    act(() => result.current.attempt());
    expect(result.current.submitted).toBe(true);
  });

  it('goes from processing to paid with the outcome', () => {
    const { result } = renderState();
    act(() => result.current.startProcessing());
    expect(result.current.phase).toBe('processing');
    act(() => result.current.succeed(PAID));
    expect(result.current.phase).toBe('paid');
    expect(result.current.outcome).toEqual(PAID);
    expect(result.current.errorKey).toBeNull();
  });

  it('keeps the refusal while failed and clears it when the visitor tries again', () => {
    const { result } = renderState();
    act(() => result.current.startProcessing());
    act(() => result.current.fail(paymentMessages.declined));
    expect(result.current.phase).toBe('failed');
    expect(result.current.errorKey).toBe(paymentMessages.declined);
    expect(result.current.outcome).toBeNull();
    act(() => result.current.startProcessing());
    expect(result.current.phase).toBe('processing');
    expect(result.current.errorKey).toBeNull();
    act(() => result.current.succeed(PAID));
    expect(result.current.phase).toBe('paid');
    expect(result.current.errorKey).toBeNull();
  });

  it('keeps the card and the choice through a failed payment', () => {
    const { result } = renderState({ defaultValue: 'deposit' });
    act(() => result.current.setCardField('number', '4000000000000002'));
    act(() => result.current.startProcessing());
    act(() => result.current.fail(paymentMessages.declined));
    expect(result.current.card.number).toBe('4000 0000 0000 0002');
    expect(result.current.choice).toBe('deposit');
  });
});
